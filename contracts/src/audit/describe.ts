import { upcastData, type StoredEvent } from "../shared/stored-event"
import type { AuditedEvent, AuditedEventType } from "./event-types"
import { kwhWords as kwh, m3Words as m3, percentWords as pct, tzsWords as tzs, type RecordNames } from "./words"
import { formatM3, stockSizeText, type StockProduct } from "../stock/status"

/** A stock row as staff name it: its wood type, thickness and warehouse ("Mvule 2\" at WH-A"). */
const stockRowWords = (
  e: {
    readonly woodTypeId: string
    readonly thickness: string
    readonly warehouseId: string
    readonly product?: StockProduct | undefined
    readonly width?: string | null | undefined
  },
  name: (id: string) => string
) => `${name(e.woodTypeId)} ${stockSizeText(e)} at ${name(e.warehouseId)}`

/**
 * An event as its reader may see it (hidden-money.ts): a figure they lack `amount` for is absent, and
 * the sentence then says what happened without it.
 */
type AsSeen<T> = {
  readonly [K in keyof T]: T[K] extends string ? T[K] : T[K] extends number ? T[K] | undefined : T[K] extends object ? AsSeen<T[K]> : T[K]
}
type Seen<K extends AuditedEventType> = AsSeen<Extract<AuditedEvent, { readonly _tag: K }>>

/** `name(id)`: what people call the record (its number, code or name), else the id itself (a record since deleted). */
type Describer<K extends AuditedEventType> = (event: Extract<AuditedEvent, { readonly _tag: K }>, who: string, name: (id: string) => string) => string

/** What an approval request is about, as the Approvals screen names it. */
const approvalSubjectWords = (subject: Extract<AuditedEvent, { readonly _tag: "ApprovalRequested" }>["subject"]): string => {
  switch (subject._tag) {
    case "LotReceipt":
      return `the receipt of LOT ${subject.lotNumber}`
    case "Operation":
      return subject.serialNumber === null ? "a slicing operation" : `slicing operation ${subject.serialNumber}`
    case "Calculation":
      return `calculation ${subject.serialNumber} (${subject.woodTypeName})`
    default:
      return subject satisfies never
  }
}

/** The kind of record a wood type's use counts (its stream's prefix): the record itself is named by its own events. */
const WOOD_TYPE_USER_WORDS: Readonly<Record<string, string>> = {
  Lot: "a LOT",
  Calculation: "a calculation",
  SlicingOperation: "a slicing operation",
  DryingBatch: "a drying batch",
  StockRow: "a stock row"
}
const woodTypeUserWords = (usedBy: string) => WOOD_TYPE_USER_WORDS[usedBy.slice(0, usedBy.indexOf("-"))] ?? "a record"

/**
 * One sentence per event type, as a person reads the log ("Anna created LOT L-2026-001 (Teak,
 * 12.0000 m³)"). A mapped type over the whole event union: a new event type does not compile until it
 * is described here. Each event is read as its type's current version; the sentences only quote fields.
 */
