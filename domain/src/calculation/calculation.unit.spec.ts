import { CalculatorMessages, type SaveCalculation } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { calculatePlankPrice } from "../calculators/plank-price"
import { CalculationDecider } from "./decider"

const spec = DeciderSpec(CalculationDecider)
const save: SaveCalculation = {
  _tag: "SaveCalculation",
  calculationId: "c1",
  userId: "u1",
  woodType: { id: "wt", name: "Teak" },
  thickness: 2,
  width: 6,
  length: 12,
  pricePerPlank: 10_000,
  taxPercentage: 18,
  claimed: { volumeM3: 0.0283, planksPerM3: null, pricePerM3: null },
  notes: null
}

const figures = calculatePlankPrice({ thicknessInches: 2, widthInches: 6, lengthFeet: 12, pricePerPlank: 10_000, priceIncludesVat: false, vatPercent: 18 })

describe("calculation", () => {
  it("stores the server's figures when the client's agree with the formula", () =>
    spec
      .given([])
      .when(save)
      .then([
        {
          _tag: "CalculationSaved",
          calculationId: "c1",
          userId: "u1",
          woodTypeId: "wt",
          woodTypeName: "Teak",
          thickness: 2,
          width: 6,
          length: 12,
          pricePerPlank: 10_000,
          taxPercentage: 18,
          volumeM3: figures.volumePerPlank,
          planksPerM3: figures.planksPerCubicMetre,
          pricePerM3: figures.pricePerCubicMetreExcludingVat,
          notes: null
        }
      ]))
  it("refuses figures that disagree with the formula", () =>
    spec
      .given([])
      .when({ ...save, claimed: { volumeM3: 0.5, planksPerM3: null, pricePerM3: null } })
      .thenError("BusinessRuleViolation", CalculatorMessages.figuresDisagree))
  it("lets only its owner or an ADMIN delete it", () => {
    const saved = {
      _tag: "CalculationSaved" as const,
      calculationId: "c1",
      userId: "u1",
      woodTypeId: "wt",
      woodTypeName: "Teak",
      thickness: 1,
      width: 1,
      length: 1,
      pricePerPlank: 1,
      taxPercentage: 18,
      volumeM3: 1,
      planksPerM3: 1,
      pricePerM3: 1,
      notes: null
    }
    spec
      .given([saved])
      .when({ _tag: "DeleteCalculation", calculationId: "c1", actor: { userId: "u2", role: "USER" } })
      .thenError("Forbidden", CalculatorMessages.notYours)
    spec
      .given([saved])
      .when({ _tag: "DeleteCalculation", calculationId: "c1", actor: { userId: "u2", role: "ADMIN" } })
      .then([{ _tag: "CalculationDeleted", calculationId: "c1", userId: "u1" }])
  })
})
