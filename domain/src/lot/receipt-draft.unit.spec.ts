import { LotId, LotMessages, WoodTypeId, type LotCommand, type LotEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { LotDecider } from "./decider"

const spec = DeciderSpec(LotDecider)
const lotId = LotId.make("lot-1")
const created: LotEvent = {
  _tag: "LotCreated",
  lotId,
  lotNumber: "LOT-001",
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
const saveDraft: LotCommand = { _tag: "SaveReceiptDraft", lotId, measurements: [], savedByName: "Asha" }
const deleteDraft: LotCommand = { _tag: "DeleteReceiptDraft", lotId }

describe("a receipt's draft names its LOT", () => {
  it("given no LOT, when a draft is saved on it, then it is not found", () => spec.given([]).when(saveDraft).thenError("NotFound", LotMessages.notFound))

  it("given no LOT, when its draft is deleted, then it is not found", () => spec.given([]).when(deleteDraft).thenError("NotFound", LotMessages.notFound))

  it("given a deleted LOT, when a draft is saved on it, then it is not found", () =>
    spec
      .given([created, { _tag: "LotDeleted", lotId, lotNumber: "LOT-001" }])
      .when(saveDraft)
      .thenError("NotFound", LotMessages.notFound))
})
