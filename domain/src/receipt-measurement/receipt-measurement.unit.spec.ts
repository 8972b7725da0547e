import {
  LotMessages,
  ReceiptMessages,
  type LotCommand,
  type LotEvent,
  type SleeperMeasurement,
  ApprovalRequestId,
  LotId,
  WarehouseId,
  WoodTypeId,
  UserId
} from "@timber/contracts"
import { getShortestPaths } from "@xstate/graph"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { LotDecider } from "../lot/decider"
import { completedReceiptStock } from "../stock-row/receipt-stock"
import { DeciderSpec } from "../testing/decider-spec"
import { nextReceiptState, receiptLifecycle, type ReceiptLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(LotDecider)
const admin = { userId: UserId.make("u1"), email: "admin@timber.works", role: "ADMIN" }
const manager = { userId: UserId.make("u2"), email: "maria@timber.works", role: "MANAGER" }
const at = "2026-11-23T09:00:00.000Z"
const ref = { lotId: LotId.make("lot-1"), lotNumber: "LOT-001" }

const created: LotEvent = {
  _tag: "LotCreated",
  ...ref,
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Teak",
  woodFormat: "SLEEPERS",
  supplier: "Sao Hill",
  receiptDate: "2026-11-20",
  purchaseOrder: "PO-9",
  notes: null,
  estimatedVolumeM3: 1,
  estimatedPieces: 10,
  estimatedAmount: 0,
  status: "PENDING"
}
const sleeper = (id: string, thickness = 15) => ({ id, thickness, width: 20, length: 300, qty: 1, lastModifiedBy: "asha@timber.works", lastModifiedAt: at })
const item = (id: string) => ({ itemId: id, length: 300, width: 20, height: 15, quantity: 1, volumeM3: 0.09, grade: "A", notes: null })
const save = (measurements: ReadonlyArray<SleeperMeasurement> = [sleeper("s1")]): LotCommand => ({
  _tag: "SaveReceiptDraft",
  lotId: LotId.make("lot-1"),
  measurements,
  savedByName: "Asha"
})
const drafted = (action: "CREATE" | "UPDATE", measurements: ReadonlyArray<SleeperMeasurement> = [sleeper("s1")]): LotEvent => ({
  _tag: "ReceiptDraftSaved",
  ...ref,
  status: "PROCESSING",
  action,
  measurements,
  savedByName: "Asha"
})
const submit = (actor = admin, items = [item("s1"), item("s2")]): LotCommand => ({
  _tag: "SubmitReceipt",
  lotId: LotId.make("lot-1"),
  items,
  warehouseId: WarehouseId.make("w1"),
  actor,
  submittedByName: "Someone",
  at
})
const submitted = (status: "COMPLETED" | "PENDING_APPROVAL"): Extract<LotEvent, { _tag: "ReceiptSubmitted" }> => ({
  _tag: "ReceiptSubmitted",
  ...ref,
  status,
  items: [item("s1"), item("s2")],
  actualVolumeM3: 0.18,
  actualPieces: 2,
  submittedByName: "Someone",
  warehouseId: WarehouseId.make("w1"),
  woodTypeId: WoodTypeId.make("wt-1"),
  confirmedAt: status === "COMPLETED" ? at : null
})
const decide = (decision: "approved" | "rejected", requestId = ApprovalRequestId.make("req-1")): LotCommand => ({
  _tag: "DecideReceiptApproval",
  lotId: LotId.make("lot-1"),
  requestId,
  decision,
  at
})

describe("receipt measurement of a LOT (factory spec section 4)", () => {
  it("given a PENDING LOT, when a draft is saved, then it is created (history CREATE) and the LOT is PROCESSING", () =>
    spec
      .given([created])
      .when(save())
      .then([drafted("CREATE")]))

  it("given a draft, when it is saved again with other sleepers, then the single draft is updated (UPDATE)", () =>
    spec
      .given([created, drafted("CREATE")])
      .when(save([sleeper("s1"), sleeper("s2")]))
      .then([drafted("UPDATE", [sleeper("s1"), sleeper("s2")])]))

  it("given a draft, when the same measurement is saved again (a retry), then nothing is recorded", () =>
    spec
      .given([created, drafted("CREATE")])
      .when(save())
      .then([]))

  it("given a draft, when it is deleted, then the LOT is PENDING again; deleting it twice does nothing", () => {
    spec
      .given([created, drafted("CREATE")])
      .when({ _tag: "DeleteReceiptDraft", lotId: LotId.make("lot-1") })
      .then([{ _tag: "ReceiptDraftDeleted", ...ref, status: "PENDING" }])
    spec
      .given([created, drafted("CREATE"), { _tag: "ReceiptDraftDeleted", ...ref, status: "PENDING" }])
      .when({ _tag: "DeleteReceiptDraft", lotId: LotId.make("lot-1") })
      .then([])
  })

  it("given a measured LOT, when an admin submits, then the receipt is COMPLETED with its actual volume (4 decimals) and pieces", () =>
    spec
      .given([created, drafted("CREATE")])
      .when(submit())
      .then([submitted("COMPLETED")]))

  it("given a PENDING LOT, when a non-admin submits, then it waits for an approver (PENDING_APPROVAL, not confirmed)", () =>
    spec
      .given([created])
      .when(submit(manager))
      .then([submitted("PENDING_APPROVAL")]))

  it("when nothing was measured, then the submission is refused with the spec's message", () =>
    spec.given([created]).when(submit(admin, [])).thenError("BusinessRuleViolation", ReceiptMessages.addSleeper))

  it("given a COMPLETED receipt, when it is submitted or its draft saved again, then both are refused: it is read-only", () => {
    spec
      .given([created, submitted("COMPLETED")])
      .when(submit())
      .thenError("Conflict", ReceiptMessages.notSubmittable("COMPLETED"))
    spec
      .given([created, submitted("COMPLETED")])
      .when(save())
      .thenError("Conflict", ReceiptMessages.notMeasurable("COMPLETED"))
  })

  it("given a submission waiting for approval, when the approver approves, then the receipt is COMPLETED and confirmed; a redelivered approval does nothing", () => {
    const approved: LotEvent = { _tag: "ReceiptApproved", ...ref, status: "COMPLETED", requestId: ApprovalRequestId.make("req-1"), confirmedAt: at }
    spec
      .given([created, submitted("PENDING_APPROVAL")])
      .when(decide("approved"))
      .then([approved])
    spec
      .given([created, submitted("PENDING_APPROVAL"), approved])
      .when(decide("approved"))
      .then([])
  })

  it("given a submission waiting for approval, when the approver rejects, then its sleepers are a draft again and the LOT is PROCESSING", () =>
    spec
      .given([created, submitted("PENDING_APPROVAL")])
      .when(decide("rejected"))
      .then([
        {
          _tag: "ReceiptReturned",
          ...ref,
          status: "PROCESSING",
          requestId: ApprovalRequestId.make("req-1"),
          measurements: ["s1", "s2"].map((id) => ({ id, thickness: 15, width: 20, length: 300, qty: 1, lastModifiedBy: null, lastModifiedAt: null }))
        }
      ]))

  it("given a receipt that is not waiting for approval, when a decision arrives, then it is refused", () =>
    spec.given([created]).when(decide("approved")).thenError("Conflict", ReceiptMessages.notAwaitingApproval))

  it("given a processed receipt reopened by an admin, when the LOT is deleted, then it is refused: 'Cannot delete: Receipt has already been processed'", () =>
    spec
      .given([created, submitted("COMPLETED"), { _tag: "LotReopened", lotId: LotId.make("lot-1") }])
      .when({ _tag: "DeleteLot", lotId: LotId.make("lot-1") })
      .thenError("BusinessRuleViolation", ReceiptMessages.alreadyProcessed))

  it("given a draft that was deleted, when a draft is saved again, then it is created anew (history CREATE) and the LOT is PROCESSING", () =>
    spec
      .given([created, drafted("CREATE"), { _tag: "ReceiptDraftDeleted", ...ref, status: "PENDING" }])
      .when(save())
      .then([drafted("CREATE")]))

  it("given a COMPLETED receipt reopened by an admin, when a draft is saved or the receipt submitted again, then both are taken", () => {
    const reopened = [created, submitted("COMPLETED"), { _tag: "LotReopened", lotId: LotId.make("lot-1") } as const]
    spec
      .given(reopened)
      .when(save())
      .then([drafted("CREATE")])
    spec
      .given(reopened)
      .when(submit(manager))
      .then([submitted("PENDING_APPROVAL")])
  })

  it("given a submission the approver rejected, when the same sleepers are saved (a retry), then nothing is recorded; other sleepers update the draft", () => {
    const returned: LotEvent = {
      _tag: "ReceiptReturned",
      ...ref,
      status: "PROCESSING",
      requestId: ApprovalRequestId.make("req-1"),
      measurements: [{ id: "s1", thickness: 15, width: 20, length: 300, qty: 1, lastModifiedBy: null, lastModifiedAt: null }]
    }
    spec
      .given([created, submitted("PENDING_APPROVAL"), returned])
      .when(save([{ id: "s1", thickness: 15, width: 20, length: 300, qty: 1, lastModifiedBy: null, lastModifiedAt: null }]))
      .then([])
    spec
      .given([created, submitted("PENDING_APPROVAL"), returned])
      .when(save())
      .then([drafted("UPDATE")])
  })

  it("given a submission waiting for approval, when a draft is saved, then it is refused: its measurement can no longer change", () =>
    spec
      .given([created, submitted("PENDING_APPROVAL")])
      .when(save())
      .thenError("Conflict", ReceiptMessages.notMeasurable("PENDING_APPROVAL")))

  it("given a submission waiting for approval, when the approver's decision is redelivered after a rejection, then nothing is recorded", () =>
    spec
      .given([
        created,
        submitted("PENDING_APPROVAL"),
        { _tag: "ReceiptReturned", ...ref, status: "PROCESSING", requestId: ApprovalRequestId.make("req-1"), measurements: [] }
      ])
      .when(decide("rejected"))
      .then([]))

  it("when an admin submits sleepers of odd sizes, then the actual volume is their summed volume to 4 decimals and the pieces their quantities", () =>
    spec
      .given([created])
      .when(
        submit(admin, [
          { ...item("s1"), height: 15.24, width: 20.32, length: 304.8, quantity: 2 },
          { ...item("s2"), height: 10.1, width: 10.1, length: 10.1, quantity: 1 }
        ])
      )
      .then([
        {
          ...submitted("COMPLETED"),
          items: [
            { ...item("s1"), height: 15.24, width: 20.32, length: 304.8, quantity: 2 },
            { ...item("s2"), height: 10.1, width: 10.1, length: 10.1, quantity: 1 }
          ],
          // 2 x 0.1524 x 0.2032 x 3.048 + 0.101³ = 0.18878... + 0.00103... = 0.1898
          actualVolumeM3: 0.1898,
          actualPieces: 3
        }
      ]))

  it("given a submission, then the LOT holds its items, actual figures, confirmation and receiving warehouse; once returned, only the draft of its sleepers remains", () => {
    const receiptOf = (events: ReadonlyArray<LotEvent>) => {
      const state = fold(LotDecider, events)
      return state._tag === "Existing" ? state.receipt : null
    }
    expect(receiptOf([created, drafted("CREATE"), submitted("COMPLETED")])).toEqual({
      stage: "confirmed",
      draft: null,
      items: [item("s1"), item("s2")],
      actualVolumeM3: 0.18,
      actualPieces: 2,
      receiptConfirmedAt: at,
      requestId: null,
      warehouseId: WarehouseId.make("w1")
    })
    expect(receiptOf([created, submitted("PENDING_APPROVAL")])).toMatchObject({ stage: "submitted", receiptConfirmedAt: null, requestId: null })
    const measurements = [{ id: "s1", thickness: 15, width: 20, length: 300, qty: 1, lastModifiedBy: null, lastModifiedAt: null }]
    expect(
      receiptOf([
        created,
        submitted("PENDING_APPROVAL"),
        { _tag: "ReceiptReturned", ...ref, status: "PROCESSING", requestId: ApprovalRequestId.make("req-1"), measurements }
      ])
    ).toEqual({
      stage: "draft",
      draft: measurements,
      items: [],
      actualVolumeM3: null,
      actualPieces: null,
      receiptConfirmedAt: null,
      requestId: ApprovalRequestId.make("req-1"),
      warehouseId: null
    })
    expect(
      receiptOf([
        created,
        submitted("PENDING_APPROVAL"),
        { _tag: "ReceiptApproved", ...ref, status: "COMPLETED", requestId: ApprovalRequestId.make("req-1"), confirmedAt: at }
      ])
    ).toMatchObject({
      stage: "confirmed",
      receiptConfirmedAt: at,
      requestId: ApprovalRequestId.make("req-1"),
      actualPieces: 2,
      warehouseId: WarehouseId.make("w1")
    })
    expect(receiptOf([created, drafted("CREATE"), { _tag: "ReceiptDraftDeleted", ...ref, status: "PENDING" }])).toMatchObject({ stage: "none", draft: null })
  })

  it("given a receipt, its sleepers go into the chosen warehouse when it completes and not before: an admin's submission or an approval moves them, a pending or returned one none", () => {
    const stockOf = (events: ReadonlyArray<LotEvent>) => completedReceiptStock(fold(LotDecider, events)).map((m) => [m.row, m.changes])
    // sleepers measured 15 cm thick, 20 cm wide: the 6" × 8" sleeper row (issue 37 item 5)
    const intoW1 = [
      [{ warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("wt-1"), product: "SLEEPER", thickness: '6"', width: '8"' }, { NOT_DRIED: 2 }]
    ]
    expect(stockOf([created, submitted("COMPLETED")])).toEqual(intoW1)
    expect(stockOf([created, submitted("PENDING_APPROVAL")])).toEqual([])
    expect(
      stockOf([
        created,
        submitted("PENDING_APPROVAL"),
        { _tag: "ReceiptApproved", ...ref, status: "COMPLETED", requestId: ApprovalRequestId.make("req-1"), confirmedAt: at }
      ])
    ).toEqual(intoW1)
    expect(
      stockOf([
        created,
        submitted("PENDING_APPROVAL"),
        { _tag: "ReceiptReturned", ...ref, status: "PROCESSING", requestId: ApprovalRequestId.make("req-1"), measurements: [] }
      ])
    ).toEqual([])
  })

  it("given a draft on a LOT an admin locked, when the draft is deleted, then it is refused: the COMPLETED LOT's measurement can no longer change", () =>
    spec
      .given([created, drafted("CREATE"), { _tag: "LotLocked", lotId: LotId.make("lot-1"), previousStatus: "PROCESSING" }])
      .when({ _tag: "DeleteReceiptDraft", lotId: LotId.make("lot-1") })
      .thenError("Conflict", ReceiptMessages.notMeasurable("COMPLETED")))

  it("given a LOT that does not exist, when a draft is saved, then it is not found", () =>
    spec.given([]).when(save()).thenError("NotFound", LotMessages.notFound))
})

const EVENTS: ReceiptLifecycleEvent[] = [
  { type: "SAVE_DRAFT" },
  { type: "DELETE_DRAFT" },
  { type: "SUBMIT_AS_ADMIN" },
  { type: "SUBMIT_FOR_APPROVAL" },
  { type: "APPROVE" },
  { type: "REJECT" }
]

describe("receipt measurement lifecycle machine", () => {
  it("reaches every stage: none, draft, submitted, confirmed", () => {
    const reached = new Set(getShortestPaths(receiptLifecycle, { events: EVENTS }).map((p) => String(p.state.value)))
    expect([...reached].sort()).toEqual(["confirmed", "draft", "none", "submitted"])
  })
  it("a submission waiting for approval only takes the approver's decision; only a draft can be deleted", () => {
    expect(EVENTS.filter((e) => nextReceiptState("submitted", e) !== null).map((e) => e.type)).toEqual(["APPROVE", "REJECT"])
    expect(EVENTS.filter((e) => nextReceiptState("none", e) !== null).map((e) => e.type)).toEqual(["SAVE_DRAFT", "SUBMIT_AS_ADMIN", "SUBMIT_FOR_APPROVAL"])
  })
})
