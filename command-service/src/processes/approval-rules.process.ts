import type { ApprovalRuleEvent, CalculationEvent, RequestApproval } from "@timber/contracts"
import { ApprovalRequestDecider, approvalRequestStream, rulesTriggeredBy, type ActiveRule } from "@timber/domain"
import { uuidV5 } from "../commands/ids"
import { eventData, metadataText, type ProcessManager } from "./process-manager"

type Data<T extends { _tag: string }, K extends T["_tag"]> = Omit<Extract<T, { _tag: K }>, "_tag">

/** The rules in force at each point of the log: deciding from them keeps a replay faithful. */
export type RuleBook = ReadonlyMap<string, ActiveRule & { readonly isActive: boolean }>

/** The serial an approval of a calculation shows in the Operation column. */
export const calculationSerial = (calculationId: string) => `CALC-${calculationId.slice(0, 8).toUpperCase()}`

/**
 * The approval-rule engine: when a saved calculation goes above an active
 * WoodCalculator rule, it raises an approval request addressed to the rule's
 * approver. (WoodSlicer rules apply the same way to slicing operations once the
 * slicer records them.)
 */
export const approvalRulesProcess: ProcessManager<RuleBook> = {
  name: "approval-rules",
  actor: { userId: "process:approval-rules", email: "approval-rules@timber.works" },
  eventTypes: ["ApprovalRuleCreated", "ApprovalRuleActivated", "ApprovalRuleDeactivated", "ApprovalRuleDeleted", "CalculationSaved"],
  initialState: new Map(),
  evolve: (rules, event) => {
    const next = new Map(rules)
    switch (event.type) {
      case "ApprovalRuleCreated": {
        const e = eventData<Data<ApprovalRuleEvent, "ApprovalRuleCreated">>(event)
        next.set(e.ruleId, { ruleId: e.ruleId, module: e.module, conditionType: e.conditionType, conditionValue: e.conditionValue, approverId: e.approverId, isActive: true })
        break
      }
      case "ApprovalRuleActivated":
      case "ApprovalRuleDeactivated": {
        const { ruleId } = eventData<{ ruleId: string }>(event)
        const rule = next.get(ruleId)
        if (rule) next.set(ruleId, { ...rule, isActive: event.type === "ApprovalRuleActivated" })
        break
      }
      case "ApprovalRuleDeleted":
        next.delete(eventData<{ ruleId: string }>(event).ruleId)
        break
    }
    return next
  },
  react: (rules, event) => {
    if (event.type !== "CalculationSaved") return []
    const calculation = eventData<Data<CalculationEvent, "CalculationSaved">>(event)
    const active = [...rules.values()].filter((rule) => rule.isActive)
    return rulesTriggeredBy(active, { module: "WoodCalculator", cost: calculation.pricePerPlank, quantity: calculation.planksPerM3 }).map((rule) => {
      const requestId = uuidV5(`approval-request|${event.id}|${rule.ruleId}`)
      const command: RequestApproval = {
        _tag: "RequestApproval",
        requestId,
        type: rule.module,
        ruleId: rule.ruleId,
        approverId: rule.approverId,
        requestorId: calculation.userId,
        requestorEmail: metadataText(event, "userEmail") ?? "unknown",
        operation: { operationId: null, serialNumber: calculationSerial(calculation.calculationId), wastePercentage: null, woodTypeName: calculation.woodTypeName }
      }
      return { decider: ApprovalRequestDecider, streamId: approvalRequestStream(requestId), command }
    })
  }
}
