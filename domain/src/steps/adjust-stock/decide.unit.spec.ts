import { StockMessages, WarehouseMessages, WoodTypeId, WoodTypeMessages } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { archivedYard, mainYard, mvule, noWarehouse, noWoodType, row, yardWithoutStock } from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { adjustStock, type AdjustStockIntent } from "./decide"

const spec = StepSpec(adjustStock)
const count: AdjustStockIntent = { adjustmentId: "adj-1", status: "DAMAGED", quantity: 4, reason: "  Rain damage ", notes: "  stack 3 " }

describe("adjusting stock", () => {
  it("given a stock-keeping warehouse and an existing wood type, when a manager counts 4 damaged pieces, then the row is set to the count, named by the adjustment", () =>
    spec
      .given({ row, warehouse: mainYard, woodType: mvule })
      .when(count)
      .then({
        count: {
          _tag: "AdjustStock",
          movementId: "ADJUSTMENT:adj-1",
          source: "ADJUSTMENT",
          sourceDocumentId: "adj-1",
          sourceDocumentNumber: null,
          reason: "Rain damage",
          notes: "stack 3",
          row,
          status: "DAMAGED",
          quantity: 4
        },
        warehouse: mainYard.details!,
        woodType: { id: WoodTypeId.make("wt"), name: "Mvule" }
      }))

  it("given blank notes, when stock is adjusted, then the count has none", () =>
    spec
      .given({ row, warehouse: mainYard, woodType: mvule })
      .when({ ...count, notes: "   " })
      .then((decided) => expect(decided.count.notes).toBeNull()))

  it("given a count sent without notes, when stock is adjusted, then the count is recorded with none", () =>
    spec
      .given({ row, warehouse: mainYard, woodType: mvule })
      .when({ ...count, notes: undefined })
      .then((decided) => expect(decided.count).toMatchObject({ quantity: 4, notes: null })))

  it("given an archived warehouse, when its stock is adjusted, then it is refused", () =>
    spec.given({ row, warehouse: archivedYard, woodType: mvule }).when(count).thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly))

  it("given a warehouse that keeps no stock, when its stock is adjusted, then it is refused", () =>
    spec.given({ row, warehouse: yardWithoutStock, woodType: mvule }).when(count).thenError("BusinessRuleViolation", StockMessages.warehouseNotStockControlled))

  it("given no such warehouse, when stock is adjusted there, then it is not found", () =>
    spec.given({ row, warehouse: noWarehouse, woodType: mvule }).when(count).thenError("NotFound", WarehouseMessages.notFound))

  it("given no such wood type, when its stock is adjusted, then it is refused as not found", () =>
    spec.given({ row, warehouse: mainYard, woodType: noWoodType }).when(count).thenError("ValidationError", WoodTypeMessages.notFound))
})
