import { approvalBellProcess } from "./approval-bell.process"
import { approvalNotificationsProcess } from "./approval-notifications.process"
import { approvalRulesProcess } from "./approval-rules.process"
import { operationApprovalsProcess } from "./operation-approvals.process"
import { lotSlicingProcess } from "./lot-slicing.process"
import { kilnCostsProcess } from "./kiln-costs.process"
import { lowStockProcess } from "./low-stock.process"
import { maintenanceRemindersProcess } from "./maintenance-reminders.process"
import type { ProcessManager } from "./process-manager"
import { receiptApprovalsProcess } from "./receipt-approvals.process"
import { stockCarryOverProcess } from "./stock-carry-over.process"
import { transferNotificationsProcess } from "./transfer-notifications.process"
import { warehouseHoldingsProcess } from "./warehouse-holdings.process"

export const ALL_PROCESSES: ReadonlyArray<ProcessManager<any>> = [
  approvalRulesProcess,
  approvalNotificationsProcess,
  operationApprovalsProcess,
  receiptApprovalsProcess,
  lotSlicingProcess,
  lowStockProcess,
  transferNotificationsProcess,
  maintenanceRemindersProcess,
  kilnCostsProcess,
  approvalBellProcess,
  warehouseHoldingsProcess,
  stockCarryOverProcess
]
