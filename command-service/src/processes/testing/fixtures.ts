import {
  ApprovalRequested,
  ApprovalRequestEvent,
  LotCreated,
  LotEvent,
  SlicingOperationEvent,
  SlicingOperationRecorded,
  type OperationReference,
  type SlicingFigures,
  type WoodFormat
} from "@timber/contracts"
import { approvalRequestStream, lotStream, slicingOperationStream } from "@timber/domain"
import { at, eventsOf } from "./process-spec"

/** The events of the streams the process specs share, each on its own stream. */
export const lot = eventsOf(LotEvent)
export const approval = eventsOf(ApprovalRequestEvent)
export const slicing = eventsOf(SlicingOperationEvent)

/** A shift manager: submits receipts, saves calculations and slicing operations that need an approver. */
export const MANAGER = { userId: "u-manager", userEmail: "manager@timber.test" } as const

/** A LOT of Mvule (wt-1) delivered by Kilombero Timber, as its clerk created it. */
export const lotCreated = (lotId: string, lotNumber: string, woodFormat: WoodFormat = "SLEEPERS") =>
  lot(
    lotStream(lotId),
    LotCreated.make({
      lotId,
      lotNumber,
      woodTypeId: "wt-1",
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

/** One 20 × 20 cm sleeper, 2 m long, sliced into four 8 × 8 planks: 36 % waste, 0.08 m³ of sleeper. */
export const slicingFigures: SlicingFigures = {
  woodTypeId: "wt-1",
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
export const slicingRecorded = (operationId: string, lotNumber: string, sleeperNumber: number, figures: Partial<SlicingFigures> = {}) =>
  slicing(
    slicingOperationStream(operationId),
    SlicingOperationRecorded.make({ operationId, serialNumber: `WS-${operationId}`, lotNumber, sleeperNumber, ...slicingFigures, ...figures }),
    { by: MANAGER }
  )

/** An approval request on its stream, asked by the manager. */
export const approvalRequested = (
  requestId: string,
  asked: { readonly type: string; readonly ruleId: string | null; readonly approverId: string | null; readonly operation: OperationReference }
) => approval(approvalRequestStream(requestId), ApprovalRequested.make({ requestId, requestorId: MANAGER.userId, requestorEmail: MANAGER.userEmail, ...asked }))
