import {
  ApprovalRequestId,
  LotCreated,
  LotDeleted,
  LotEvent,
  LotId,
  LotLocked,
  LotReopened,
  LotSlicingFinished,
  LotSlicingStarted,
  LotUpdated,
  ReceiptApproved,
  ReceiptDraftSaved,
  ReceiptReturned,
  ReceiptSubmitted,
  SlicingOperationId,
  WoodTypeEvent,
  WoodTypeId,
  WoodTypeUpdated,
  WarehouseId
} from "@timber/contracts"
import { it } from "vitest"
import { ACTOR, at, describeProjection, eventsOf } from "../testing/projection-spec"
import { lotsProjection } from "./lots.projection"

const lot = eventsOf(LotEvent)
const woodType = eventsOf(WoodTypeEvent)
const receipt = {
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Mvule",
  supplier: "Kilombero Sawmills",
  receiptDate: "2026-11-01",
  purchaseOrder: "PO-17",
  notes: null,
  estimatedVolumeM3: 12.5,
  estimatedPieces: 40,
  estimatedAmount: 3_000_000,
  woodFormat: "SLEEPERS" as const
}
const created = (lotId: string, woodTypeId = WoodTypeId.make("wt-1")) =>
  lot(LotCreated.make({ lotId: LotId.make(lotId), lotNumber: `LOT-${lotId}`, status: "PENDING", ...receipt, woodTypeId }))
const ref = { lotId: LotId.make("lot-1"), lotNumber: "LOT-lot-1" }
const measurements = [{ id: "s1", thickness: 15, width: 20, length: 300, qty: 1, lastModifiedBy: null, lastModifiedAt: null }]
const submitted = (status: "COMPLETED" | "PENDING_APPROVAL", confirmedAt: string | null) =>
  lot(
    ReceiptSubmitted.make({
      ...ref,
      status,
      items: [{ itemId: "i1", length: 300, width: 20, height: 15, quantity: 1, volumeM3: 0.09, grade: "A", notes: null }],
      actualVolumeM3: 0.09,
      actualPieces: 1,
      submittedByName: "Asha",
      warehouseId: WarehouseId.make("wh-1"),
      woodTypeId: WoodTypeId.make("wt-1"),
      confirmedAt
    })
  )
const clerk = { userId: "u-clerk", userEmail: "clerk@timber.test" }
/** A status's row of the dashboard's totals: how many LOTs it holds and their volume. */
const total = (status: string, lots: number, volume: number) => ({ id: status, lots, volume_m3: volume })

