import {
  ApprovalRequested,
  ApprovalRequestEvent,
  ApprovalRequestId,
  LotCreated,
  LotId,
  LotEvent,
  NotificationId,
  NotificationRaised,
  ReceiptSubmitted,
  SlicingOperationEvent,
  SlicingOperationId,
  SlicingOperationRecorded,
  type ApprovalSubject,
  type ReceiptItem,
  type SlicingFigures,
  type WoodFormat,
  WarehouseId,
  WoodTypeId,
  UserId
} from "@timber/contracts"
import { approvalRequestStream, lotStream, notificationStream, slicingOperationStream } from "@timber/domain"
import { uuidV5 } from "../../commands/ids"
import { at, eventsOf, TRIGGER_ID } from "./process-spec"

/** The events of the streams the process specs share, each on its own stream. */
export const lot = eventsOf(LotEvent)
export const approval = eventsOf(ApprovalRequestEvent)
export const slicing = eventsOf(SlicingOperationEvent)

/** A shift manager: submits receipts, saves calculations and slicing operations that need an approver. */
export const MANAGER = { userId: UserId.make("u-manager"), userEmail: "manager@timber.test" } as const

/** An administrator: submits receipts that need no approval. */
export const ADMIN = { userId: UserId.make("u-admin"), userEmail: "admin@timber.test" } as const

/** A LOT of Mvule (wt-1) delivered by Kilombero Timber, as its clerk created it. */
export const lotCreated = (lotId: LotId, lotNumber: string, woodFormat: WoodFormat = "SLEEPERS") =>
  lot(
    lotStream(lotId),
    LotCreated.make({
      lotId,
      lotNumber,
      woodTypeId: WoodTypeId.make("wt-1"),
      woodTypeName: "Mvule",
      supplier: "Kilombero Timber",
      receiptDate: "2026-11-20",
      purchaseOrder: "PO-7",
      notes: null,
      estimatedVolumeM3: 1,
      estimatedPieces: 9,
      estimatedAmount: 1200,
      woodFormat,
      status: "PENDING"
    })
  )

/** A receipt line: `quantity` sleepers of `heightCm` thickness, 3 m long. */
export const receiptItem = (itemId: string, heightCm: number, quantity: number): ReceiptItem => ({
  itemId,
  length: 300,
  width: 20,
  height: heightCm,
  quantity,
  volumeM3: 0.1,
  grade: "A",
  notes: null
})

/**
 * A LOT's receipt submitted into warehouse w1: by an admin it is complete at once (confirmed at
 * `confirmedAt`), by the manager it waits for an approver.
 */
export const receiptSubmitted = (
  ref: { readonly lotId: LotId; readonly lotNumber: string },
  items: ReadonlyArray<ReceiptItem>,
  submission: { readonly by: "admin"; readonly confirmedAt: string } | { readonly by: "manager" }
) =>
  lot(
    lotStream(ref.lotId),
    ReceiptSubmitted.make({
      ...ref,
      status: submission.by === "admin" ? "COMPLETED" : "PENDING_APPROVAL",
      items,
      actualVolumeM3: 0.1 * items.length,
      actualPieces: items.reduce((pieces, item) => pieces + item.quantity, 0),
      submittedByName: submission.by === "admin" ? "Asha" : "Neema",
      warehouseId: WarehouseId.make("w1"),
      woodTypeId: WoodTypeId.make("wt-1"),
      confirmedAt: submission.by === "admin" ? submission.confirmedAt : null
    }),
    { by: submission.by === "admin" ? ADMIN : MANAGER }
  )

/** One 20 × 20 cm sleeper, 2 m long, sliced into four 8 × 8 planks: 36 % waste, 0.08 m³ of sleeper. */
export const slicingFigures: SlicingFigures = {
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Mvule",
  startTime: at(0),
  sleeperSizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
  plankSizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }],
  sleeperVolume: 0.08,
  plankVolume: 0.0512,
  wastePercentage: 36,
  notes: null,
  autoCheckCompletion: false
}

/** A slicing operation saved on a LOT's sleeper (serial `WS-<id>`), by the manager unless told otherwise. */
export const slicingRecorded = (operationId: SlicingOperationId, lotNumber: string, sleeperNumber: number, figures: Partial<SlicingFigures> = {}) =>
  slicing(
    slicingOperationStream(operationId),
    SlicingOperationRecorded.make({ operationId, serialNumber: `WS-${operationId}`, lotNumber, sleeperNumber, ...slicingFigures, ...figures }),
    { by: MANAGER }
  )

/** An approval request on its stream, asked by the manager. */
export const approvalRequested = (
  requestId: ApprovalRequestId,
  asked: { readonly type: string; readonly ruleId: string | null; readonly approverId: UserId | null; readonly subject: ApprovalSubject }
) => approval(approvalRequestStream(requestId), ApprovalRequested.make({ requestId, requestorId: MANAGER.userId, requestorEmail: MANAGER.userEmail, ...asked }))

/** A notification's id derives from the trigger and its recipient: a redelivery raises the same one. */
const notificationFor = (userId: string) => NotificationId.make(uuidV5(`notification|${TRIGGER_ID}|${userId}`))

/** What a command raising a notification for `userId` appends: the notification, on its own stream. */
export const notificationRaised = (
  recipient: string,
  fields: { readonly type: string; readonly title: string; readonly message: string; readonly linkUrl: string }
) => ({
  [notificationStream(notificationFor(recipient))]: [
    NotificationRaised.make({ notificationId: notificationFor(recipient), userId: UserId.make(recipient), ...fields })
  ]
})
