import { LotCreated, LotEvent, LotId, LotLocked, WoodTypeDeleted, WoodTypeEvent, WoodTypeId } from "@timber/contracts"
import { it } from "vitest"
import { ACTOR, at, describeProjection, eventsOf } from "../testing/projection-spec"
import { auditEventsProjection } from "./audit-events.projection"

const lot = eventsOf(LotEvent)
const woodType = eventsOf(WoodTypeEvent)
const created = (id: string, lotNumber: string) =>
  lot(
    LotCreated.make({
      lotId: LotId.make(id),
      lotNumber,
      status: "PENDING",
      woodTypeId: WoodTypeId.make("wt-1"),
      woodTypeName: "Teak",
      supplier: "Sao Hill",
      receiptDate: "2026-11-02",
      purchaseOrder: "PO-1",
      notes: null,
      estimatedVolumeM3: 12,
      estimatedPieces: 40,
      estimatedAmount: 0,
      woodFormat: "SLEEPERS"
    })
  )

describeProjection(auditEventsProjection, (spec) => {
  it("given events of any aggregate, then each is indexed with its stream, type, who and when; a LOT number it names (upper case) links it to the LOT", async () => {
    await spec
      .given(
        created("lot-1", "l-2026-001"),
        woodType(WoodTypeDeleted.make({ woodTypeId: WoodTypeId.make("wt-1") })),
        lot(LotLocked.make({ lotId: LotId.make("lot-1"), previousStatus: "PENDING" }))
      )
      .then({
        audit_events: [
          { position: 1, stream_id: "Spec-1", type: "LotCreated", revision: 0, user_id: ACTOR.userId, user_email: ACTOR.userEmail, occurred_at: at(0) },
          { position: 2, stream_id: "Spec-2", type: "WoodTypeDeleted", revision: 0, user_id: ACTOR.userId, occurred_at: at(1) },
          { position: 3, stream_id: "Spec-3", type: "LotLocked", revision: 0, occurred_at: at(2) }
        ],
        // LotLocked names the LOT by its id only: the id is the document of a LOT-owned stream (Lot-<id>), which the spec's streams are not
        audit_lot_events: [{ lot_number: "L-2026-001", position: 1 }]
      })
  })
})