const DESCRIBERS: { readonly [K in AuditedEventType]: Describer<K> } = {
  LotCreated: (e, who) => `${who} created LOT ${e.lotNumber} (${e.woodTypeName}, ${m3(e.estimatedVolumeM3)})`,
  LotUpdated: (e, who, name) => `${who} edited the receipt details of LOT ${name(e.lotId)} (${e.woodTypeName}, ${e.supplier})`,
  LotLocked: (e, who, name) => `${who} locked LOT ${name(e.lotId)} (was ${e.previousStatus})`,
  LotReopened: (e, who, name) => `${who} reopened LOT ${name(e.lotId)}`,
  LotDeleted: (e, who) => `${who} deleted LOT ${e.lotNumber}`,
  LotSlicingStarted: (e, who) => `${who} started slicing LOT ${e.lotNumber}`,
  LotSleeperSliced: (e, who) =>
    `${who} sliced sleeper ${e.sleeperNumber} of LOT ${e.lotNumber} (${m3(e.sleeperVolumeM3)} into ${m3(e.plankVolumeM3)} of planks)`,
  LotSlicingFinished: (e, who) => `${who} finished slicing LOT ${e.lotNumber} (${e.slicedSleepers} sleepers)`,
  ReceiptDraftSaved: (e, who) => `${who} saved ${e.measurements.length} measurement(s) of LOT ${e.lotNumber}`,
  ReceiptDraftDeleted: (e, who) => `${who} deleted the receipt draft of LOT ${e.lotNumber}`,
  ReceiptSubmitted: (e, who) => `${who} submitted the receipt of LOT ${e.lotNumber} (${e.actualPieces} pieces, ${m3(e.actualVolumeM3)})`,
  ReceiptApproved: (e, who) => `${who} approved the receipt of LOT ${e.lotNumber}`,
  ReceiptReturned: (e, who) => `${who} returned the receipt of LOT ${e.lotNumber} for correction`,
  ReservationClaimed: (e, who) => `${who} reserved ${e.scope} ${e.key}`,
  ReservationReleased: (e, who) => `${who} released ${e.scope} ${e.key}`,
  WoodTypeCreated: (e, who) => `${who} created wood type ${e.name}`,
  WoodTypeUpdated: (e, who) => `${who} edited wood type ${e.name}`,
  WoodTypeDeleted: (e, who, name) => `${who} deleted wood type ${name(e.woodTypeId)}`,
  WoodTypeUseRecorded: (e, who, name) => `${who} recorded a use of wood type ${name(e.woodTypeId)}`,
  WoodTypeImageChanged: (e, who, name) => `${who} changed the image of wood type ${name(e.woodTypeId)}`,
  WoodTypeUsesOpened: (e, who, name) => `${who} opened period ${e.period} of the uses of wood type ${name(e.woodTypeId)} (${e.count} in use)`,
  WoodTypeUsed: (e, who, name) => `${who} started using wood type ${name(e.woodTypeId)} (for ${woodTypeUserWords(e.usedBy)})`,
  WoodTypeUseReleased: (e, who, name) => `${who} stopped using wood type ${name(e.woodTypeId)} (for ${woodTypeUserWords(e.usedBy)})`,
  WoodTypeUsesClosed: (e, who, name) =>
    e.next === null
      ? `${who} closed the uses of wood type ${name(e.woodTypeId)} for good (deleted, ${e.count} in use)`
      : `${who} closed period ${e.period} of the uses of wood type ${name(e.woodTypeId)} (${e.count} in use, carried to period ${e.next})`,
  UserRegistered: (e, who) => `${who} registered user ${e.firstName} ${e.lastName} (${e.email}, ${e.role})`,
  UserLoginFailed: (e, _who, name) =>
    `A sign-in as user ${name(e.userId)} failed (${e.failedLoginAttempts} in a row ${e.device === null ? "from devices it never signed in from" : "from one of its own devices"})`,
  UserAccountLocked: (e, _who, name) =>
    e.device === null
      ? `User ${name(e.userId)} was locked after failed sign-ins, for devices it never signed in from, until ${e.until}`
      : `One device of user ${name(e.userId)} was locked after its failed sign-ins, until ${e.until}`,
  UserFailedLoginsReset: (e, _who, name) => `The failed sign-ins of user ${name(e.userId)} were reset${e.device === null ? "" : " on one of its devices"}`,
  UserDetailsChanged: (e, who, name) => `${who} changed the details of user ${name(e.userId)}`,
  UserPermissionsChanged: (e, who, name) => `${who} changed the permissions of user ${name(e.userId)}`,
  UserDeactivated: (e, who, name) => `${who} deactivated user ${name(e.userId)}`,
  UserActivated: (e, who, name) => `${who} activated user ${name(e.userId)}`,
  UserUnlocked: (e, who, name) => `${who} unlocked user ${name(e.userId)}`,
  UserPasswordChanged: (e, who, name) => `${who} changed the password of user ${name(e.userId)}`,
  UserAvatarChanged: (e, who, name) => `${who} changed the avatar of user ${name(e.userId)}`,
  UserSessionStarted: (e, who, name) => `${who} signed in (user ${name(e.userId)})`,
  UserSessionEnded: (e, who, name) => `${who} signed out (user ${name(e.userId)}, ${e.reason})`,
  ApprovalRequested: (e, who) => `${who} asked for approval of ${approvalSubjectWords(e.subject)}`,
  ApprovalApproved: (e, who, name) => `${who} approved request ${name(e.requestId)}`,
  ApprovalRequestRevised: (e, _who, name) =>
    `Approval request ${name(e.requestId)} now shows the operation's current revision${e.subject._tag === "Operation" && e.subject.wastePercentage !== null ? ` (${pct(e.subject.wastePercentage)} waste)` : ""}`,
  ApprovalWithdrawn: (e, _who, name) => `Approval request ${name(e.requestId)} was withdrawn: ${e.reason}`,
  ApprovalRejected: (e, who, name) => `${who} rejected request ${name(e.requestId)}${e.notes ? ` (${e.notes})` : ""}`,
  ApprovalRuleCreated: (e, who) => `${who} created an approval rule for ${e.module}`,
  ApprovalRuleActivated: (e, who, name) => `${who} activated approval rule ${name(e.ruleId)}`,
  ApprovalRuleDeactivated: (e, who, name) => `${who} deactivated approval rule ${name(e.ruleId)}`,
  ApprovalRuleDeleted: (e, who, name) => `${who} deleted approval rule ${name(e.ruleId)}`,
  CalculationSaved: (e, who) => `${who} saved a calculation (${e.woodTypeName}, ${m3(e.volumeM3)})`,
  CalculationDeleted: (e, who, name) => `${who} deleted calculation ${name(e.calculationId)}`,
  NotificationRaised: (e, who, name) => `${who} notified user ${name(e.userId)}: ${e.title}`,
  NotificationRead: (e, who, name) => `${who} read notification ${name(e.notificationId)}`,
  NotificationDeleted: (e, who, name) => `${who} deleted notification ${name(e.notificationId)}`,
  NotificationWithdrawn: (e, _who, name) => `A notification to ${name(e.userId)} was taken back: ${e.reason}`,
  SlicingOperationRecorded: (e, who) =>
    `${who} recorded slicing operation ${e.serialNumber}: sleeper ${e.sleeperNumber} of LOT ${e.lotNumber} (${m3(e.sleeperVolume)} into ${m3(e.plankVolume)} of planks, ${pct(e.wastePercentage)} waste)`,
  SlicingOperationRevised: (e, who, name) =>
    `${who} revised slicing operation ${name(e.operationId)} (${m3(e.sleeperVolume)} into ${m3(e.plankVolume)} of planks, ${pct(e.wastePercentage)} waste)`,
  SlicingOperationEnded: (e, who, name) => `${who} ended slicing operation ${name(e.operationId)}`,
  SlicingApprovalRequired: (e, _who, name) =>
    `Slicing operation ${name(e.operationId)} needs approval (${pct(e.wastePercentage)} waste over the ${pct(e.limit)} limit)`,
  SlicingOperationApproved: (e, who, name) => `${who} approved slicing operation ${name(e.operationId)}`,
  SlicingOperationRejected: (e, who, name) => `${who} rejected slicing operation ${name(e.operationId)}`,
  SlicingApprovalCleared: (e, _who, name) => `Slicing operation ${name(e.operationId)} no longer needs approval (revised under every rule's limit)`,
  SlicingOperationDeleted: (e, who) => `${who} deleted the slicing of sleeper ${e.sleeperNumber} of LOT ${e.lotNumber}`,
  DryingStarted: (e, who) => `${who} started drying batch ${e.batchNumber} (${e.woodTypeName}, ${e.pieceCount} pieces)`,
  DryingSetupEdited: (e, who, name) => `${who} edited drying batch ${name(e.dryingId)} (${e.woodTypeName}, ${e.pieceCount} pieces)`,
  DryingReadingAdded: (e, who, name) => `${who} added a reading to drying batch ${name(e.dryingId)} (${e.humidity} % humidity)`,
  DryingReadingEdited: (e, who, name) => `${who} edited a reading of drying batch ${name(e.dryingId)} (${e.humidity} % humidity)`,
  DryingCompleted: (e, who, name) => `${who} completed drying batch ${name(e.dryingId)}`,
  DryingDeleted: (e, who, name) => `${who} deleted drying batch ${name(e.dryingId)}`,
  DryingCostRecorded: (e: Seen<"DryingCostRecorded">, _who, name) =>
    e.cost.totalCost === undefined || e.cost.tariffPerKwh === undefined
      ? `The cost of drying batch ${name(e.dryingId)} was frozen at completion (${kwh(e.cost.kwhUsed ?? 0)})`
      : `The cost of drying batch ${name(e.dryingId)} was frozen at completion: ${tzs(e.cost.totalCost)} (${kwh(e.cost.kwhUsed ?? 0)} at ${tzs(e.cost.tariffPerKwh)} per kWh)`,
  DryingCostCorrected: (e: Seen<"DryingCostCorrected">, who, name) =>
    e.from.totalCost === undefined || e.to.totalCost === undefined
      ? `${who} corrected the cost of drying batch ${name(e.dryingId)}: ${e.reason}`
      : `${who} corrected the cost of drying batch ${name(e.dryingId)} from ${tzs(e.from.totalCost)} to ${tzs(e.to.totalCost)}: ${e.reason}`,
  StockMoved: (e, who, name) =>
    `${who} moved stock of ${stockRowWords(e, name)} (${e.changes
      .map(
        (c) =>
          `${c.bucket} ${c.change >= 0 ? "+" : ""}${c.change}${c.m3Change === undefined ? "" : ` (${c.m3Change >= 0 ? "+" : "-"}${formatM3(Math.abs(c.m3Change))})`}`
      )
      .join(", ")}): ${e.reason}`,
  StockMinimumSet: (e, who, name) => `${who} set the minimum of ${stockRowWords(e, name)} to ${e.minimum ?? "none"}`,
  StockFellBelowMinimum: (e, _who, name) => `Stock of ${stockRowWords(e, name)} fell below its minimum (${e.available} < ${e.minimum})`,
  StockRowBookClosed: (e, _who, name) => `Stock of ${stockRowWords(e, name)} closed its book ${e.period}, continued in book ${e.next}`,
  StockRowBookOpened: (e, _who, name) => `Stock of ${stockRowWords(e, name)} opened its book ${e.period} with what the book before held`,
  StockRowCarriedOver: (e, _who, name) => `Stock of ${stockRowWords(e, name)} was carried over to nominal sizes: ${stockRowWords({ ...e, ...e.to }, name)}`,
  WarehouseCreated: (e, who) => `${who} created warehouse ${e.code} (${e.name})`,
  WarehouseUpdated: (e, who) => `${who} edited warehouse ${e.code} (${e.name})`,
  WarehouseArchived: (e, who, name) => `${who} archived warehouse ${name(e.warehouseId)}`,
  WarehouseRestored: (e, who, name) => `${who} restored warehouse ${name(e.warehouseId)}`,
  WarehouseHoldingsChanged: (e, _who, name) =>
    `Warehouse ${name(e.warehouseId)} ${e.holdsStock ? "holds stock" : "holds no stock"} and ${e.runningBatches ? "has a kiln batch drying" : "no kiln batch drying"}`,
  WarehouseUsersAssigned: (e, who, name) => `${who} assigned ${e.userIds.length} user(s) to warehouse ${name(e.warehouseId)}`,
  RoleDefined: (e, who) => `${who} defined role ${e.name}`,
  RoleChanged: (e, who) => `${who} changed role ${e.name}`,
  RoleDeleted: (e, who) => `${who} deleted role ${e.name}`,
  SystemSettingsChanged: (_e, who) => `${who} changed the system settings`,
  SmtpPasswordChanged: (e, who) => `${who} ${e.isSet ? "set" : "cleared"} the SMTP password`,
  ElectricityRechargeRecorded: (e, who) => `${who} recorded an electricity recharge (${e.kwhAmount} kWh)`,
  ElectricityRechargeCorrected: (e: Seen<"ElectricityRechargeCorrected">, who) =>
    e.totalPaid === undefined
      ? `${who} corrected electricity recharge ${e.token} to ${e.kwhAmount} kWh: ${e.reason}`
      : `${who} corrected electricity recharge ${e.token} to ${e.kwhAmount} kWh for TZS ${e.totalPaid}: ${e.reason}`,
  ElectricityRechargeVoided: (e, who) => `${who} voided electricity recharge ${e.token}: ${e.reason}`,
  TransferCreated: (e, who) => `${who} created transfer ${e.transferNumber} (${e.items.length} item(s))`,
  TransferApproved: (e, who, name) => `${who} approved transfer ${name(e.transferId)}`,
  TransferRejected: (e, who, name) => `${who} rejected transfer ${name(e.transferId)}: ${e.rejectionReason}`,
  TransferDispatched: (e, who, name) => `${who} dispatched transfer ${name(e.transferId)}`,
  TransferCompleted: (e, who, name) => `${who} completed transfer ${name(e.transferId)}`,
  TransferEdited: (e, who, name) => `${who} edited transfer ${name(e.transferId)}`,
  TransferRecipientNotified: (e, who, name) => `${who} notified ${name(e.userId)} of transfer ${name(e.transferId)}`,
  AssetRegistered: (e, who) => `${who} registered asset ${e.assetTag} (${e.name})`,
  AssetUpdated: (e, who) => `${who} edited asset ${e.assetTag} (${e.name})`,
  AssetAssigned: (e, who, name) => `${who} assigned asset ${name(e.assetId)}`,
  AssetReturned: (e, who, name) => `${who} took back asset ${name(e.assetId)}`,
  AssetMaintenanceRecorded: (e, who, name) => `${who} recorded ${e.maintenanceType} maintenance of asset ${name(e.assetId)}`,
  AssetMaintenanceUpdated: (e, who, name) => `${who} updated ${e.maintenanceType} maintenance of asset ${name(e.assetId)}`,
  AssetMaintenanceDue: (e, _who, name) => `Asset ${name(e.assetId)} is due for maintenance on ${e.nextDueDate}`,
  AssetDeleted: (e, who) => `${who} deleted asset ${e.assetTag}`,
  AssetDocumentAdded: (e, who, name) => `${who} added document ${e.title} to asset ${name(e.assetId)}`,
  AssetDocumentRemoved: (e, who, name) => `${who} removed a document from asset ${name(e.assetId)}`,
  AssetSeenInStocktake: (e, who, name) => `${who} counted asset ${name(e.assetId)} at ${e.location}`,
  StocktakeStarted: (e, who) => `${who} started a stocktake at ${e.location}`,
  StocktakeFinished: (e, who) =>
    `${who} finished a stocktake: ${e.foundAssetIds.length} found, ${e.missingAssetIds.length} missing, ${e.unknownTags.length} unknown tags`,
  StocktakeCancelled: (e, who) => `${who} cancelled a stocktake`,
  DisplayTokenCreated: (e, who) => `${who} created the wall display token ${e.name}`,
  DisplayTokenRevoked: (e, who) => `${who} revoked a wall display token`,
  WebsiteFolderCreated: (e, who) => `${who} created the website folder ${e.name}`,
  WebsiteFolderRenamed: (e, who) => `${who} renamed a website folder to ${e.name}`,
  WebsiteFolderMoved: (e, who, name) =>
    `${who} moved the website folder ${name(e.folderId)} ${e.parentId === null ? "to the root" : `into folder ${name(e.parentId)}`}`,
  WebsiteFolderDeleted: (e, who, name) =>
    `${who} deleted the website folder ${name(e.folderId)} with ${e.removedFolderIds.length - 1} subfolder(s) and ${e.removedFileIds.length} file(s)`,
  WebsiteFileUploaded: (e, who) => `${who} uploaded the website file ${e.file.name} (${e.file.mime}, ${e.file.size} bytes)`,
  WebsiteFileMoved: (e, who, name) =>
    `${who} moved the website file ${name(e.fileId)} ${e.folderId === null ? "to the root" : `into folder ${name(e.folderId)}`}`,
  WebsiteFileDeleted: (e, who, name) => `${who} deleted the website file ${name(e.fileId)}`,
  AssetCategoryCreated: (e, who) => `${who} created asset category ${e.code} (${e.name})`,
  AssetCategoryUpdated: (e, who) => `${who} edited asset category ${e.code} (${e.name})`,
  AssetCategoryDeleted: (e, who, name) => `${who} deleted asset category ${name(e.categoryId)}`,
  AssetCategoryAssetFiled: (e, who, name) => `${who} filed asset ${name(e.assetId)} under category ${name(e.categoryId)}`,
  AssetCategoryAssetUnfiled: (e, who, name) => `${who} took asset ${name(e.assetId)} out of category ${name(e.categoryId)}`,
  // the address is only ever in the log encrypted (and unreadable after an erasure): the sentences name the subscriber's id, never the address
  NewsletterSubscribed: (e, who, name) => `${who} signed up subscriber ${name(e.subscriberId)} to the mailing list (${e.source})`,
  NewsletterUnsubscribed: (e, who, name) => `${who} unsubscribed subscriber ${name(e.subscriberId)} from the mailing list`,
  NewsletterResubscribed: (e, who, name) => `${who} signed subscriber ${name(e.subscriberId)} up to the mailing list again`,
  NewsletterSubscriberDeleted: (e, who, name) => `${who} deleted subscriber ${name(e.subscriberId)} from the mailing list (address erased)`,
  ProjectionRebuildRequested: (e, who) => `${who} asked for a rebuild of projection ${e.projection}`,
  ProjectionResumed: (e, who) => `${who} resumed projection ${e.projection} at event ${e.position}`,
  ProjectionEventSkipped: (e, who) => `${who} told projection ${e.projection} to skip event ${e.position} (${e.eventType}): ${e.reason}`,
  WebsitePageCreated: (e, who) => `${who} created website page ${e.name} (/${e.slug})`,
  WebsitePageContentSaved: (e, who, name) => `${who} saved version ${e.version} of website page ${name(e.pageId)}`,
  WebsitePageVersionRestored: (e, who, name) => `${who} restored version ${e.restoredFrom} of website page ${name(e.pageId)} as version ${e.version}`,
  WebsitePageStatusChanged: (e, who, name) => `${who} set website page ${name(e.pageId)} to ${e.status}`
}

/**
 * The sentence of a stored event, read as its type's current version (upcast from the version its
 * metadata says it was written at: an old event reads in today's words); a type the audit does not
 * know (none today) is named as itself. `names`: what the records it names are called (`idsNamedIn`
 * gives the ids to look up); an id without a name is shown as itself.
 * Given the data as its reader may see it (`eventDataAsSeen`), it quotes no figure they may not see.
 */
export const describeEvent = (stored: Pick<StoredEvent, "type" | "data" | "metadata">, who: string, names: RecordNames = new Map()): string => {
  const { type } = stored
  const describer = (DESCRIBERS as Record<string, ((event: unknown, who: string, name: (id: string) => string) => string) | undefined>)[type]
  if (describer === undefined) return `${who}: ${type}`
  try {
    return describer({ ...(upcastData(stored) as object), _tag: type }, who, (id) => names.get(id) ?? id)
  } catch {
    // an event stored before a field existed: the type still says what happened
    return `${who}: ${type}`
  }
}

export const DESCRIBED_EVENT_TYPES = Object.keys(DESCRIBERS) as ReadonlyArray<AuditedEventType>
