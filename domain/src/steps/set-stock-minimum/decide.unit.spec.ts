import { WarehouseMessages, WoodTypeId, WoodTypeMessages } from "@timber/contracts"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { archivedYard, mainYard, mvule, noWoodType, row } from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { setStockMinimum } from "./decide"

const spec = StepSpec(setStockMinimum)

describe("setting a stock row's minimum level", () => {
  it("given a stock-keeping warehouse and an existing wood type, when a manager sets 20, then the row's level is set", () =>
    spec
      .given({ row, warehouse: mainYard, woodType: mvule })
      .when({ minimum: 20 })
      .then({ level: { _tag: "SetStockMinimum", row, minimum: 20 }, warehouse: mainYard.details!, woodType: { id: WoodTypeId.make("wt"), name: "Mvule" } }))

  it("given an archived warehouse, when a level is set there, then it is refused", () =>
    spec.given({ row, warehouse: archivedYard, woodType: mvule }).when({ minimum: 20 }).thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly))

  it("given no such wood type, when a level is set, then it is refused as not found", () =>
    spec.given({ row, warehouse: mainYard, woodType: noWoodType }).when({ minimum: null }).thenError("ValidationError", WoodTypeMessages.notFound))

  it("given no such wood type, then the refusal names the form's wood type field", () =>
    expect(Effect.runSync(Effect.flip(setStockMinimum({ row, warehouse: mainYard, woodType: noWoodType }, { minimum: 5 }))).details).toEqual({
      fields: [{ path: "woodTypeId", message: WoodTypeMessages.notFound }]
    }))
})
