import { approvalRequestsProjection } from "../approvals/approval-requests.projection"
import { approvalRulesProjection } from "../approvals/approval-rules.projection"
import { notificationsProjection } from "../notifications/notifications.projection"
import { slicingOperationsProjection } from "../slicing/slicing-operations.projection"
import { dryingProjection } from "../drying/drying.projection"
import { electricityProjection } from "../drying/electricity.projection"
import { calculationsProjection } from "../calculations/calculations.projection"
import { lotsProjection } from "../lots/lots.projection"
import { usersProjection } from "../users/users.projection"
import { woodTypesProjection } from "../wood-types/wood-types.projection"
import { stockProjection } from "../stock/stock.projection"
import { warehousesProjection } from "../warehouses/warehouses.projection"
import { rolesProjection } from "../roles/roles.projection"
import { settingsProjection } from "../settings/settings.projection"
import { receiptsProjection } from "../receipts/receipts.projection"
import { transfersProjection } from "../transfers/transfers.projection"
import { assetsProjection } from "../assets/assets.projection"
import { auditEventsProjection } from "../audit/audit-events.projection"
import { displayTokensProjection } from "../display-tokens/display-tokens.projection"
import { newsletterSubscribersProjection } from "../newsletter/newsletter-subscribers.projection"
import { websiteFilesProjection } from "../website-files/website-files.projection"
import { websitePagesProjection } from "../website-pages/website-pages.projection"
import { stocktakesProjection } from "../stocktakes/stocktakes.projection"
import { projectionOperationsProjection } from "../operations/projection-operations.projection"
import type { Projection } from "./projection"

export const ALL_PROJECTIONS: ReadonlyArray<Projection> = [
  lotsProjection,
  woodTypesProjection,
  usersProjection,
  calculationsProjection,
  approvalRequestsProjection,
  approvalRulesProjection,
  notificationsProjection,
  slicingOperationsProjection,
  dryingProjection,
  electricityProjection,
  warehousesProjection,
  stockProjection,
  rolesProjection,
  settingsProjection,
  receiptsProjection,
  transfersProjection,
  assetsProjection,
  auditEventsProjection,
  displayTokensProjection,
  newsletterSubscribersProjection,
  stocktakesProjection,
  websiteFilesProjection,
  projectionOperationsProjection,
  websitePagesProjection
]
