import { WarehouseId, type WarehouseHoldingsCommand } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { WarehouseHoldingsDecider } from "./decider"

const spec = DeciderSpec(WarehouseHoldingsDecider)
const w1 = WarehouseId.make("w1")
const record = (holdsStock: boolean, runningBatches: boolean): WarehouseHoldingsCommand => ({
  _tag: "RecordWarehouseHoldings",
  warehouseId: w1,
  holdings: { holdsStock, runningBatches }
})
const changed = (holdsStock: boolean, runningBatches: boolean) => ({ _tag: "WarehouseHoldingsChanged" as const, warehouseId: w1, holdsStock, runningBatches })

describe("what a warehouse holds (issue 37 item 8)", () => {
  it("given nothing counted (holds nothing), when it starts holding stock, then that is recorded; the same count again records nothing", () => {
    spec
      .given([])
      .when(record(true, false))
      .then([changed(true, false)])
    spec
      .given([changed(true, false)])
      .when(record(true, false))
      .then([])
    spec.given([]).when(record(false, false)).then([])
  })
  it("given stock held, when a batch starts and then the stock is moved out, then each turn is recorded", () => {
    spec
      .given([changed(true, false)])
      .when(record(true, true))
      .then([changed(true, true)])
    spec
      .given([changed(true, true)])
      .when(record(false, true))
      .then([changed(false, true)])
  })
})
