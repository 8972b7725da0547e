import { APPROVAL_REQUEST_EVENT_TYPES, APPROVAL_RULE_EVENT_TYPES, type ApprovalRequestEvent, type ApprovalRuleEvent } from "../approvals/events"
import { ASSET_CATEGORY_EVENT_TYPES, ASSET_EVENT_TYPES, type AssetCategoryEvent, type AssetEvent } from "../assets/events"
import { CALCULATION_EVENT_TYPES, type CalculationEvent } from "../calculations/events"
import { DISPLAY_TOKEN_EVENT_TYPES, type DisplayTokenEvent } from "../display-tokens/events"
import { DRYING_EVENT_TYPES, type DryingEvent } from "../drying/events"
import { ELECTRICITY_EVENT_TYPES, type ElectricityEvent } from "../electricity/events"
import { LOT_EVENT_TYPES, type LotEvent } from "../lots/events"
import { NEWSLETTER_SUBSCRIBER_EVENT_TYPES, type NewsletterSubscriberEvent } from "../newsletter/events"
import { NOTIFICATION_EVENT_TYPES, type NotificationEvent } from "../notifications/events"
import { PROJECTION_OPERATION_EVENT_TYPES, type ProjectionOperationEvent } from "../projection-operations/events"
import { ReservationEvent } from "../reservations/events"
import { ROLE_EVENT_TYPES, type RoleEvent } from "../roles/events"
import { SETTINGS_EVENT_TYPES, type SettingsEvent } from "../settings/events"
import { eventTypesOf } from "../shared/stored-event"
import { SLICING_OPERATION_EVENT_TYPES, type SlicingOperationEvent } from "../slicing/events"
import { STOCK_EVENT_TYPES, type StockEvent } from "../stock/events"
import { STOCKTAKE_EVENT_TYPES, type StocktakeEvent } from "../stocktakes/events"
import { TRANSFER_EVENT_TYPES, type TransferEvent } from "../transfers/events"
import { USER_EVENT_TYPES, type UserEvent } from "../users/events"
import { WAREHOUSE_EVENT_TYPES, type WarehouseEvent } from "../warehouses/events"
import { WEBSITE_PAGE_EVENT_TYPES, type WebsitePageEvent } from "../website/events"
import { WOOD_TYPE_EVENT_TYPES, type WoodTypeEvent } from "../wood-types/events"
import { WOOD_TYPE_USES_EVENT_TYPES, type WoodTypeUsesEvent } from "../wood-types/uses-events"
import { WEBSITE_LIBRARY_EVENT_TYPES, type WebsiteLibraryEvent } from "../website-files/events"

/** Every event the store holds, whatever its aggregate: what the audit reads. */
export type AuditedEvent =
  | LotEvent
  | ReservationEvent
  | WoodTypeEvent
  | WoodTypeUsesEvent
  | UserEvent
  | ApprovalRequestEvent
  | ApprovalRuleEvent
  | CalculationEvent
  | NotificationEvent
  | SlicingOperationEvent
  | DryingEvent
  | StockEvent
  | WarehouseEvent
  | RoleEvent
  | SettingsEvent
  | ElectricityEvent
  | TransferEvent
  | AssetEvent
  | AssetCategoryEvent
  | StocktakeEvent
  | DisplayTokenEvent
  | NewsletterSubscriberEvent
  | WebsiteLibraryEvent
  | ProjectionOperationEvent
  | WebsitePageEvent
export type AuditedEventType = AuditedEvent["_tag"]

/** The same types at run time, each once (the audit projection reads all of them). */
export const AUDITED_EVENT_TYPES: ReadonlyArray<AuditedEventType> = [
  ...new Set<AuditedEventType>([
    ...LOT_EVENT_TYPES,
    ...(eventTypesOf(ReservationEvent) as ReadonlyArray<ReservationEvent["_tag"]>),
    ...WOOD_TYPE_EVENT_TYPES,
    ...WOOD_TYPE_USES_EVENT_TYPES,
    ...USER_EVENT_TYPES,
    ...APPROVAL_REQUEST_EVENT_TYPES,
    ...APPROVAL_RULE_EVENT_TYPES,
    ...CALCULATION_EVENT_TYPES,
    ...NOTIFICATION_EVENT_TYPES,
    ...SLICING_OPERATION_EVENT_TYPES,
    ...DRYING_EVENT_TYPES,
    ...STOCK_EVENT_TYPES,
    ...WAREHOUSE_EVENT_TYPES,
    ...ROLE_EVENT_TYPES,
    ...SETTINGS_EVENT_TYPES,
    ...ELECTRICITY_EVENT_TYPES,
    ...TRANSFER_EVENT_TYPES,
    ...ASSET_EVENT_TYPES,
    ...STOCKTAKE_EVENT_TYPES,
    ...DISPLAY_TOKEN_EVENT_TYPES,
    ...ASSET_CATEGORY_EVENT_TYPES,
    ...NEWSLETTER_SUBSCRIBER_EVENT_TYPES,
    ...WEBSITE_LIBRARY_EVENT_TYPES,
    ...PROJECTION_OPERATION_EVENT_TYPES,
    ...WEBSITE_PAGE_EVENT_TYPES
  ] as ReadonlyArray<AuditedEventType>)
]
