import { Schema } from "effect"
import { ApprovalRequestEvent, ApprovalRuleEvent } from "../approvals/events"
import { AssetCategoryEvent, AssetEvent } from "../assets/events"
import { CalculationEvent } from "../calculations/events"
import { DisplayTokenEvent } from "../display-tokens/events"
import { DryingEvent } from "../drying/events"
import { ElectricityEvent } from "../electricity/events"
import { LotEvent } from "../lots/events"
import { NewsletterSubscriberEvent } from "../newsletter/events"
import { NotificationEvent } from "../notifications/events"
import { ProjectionOperationEvent } from "../projection-operations/events"
import { ReservationEvent } from "../reservations/events"
import { RoleEvent } from "../roles/events"
import { SettingsEvent } from "../settings/events"
import { eventTypesOf } from "../shared/stored-event"
import { SlicingOperationEvent } from "../slicing/events"
import { StockEvent } from "../stock/events"
import { StocktakeEvent } from "../stocktakes/events"
import { TransferEvent } from "../transfers/events"
import { UserEvent } from "../users/events"
import { WarehouseEvent } from "../warehouses/events"
import { WarehouseHoldingsEvent } from "../warehouses/holdings"
import { WebsitePageEvent } from "../website/events"
import { WoodTypeEvent } from "../wood-types/events"
import { WoodTypeUsesEvent } from "../wood-types/uses-events"
import { WebsiteLibraryEvent } from "../website-files/events"

/** Every event the store holds, whatever its aggregate: what the audit reads (and the schemas its money marks are read from). */
export const AuditedEvents = Schema.Union(
  LotEvent,
  ReservationEvent,
  WoodTypeEvent,
  WoodTypeUsesEvent,
  UserEvent,
  ApprovalRequestEvent,
  ApprovalRuleEvent,
  CalculationEvent,
  NotificationEvent,
  SlicingOperationEvent,
  DryingEvent,
  StockEvent,
  WarehouseEvent,
  WarehouseHoldingsEvent,
  RoleEvent,
  SettingsEvent,
  ElectricityEvent,
  TransferEvent,
  AssetEvent,
  AssetCategoryEvent,
  StocktakeEvent,
  DisplayTokenEvent,
  NewsletterSubscriberEvent,
  WebsiteLibraryEvent,
  ProjectionOperationEvent,
  WebsitePageEvent
)
export type AuditedEvent = typeof AuditedEvents.Type
export type AuditedEventType = AuditedEvent["_tag"]

/** The same types at run time, each once (the audit projection reads all of them). */
export const AUDITED_EVENT_TYPES: ReadonlyArray<AuditedEventType> = [...new Set(eventTypesOf(AuditedEvents))]
