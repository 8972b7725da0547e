import { LotMessages, type LotCommand } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { created, lotId } from "../testing/slicing-fixtures"
import { LotDecider } from "./decider"

const spec = DeciderSpec(LotDecider)
const saveDraft: LotCommand = { _tag: "SaveReceiptDraft", lotId, measurements: [], savedByName: "Asha" }
const deleteDraft: LotCommand = { _tag: "DeleteReceiptDraft", lotId }

describe("a receipt's draft names its LOT", () => {
  it("given no LOT, when a draft is saved on it, then it is not found", () => spec.given([]).when(saveDraft).thenError("NotFound", LotMessages.notFound))

  it("given no LOT, when its draft is deleted, then it is not found", () => spec.given([]).when(deleteDraft).thenError("NotFound", LotMessages.notFound))

  it("given a deleted LOT, when a draft is saved on it, then it is not found", () =>
    spec
      .given([created(), { _tag: "LotDeleted", lotId, lotNumber: "LOT-9" }])
      .when(saveDraft)
      .thenError("NotFound", LotMessages.notFound))
})