describeProjection(lotsProjection, (spec) => {
  it("given a LOT created, then it is listed with its receipt, estimates and who created it when", async () => {
    await spec.given(created("lot-1")).then({
      wood_receipts: [
        {
          id: "lot-1",
          lot_number: "LOT-lot-1",
          wood_type_id: "wt-1",
          wood_type_name: "Mvule",
          supplier: "Kilombero Sawmills",
          receipt_date: "2026-11-01",
          purchase_order: "PO-17",
          wood_format: "SLEEPERS",
          notes: null,
          estimated_volume_m3: 12.5,
          estimated_pieces: 40,
          estimated_amount: 3_000_000,
          status: "PENDING",
          actual_volume_m3: null,
          actual_pieces: null,
          receipt_confirmed_at: null,
          created_at: at(0),
          updated_at: at(0),
          last_worked_by: ACTOR.userEmail,
          last_worked_at: at(0)
        }
      ],
      lot_status_totals: [total("PENDING", 1, 12.5)]
    })
  })

  it("given it edited by someone else, then it shows the new receipt and that they last worked on it", async () => {
    await spec
      .given(
        created("lot-1"),
        lot(LotUpdated.make({ ...receipt, lotId: LotId.make("lot-1"), supplier: "Iringa Timber", estimatedPieces: null }), { by: clerk })
      )
      .then({
        wood_receipts: [
          {
            id: "lot-1",
            supplier: "Iringa Timber",
            estimated_pieces: null,
            created_at: at(0),
            updated_at: at(1),
            last_worked_by: clerk.userEmail,
            last_worked_at: at(1)
          }
        ],
        lot_status_totals: [total("PENDING", 1, 12.5)]
      })
  })

  it("given it locked, then it is COMPLETED; reopened, PENDING again", async () => {
    const locked = lot(LotLocked.make({ lotId: LotId.make("lot-1"), previousStatus: "PENDING" }))
    await spec.given(created("lot-1"), locked).then({ wood_receipts: [{ id: "lot-1", status: "COMPLETED" }], lot_status_totals: [total("COMPLETED", 1, 12.5)] })
    await spec
      .given(created("lot-1"), locked, lot(LotReopened.make({ lotId: LotId.make("lot-1") })))
      .then({ wood_receipts: [{ id: "lot-1", status: "PENDING" }], lot_status_totals: [total("PENDING", 1, 12.5)] })
  })

  it("given slicing started and finished, then the LOT takes each stage's status", async () => {
    const started = lot(LotSlicingStarted.make({ ...ref, status: "SLICING", operationId: SlicingOperationId.make("op-1") }))
    await spec.given(created("lot-1"), started).then({ wood_receipts: [{ id: "lot-1", status: "SLICING" }], lot_status_totals: [total("SLICING", 1, 12.5)] })
    await spec
      .given(created("lot-1"), started, lot(LotSlicingFinished.make({ ...ref, status: "COMPLETED", slicedSleepers: 1 })))
      .then({ wood_receipts: [{ id: "lot-1", status: "COMPLETED", updated_at: at(2) }], lot_status_totals: [total("COMPLETED", 1, 12.5)] })
  })

  it("given an admin's receipt submitted, then the LOT is COMPLETED with its actual figures, confirmed then", async () => {
    await spec
      .given(
        created("lot-1"),
        lot(ReceiptDraftSaved.make({ ...ref, status: "PROCESSING", action: "CREATE", measurements, savedByName: "Asha" })),
        submitted("COMPLETED", at(2))
      )
      .then({
        wood_receipts: [{ id: "lot-1", status: "COMPLETED", actual_volume_m3: 0.09, actual_pieces: 1, receipt_confirmed_at: at(2) }],
        // measured, a LOT counts its actual volume rather than the estimate
        lot_status_totals: [total("COMPLETED", 1, 0.09)]
      })
  })

  it("given a clerk's receipt approved, then it is confirmed at the approval; returned instead, its actual figures are gone", async () => {
    const pending = submitted("PENDING_APPROVAL", null)
    await spec
      .given(
        created("lot-1"),
        pending,
        lot(ReceiptApproved.make({ ...ref, status: "COMPLETED", requestId: ApprovalRequestId.make("req-1"), confirmedAt: at(2) }))
      )
      .then({
        wood_receipts: [{ id: "lot-1", status: "COMPLETED", actual_pieces: 1, receipt_confirmed_at: at(2) }],
        lot_status_totals: [total("COMPLETED", 1, 0.09)]
      })
    await spec
      .given(created("lot-1"), pending, lot(ReceiptReturned.make({ ...ref, status: "PROCESSING", requestId: ApprovalRequestId.make("req-1"), measurements })))
      .then({
        wood_receipts: [{ id: "lot-1", status: "PROCESSING", actual_volume_m3: null, actual_pieces: null, receipt_confirmed_at: null }],
        lot_status_totals: [total("PROCESSING", 1, 12.5)]
      })
  })

  it("given its wood type renamed, then every LOT of that type shows the new name, the others keep theirs", async () => {
    await spec
      .given(
        created("lot-1"),
        created("lot-2", WoodTypeId.make("wt-2")),
        woodType(WoodTypeUpdated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule (Iroko)", grade: "A" }))
      )
      .then({
        wood_receipts: [
          { id: "lot-1", wood_type_name: "Mvule (Iroko)", updated_at: at(0) },
          { id: "lot-2", wood_type_name: "Mvule" }
        ],
        lot_status_totals: [total("PENDING", 2, 25)]
      })
  })

  it("given one of two LOTs deleted, then only the other is listed", async () => {
    await spec
      .given(created("lot-1"), created("lot-2"), lot(LotDeleted.make({ lotId: LotId.make("lot-1"), lotNumber: "LOT-lot-1" })))
      .then({ wood_receipts: [{ id: "lot-2" }], lot_status_totals: [total("PENDING", 1, 12.5)] })
  })

  it("given the only LOT of its status moved on or deleted, then that status has no total left", async () => {
    const locked = lot(LotLocked.make({ lotId: LotId.make("lot-1"), previousStatus: "PENDING" }))
    await spec.given(created("lot-1"), created("lot-2"), locked).then({
      wood_receipts: [{ id: "lot-1" }, { id: "lot-2" }],
      lot_status_totals: [total("COMPLETED", 1, 12.5), total("PENDING", 1, 12.5)]
    })
    await spec.given(created("lot-1"), lot(LotDeleted.make({ lotId: LotId.make("lot-1"), lotNumber: "LOT-lot-1" }))).then({ wood_receipts: [] })
  })
})
