import { upcastData, type StoredEvent } from "../shared/stored-event"
import type { AuditedEvent, AuditedEventType } from "./event-types"

type Describer<K extends AuditedEventType> = (event: Extract<AuditedEvent, { readonly _tag: K }>, who: string) => string

/**
 * One sentence per event type, as a person reads the log ("Anna created LOT L-2026-001 (Teak,
 * 12 m³)"). A mapped type over the whole event union: a new event type does not compile until it
 * is described here. Each event is read as its type's current version; the sentences only quote fields.
 */
const DESCRIBERS: { readonly [K in AuditedEventType]: Describer<K> } = {
  LotCreated: (e, who) => `${who} created LOT ${e.lotNumber} (${e.woodTypeName}, ${e.estimatedVolumeM3} m³)`,
  LotUpdated: (e, who) => `${who} edited the receipt details of LOT ${e.lotId} (${e.woodTypeName}, ${e.supplier})`,
  LotLocked: (e, who) => `${who} locked LOT ${e.lotId} (was ${e.previousStatus})`,
  LotReopened: (e, who) => `${who} reopened LOT ${e.lotId}`,
  LotDeleted: (e, who) => `${who} deleted LOT ${e.lotNumber}`,
  LotSlicingStarted: (e, who) => `${who} started slicing LOT ${e.lotNumber}`,
  LotSleeperSliced: (e, who) => `${who} sliced sleeper ${e.sleeperNumber} of LOT ${e.lotNumber} (${e.sleeperVolumeM3} m³ into ${e.plankVolumeM3} m³ of planks)`,
  LotSlicingFinished: (e, who) => `${who} finished slicing LOT ${e.lotNumber} (${e.slicedSleepers} sleepers)`,
  ReceiptDraftSaved: (e, who) => `${who} saved ${e.measurements.length} measurement(s) of LOT ${e.lotNumber}`,
  ReceiptDraftDeleted: (e, who) => `${who} deleted the receipt draft of LOT ${e.lotNumber}`,
  ReceiptSubmitted: (e, who) => `${who} submitted the receipt of LOT ${e.lotNumber} (${e.actualPieces} pieces, ${e.actualVolumeM3} m³)`,
  ReceiptApproved: (e, who) => `${who} approved the receipt of LOT ${e.lotNumber}`,
  ReceiptReturned: (e, who) => `${who} returned the receipt of LOT ${e.lotNumber} for correction`,
  ReservationClaimed: (e, who) => `${who} reserved ${e.scope} ${e.key}`,
  ReservationReleased: (e, who) => `${who} released ${e.scope} ${e.key}`,
  WoodTypeCreated: (e, who) => `${who} created wood type ${e.name}`,
  WoodTypeUpdated: (e, who) => `${who} edited wood type ${e.name}`,
  WoodTypeDeleted: (e, who) => `${who} deleted wood type ${e.woodTypeId}`,
  WoodTypeUseRecorded: (e, who) => `${who} recorded a use of wood type ${e.woodTypeId}`,
  WoodTypeImageChanged: (e, who) => `${who} changed the image of wood type ${e.woodTypeId}`,
  WoodTypeUsesOpened: (e, who) => `${who} opened period ${e.period} of the uses of wood type ${e.woodTypeId} (${e.count} in use)`,
  WoodTypeUsed: (e, who) => `${who} started using wood type ${e.woodTypeId} (${e.usedBy})`,
  WoodTypeUseReleased: (e, who) => `${who} stopped using wood type ${e.woodTypeId} (${e.usedBy})`,
  WoodTypeUsesClosed: (e, who) =>
    e.next === null
      ? `${who} closed the uses of wood type ${e.woodTypeId} for good (deleted, ${e.count} in use)`
      : `${who} closed period ${e.period} of the uses of wood type ${e.woodTypeId} (${e.count} in use, carried to period ${e.next})`,
  UserRegistered: (e, who) => `${who} registered user ${e.firstName} ${e.lastName} (${e.email}, ${e.role})`,
  UserLoginFailed: (e) => `A sign-in as user ${e.userId} failed (${e.failedLoginAttempts} in a row)`,
  UserAccountLocked: (e) => `User ${e.userId} was locked after failed sign-ins`,
  UserFailedLoginsReset: (e) => `The failed sign-ins of user ${e.userId} were reset`,
  UserDetailsChanged: (e, who) => `${who} changed the details of user ${e.userId}`,
  UserPermissionsChanged: (e, who) => `${who} changed the permissions of user ${e.userId}`,
  UserDeactivated: (e, who) => `${who} deactivated user ${e.userId}`,
  UserActivated: (e, who) => `${who} activated user ${e.userId}`,
  UserUnlocked: (e, who) => `${who} unlocked user ${e.userId}`,
  UserPasswordChanged: (e, who) => `${who} changed the password of user ${e.userId}`,
  UserAvatarChanged: (e, who) => `${who} changed the avatar of user ${e.userId}`,
  UserSessionStarted: (e, who) => `${who} signed in (user ${e.userId})`,
  UserSessionEnded: (e, who) => `${who} signed out (user ${e.userId}, ${e.reason})`,
  ApprovalRequested: (e, who) => `${who} asked for approval of a ${e.type}`,
  ApprovalApproved: (e, who) => `${who} approved request ${e.requestId}`,
  ApprovalRejected: (e, who) => `${who} rejected request ${e.requestId}${e.notes ? ` (${e.notes})` : ""}`,
  ApprovalRuleCreated: (e, who) => `${who} created an approval rule for ${e.module}`,
  ApprovalRuleActivated: (e, who) => `${who} activated approval rule ${e.ruleId}`,
  ApprovalRuleDeactivated: (e, who) => `${who} deactivated approval rule ${e.ruleId}`,
  ApprovalRuleDeleted: (e, who) => `${who} deleted approval rule ${e.ruleId}`,
  CalculationSaved: (e, who) => `${who} saved a calculation (${e.woodTypeName}, ${e.volumeM3} m³)`,
  CalculationDeleted: (e, who) => `${who} deleted calculation ${e.calculationId}`,
  NotificationRaised: (e, who) => `${who} notified user ${e.userId}: ${e.title}`,
  NotificationRead: (e, who) => `${who} read notification ${e.notificationId}`,
  NotificationDeleted: (e, who) => `${who} deleted notification ${e.notificationId}`,
  SlicingOperationRecorded: (e, who) => `${who} recorded slicing of sleeper ${e.sleeperNumber} of LOT ${e.lotNumber} (${e.wastePercentage} % waste)`,
  SlicingOperationRevised: (e, who) => `${who} revised slicing operation ${e.operationId} (${e.wastePercentage} % waste)`,
  SlicingOperationEnded: (e, who) => `${who} ended slicing operation ${e.operationId}`,
  SlicingApprovalRequired: (e) => `Slicing operation ${e.operationId} needs approval (${e.wastePercentage} % waste over ${e.limit} %)`,
  SlicingOperationApproved: (e, who) => `${who} approved slicing operation ${e.operationId}`,
  SlicingOperationRejected: (e, who) => `${who} rejected slicing operation ${e.operationId}`,
  SlicingOperationDeleted: (e, who) => `${who} deleted the slicing of sleeper ${e.sleeperNumber} of LOT ${e.lotNumber}`,
  DryingStarted: (e, who) => `${who} started drying batch ${e.batchNumber} (${e.woodTypeName}, ${e.pieceCount} pieces)`,
  DryingSetupEdited: (e, who) => `${who} edited drying batch ${e.dryingId} (${e.woodTypeName}, ${e.pieceCount} pieces)`,
  DryingReadingAdded: (e, who) => `${who} added a reading to drying batch ${e.dryingId} (${e.humidity} % humidity)`,
  DryingReadingEdited: (e, who) => `${who} edited a reading of drying batch ${e.dryingId} (${e.humidity} % humidity)`,
  DryingCompleted: (e, who) => `${who} completed drying batch ${e.dryingId}`,
  DryingDeleted: (e, who) => `${who} deleted drying batch ${e.dryingId}`,
  StockMoved: (e, who) =>
    `${who} moved stock of row ${e.stockRowId} (${e.changes.map((c) => `${c.bucket} ${c.change >= 0 ? "+" : ""}${c.change}`).join(", ")}): ${e.reason}`,
  StockMinimumSet: (e, who) => `${who} set the minimum of stock row ${e.stockRowId} to ${e.minimum ?? "none"}`,
  StockFellBelowMinimum: (e) => `Stock row ${e.stockRowId} fell below its minimum (${e.available} < ${e.minimum})`,
  StockRowBookClosed: (e) => `Stock row ${e.stockRowId} closed its book ${e.period}, continued in book ${e.next}`,
  StockRowBookOpened: (e) => `Stock row ${e.stockRowId} opened its book ${e.period} with what the book before held`,
  WarehouseCreated: (e, who) => `${who} created warehouse ${e.code} (${e.name})`,
  WarehouseUpdated: (e, who) => `${who} edited warehouse ${e.code} (${e.name})`,
  WarehouseArchived: (e, who) => `${who} archived warehouse ${e.warehouseId}`,
  WarehouseRestored: (e, who) => `${who} restored warehouse ${e.warehouseId}`,
  WarehouseUsersAssigned: (e, who) => `${who} assigned ${e.userIds.length} user(s) to warehouse ${e.warehouseId}`,
  RoleDefined: (e, who) => `${who} defined role ${e.name}`,
  RoleChanged: (e, who) => `${who} changed role ${e.name}`,
  RoleDeleted: (e, who) => `${who} deleted role ${e.name}`,
  SystemSettingsChanged: (_e, who) => `${who} changed the system settings`,
  SmtpPasswordChanged: (e, who) => `${who} ${e.isSet ? "set" : "cleared"} the SMTP password`,
  ElectricityRechargeRecorded: (e, who) => `${who} recorded an electricity recharge (${e.kwhAmount} kWh)`,
  ElectricityRechargeCorrected: (e, who) => `${who} corrected electricity recharge ${e.token} to ${e.kwhAmount} kWh for TZS ${e.totalPaid}: ${e.reason}`,
  ElectricityRechargeVoided: (e, who) => `${who} voided electricity recharge ${e.token}: ${e.reason}`,
  TransferCreated: (e, who) => `${who} created transfer ${e.transferNumber} (${e.items.length} item(s))`,
  TransferApproved: (e, who) => `${who} approved transfer ${e.transferId}`,
  TransferRejected: (e, who) => `${who} rejected transfer ${e.transferId}: ${e.rejectionReason}`,
  TransferDispatched: (e, who) => `${who} dispatched transfer ${e.transferId}`,
  TransferCompleted: (e, who) => `${who} completed transfer ${e.transferId}`,
  TransferEdited: (e, who) => `${who} edited transfer ${e.transferId}`,
  TransferRecipientNotified: (e, who) => `${who} notified user ${e.userId} of transfer ${e.transferId}`,
  AssetRegistered: (e, who) => `${who} registered asset ${e.assetTag} (${e.name})`,
  AssetUpdated: (e, who) => `${who} edited asset ${e.assetTag} (${e.name})`,
  AssetAssigned: (e, who) => `${who} assigned asset ${e.assetId}`,
  AssetReturned: (e, who) => `${who} took back asset ${e.assetId}`,
  AssetMaintenanceRecorded: (e, who) => `${who} recorded ${e.maintenanceType} maintenance of asset ${e.assetId}`,
  AssetMaintenanceUpdated: (e, who) => `${who} updated ${e.maintenanceType} maintenance of asset ${e.assetId}`,
  AssetMaintenanceDue: (e) => `Asset ${e.assetId} is due for maintenance on ${e.nextDueDate}`,
  AssetDeleted: (e, who) => `${who} deleted asset ${e.assetTag}`,
  AssetDocumentAdded: (e, who) => `${who} added document ${e.title} to asset ${e.assetId}`,
  AssetDocumentRemoved: (e, who) => `${who} removed a document from asset ${e.assetId}`,
  AssetSeenInStocktake: (e, who) => `${who} counted asset ${e.assetId} at ${e.location}`,
  StocktakeStarted: (e, who) => `${who} started a stocktake at ${e.location}`,
  StocktakeFinished: (e, who) =>
    `${who} finished a stocktake: ${e.foundAssetIds.length} found, ${e.missingAssetIds.length} missing, ${e.unknownTags.length} unknown tags`,
  StocktakeCancelled: (e, who) => `${who} cancelled a stocktake`,
  DisplayTokenCreated: (e, who) => `${who} created the wall display token ${e.name}`,
  DisplayTokenRevoked: (e, who) => `${who} revoked a wall display token`,
  WebsiteFolderCreated: (e, who) => `${who} created the website folder ${e.name}`,
  WebsiteFolderRenamed: (e, who) => `${who} renamed a website folder to ${e.name}`,
  WebsiteFolderMoved: (e, who) => `${who} moved the website folder ${e.folderId} ${e.parentId === null ? "to the root" : `into folder ${e.parentId}`}`,
  WebsiteFolderDeleted: (e, who) =>
    `${who} deleted the website folder ${e.folderId} with ${e.removedFolderIds.length - 1} subfolder(s) and ${e.removedFileIds.length} file(s)`,
  WebsiteFileUploaded: (e, who) => `${who} uploaded the website file ${e.file.name} (${e.file.mime}, ${e.file.size} bytes)`,
  WebsiteFileMoved: (e, who) => `${who} moved the website file ${e.fileId} ${e.folderId === null ? "to the root" : `into folder ${e.folderId}`}`,
  WebsiteFileDeleted: (e, who) => `${who} deleted the website file ${e.fileId}`,
  AssetCategoryCreated: (e, who) => `${who} created asset category ${e.code} (${e.name})`,
  AssetCategoryUpdated: (e, who) => `${who} edited asset category ${e.code} (${e.name})`,
  AssetCategoryDeleted: (e, who) => `${who} deleted asset category ${e.categoryId}`,
  AssetCategoryAssetFiled: (e, who) => `${who} filed asset ${e.assetId} under category ${e.categoryId}`,
  AssetCategoryAssetUnfiled: (e, who) => `${who} took asset ${e.assetId} out of category ${e.categoryId}`,
  // the address is only ever in the log encrypted (and unreadable after an erasure): the sentences name the subscriber's id, never the address
  NewsletterSubscribed: (e, who) => `${who} signed up subscriber ${e.subscriberId} to the mailing list (${e.source})`,
  NewsletterUnsubscribed: (e, who) => `${who} unsubscribed subscriber ${e.subscriberId} from the mailing list`,
  NewsletterResubscribed: (e, who) => `${who} signed subscriber ${e.subscriberId} up to the mailing list again`,
  NewsletterSubscriberDeleted: (e, who) => `${who} deleted subscriber ${e.subscriberId} from the mailing list (address erased)`,
  ProjectionRebuildRequested: (e, who) => `${who} asked for a rebuild of projection ${e.projection}`,
  ProjectionResumed: (e, who) => `${who} resumed projection ${e.projection} at event ${e.position}`,
  ProjectionEventSkipped: (e, who) => `${who} told projection ${e.projection} to skip event ${e.position} (${e.eventType}): ${e.reason}`,
  WebsitePageCreated: (e, who) => `${who} created website page ${e.name} (/${e.slug})`,
  WebsitePageContentSaved: (e, who) => `${who} saved version ${e.version} of website page ${e.pageId}`,
  WebsitePageVersionRestored: (e, who) => `${who} restored version ${e.restoredFrom} of website page ${e.pageId} as version ${e.version}`,
  WebsitePageStatusChanged: (e, who) => `${who} set website page ${e.pageId} to ${e.status}`
}

/**
 * The sentence of a stored event, read as its type's current version (upcast from the version its
 * metadata says it was written at: an old event reads in today's words); a type the audit does not
 * know (none today) is named as itself.
 */
export const describeEvent = (stored: Pick<StoredEvent, "type" | "data" | "metadata">, who: string): string => {
  const { type } = stored
  const describer = (DESCRIBERS as Record<string, ((event: unknown, who: string) => string) | undefined>)[type]
  if (describer === undefined) return `${who}: ${type}`
  try {
    return describer({ ...(upcastData(stored) as object), _tag: type }, who)
  } catch {
    // an event stored before a field existed: the type still says what happened
    return `${who}: ${type}`
  }
}

export const DESCRIBED_EVENT_TYPES = Object.keys(DESCRIBERS) as ReadonlyArray<AuditedEventType>
