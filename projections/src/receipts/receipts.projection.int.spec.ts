import {
  ApprovalRequestId,
  LotDeleted,
  LotEvent,
  LotId,
  ReceiptApproved,
  ReceiptDraftDeleted,
  ReceiptDraftSaved,
  ReceiptReturned,
  ReceiptSubmitted,
  WarehouseId,
  WoodTypeId
} from "@timber/contracts"
import { it } from "vitest"
import { ACTOR, at, describeProjection, eventsOf } from "../testing/projection-spec"
import { receiptsProjection } from "./receipts.projection"

const lot = eventsOf(LotEvent)
const ref = { lotId: LotId.make("lot-1"), lotNumber: "LOT-1" }
const sleeper = (id: string, width: number) => ({ id, thickness: 15, width, length: 300, qty: 1, lastModifiedBy: null, lastModifiedAt: null })
const saved = (action: "CREATE" | "UPDATE", measurements: ReadonlyArray<ReturnType<typeof sleeper>>) =>
  lot(ReceiptDraftSaved.make({ ...ref, status: "PROCESSING", action, measurements, savedByName: "Asha" }))
const item = (itemId: string) => ({ itemId, length: 300, width: 20, height: 15, quantity: 1, volumeM3: 0.09, grade: "A", notes: null })
const submitted = (status: "COMPLETED" | "PENDING_APPROVAL") =>
  lot(
    ReceiptSubmitted.make({
      ...ref,
      status,
      items: [item("i1"), item("i2")],
      actualVolumeM3: 0.18,
      actualPieces: 2,
      submittedByName: "Asha",
      warehouseId: WarehouseId.make("wh-1"),
      woodTypeId: WoodTypeId.make("wt-1"),
      confirmedAt: status === "COMPLETED" ? at(2) : null
    })
  )
const approver = { userId: "u-boss", userEmail: "boss@timber.test" }

describeProjection(receiptsProjection, (spec) => {
  it("given a draft saved and then replaced, then the LOT has one draft, the latest, and a CREATE and an UPDATE in its history", async () => {
    await spec.given(saved("CREATE", [sleeper("s1", 20)]), saved("UPDATE", [sleeper("s1", 20), sleeper("s2", 22)])).then({
      receipt_drafts: [
        {
          id: "lot-1",
          receipt_id: "lot-1",
          lot_number: "LOT-1",
          measurements: [sleeper("s1", 20), sleeper("s2", 22)],
          updated_at: at(1),
          updated_by: ACTOR.userEmail
        }
      ],
      receipt_history: [
        {
          id: "event-1",
          receipt_id: "lot-1",
          lot_number: "LOT-1",
          user_id: ACTOR.userId,
          user_name: "Asha",
          action: "CREATE",
          timestamp: at(0),
          details: "1 sleeper(s), 0.0900 m³"
        },
        { id: "event-2", action: "UPDATE", timestamp: at(1), details: "2 sleeper(s), 0.1890 m³" }
      ]
    })
  })

  it("given the draft deleted, then the LOT has no draft, its history kept", async () => {
    await spec
      .given(saved("CREATE", [sleeper("s1", 20)]), lot(ReceiptDraftDeleted.make({ ...ref, status: "PENDING" })))
      .then({ receipt_history: [{ id: "event-1", action: "CREATE" }] })
  })

  it("given the receipt submitted, then its items replace the draft, in order, and the history says it was submitted and completed", async () => {
    await spec.given(saved("CREATE", [sleeper("s1", 20)]), submitted("COMPLETED")).then({
      receipt_items: [
        {
          id: "lot-1|i1|0",
          receipt_id: "lot-1",
          lot_number: "LOT-1",
          position: 0,
          length: 300,
          width: 20,
          height: 15,
          quantity: 1,
          volume_m3: 0.09,
          grade: "A",
          notes: null
        },
        { id: "lot-1|i2|1", position: 1 }
      ],
      receipt_history: [
        { id: "event-1", action: "CREATE" },
        { id: "event-2", action: "SUBMIT", user_name: "Asha", details: "2 sleeper(s), 0.1800 m³; completed" }
      ]
    })
  })

  it("given a clerk's submission approved, then its items stand and the history says it went for approval", async () => {
    await spec
      .given(
        submitted("PENDING_APPROVAL"),
        lot(ReceiptApproved.make({ ...ref, status: "COMPLETED", requestId: ApprovalRequestId.make("req-1"), confirmedAt: at(1) }), { by: approver })
      )
      .then({
        receipt_items: [{ id: "lot-1|i1|0" }, { id: "lot-1|i2|1" }],
        receipt_history: [{ id: "event-1", action: "SUBMIT", details: "2 sleeper(s), 0.1800 m³; sent for admin approval" }]
      })
  })

  it("given it returned, then its items are gone and its measurements are the draft again, the approver named in the history", async () => {
    await spec
      .given(
        submitted("PENDING_APPROVAL"),
        lot(ReceiptReturned.make({ ...ref, status: "PROCESSING", requestId: ApprovalRequestId.make("req-1"), measurements: [sleeper("s1", 20)] }), {
          by: approver
        })
      )
      .then({
        receipt_drafts: [{ id: "lot-1", measurements: [sleeper("s1", 20)], updated_at: at(1), updated_by: approver.userEmail }],
        receipt_history: [
          { id: "event-1", action: "SUBMIT" },
          { id: "event-2", action: "UPDATE", user_name: approver.userEmail, details: "Rejected by the approver: 1 sleeper(s), 0.0900 m³ back in the draft" }
        ]
      })
  })

  it("given the LOT deleted, then its draft and history go; another LOT's stay", async () => {
    const other = lot(
      ReceiptDraftSaved.make({
        lotId: LotId.make("lot-2"),
        lotNumber: "LOT-2",
        status: "PROCESSING",
        action: "CREATE",
        measurements: [sleeper("s1", 20)],
        savedByName: "Juma"
      })
    )
    await spec
      .given(saved("CREATE", [sleeper("s1", 20)]), other, lot(LotDeleted.make({ lotId: LotId.make("lot-1"), lotNumber: "LOT-1" })))
      .then({ receipt_drafts: [{ id: "lot-2" }], receipt_history: [{ id: "event-2", receipt_id: "lot-2" }] })
  })
})
