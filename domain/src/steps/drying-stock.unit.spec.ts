import { DryingDecider } from "../drying-batch/decider"
import { describe, expect, it } from "vitest"
import { batchOf, measured, row, startedFrom } from "../testing/drying-steps"
import { ledgerToProbe } from "./drying-stock"

// Reading a row's first book costs a read per command: only a batch whose own events cannot say
// whether its start took stock may ask for one.
describe("which ledger a drying step reads to learn whether a batch's start took stock", () => {
  it("given a batch started before starts recorded their stock, when a step is decided on it, then the first book of the row it named is read", () =>
    expect(ledgerToProbe(measured(null))).toEqual(row))

  it("given a batch whose start recorded that it took its pieces (or that it took none), then no ledger is read: the batch says", () => {
    expect(ledgerToProbe(measured(true))).toBeNull()
    expect(ledgerToProbe(measured(false))).toBeNull()
  })

  it("given a batch from before that named no warehouse, then no ledger is read: it took nothing", () =>
    expect(ledgerToProbe(batchOf({ ...startedFrom(null), warehouseId: null }))).toBeNull())

  it("given no batch, then no ledger is read", () => expect(ledgerToProbe(DryingDecider.initialState)).toBeNull())
})
