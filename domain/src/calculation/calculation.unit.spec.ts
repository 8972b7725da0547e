import { CalculatorMessages, type SaveCalculation, CalculationId, WoodTypeId, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { calculatePlankPrice } from "../calculators/plank-price"
import { CalculationDecider, calculationStream } from "./decider"

const spec = DeciderSpec(CalculationDecider)
const save: SaveCalculation = {
  _tag: "SaveCalculation",
  calculationId: CalculationId.make("c1"),
  userId: UserId.make("u1"),
  woodType: { id: WoodTypeId.make("wt"), name: "Teak" },
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
          calculationId: CalculationId.make("c1"),
          userId: UserId.make("u1"),
          woodTypeId: WoodTypeId.make("wt"),
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
      calculationId: CalculationId.make("c1"),
      userId: UserId.make("u1"),
      woodTypeId: WoodTypeId.make("wt"),
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
      .when({ _tag: "DeleteCalculation", calculationId: CalculationId.make("c1"), actor: { userId: UserId.make("u2"), role: "USER" } })
      .thenError("Forbidden", CalculatorMessages.notYours)
    spec
      .given([saved])
      .when({ _tag: "DeleteCalculation", calculationId: CalculationId.make("c1"), actor: { userId: UserId.make("u2"), role: "ADMIN" } })
      .then([{ _tag: "CalculationDeleted", calculationId: CalculationId.make("c1"), userId: UserId.make("u1") }])
  })

  const saved = (over: Partial<SaveCalculation> = {}) => {
    const c = { ...save, ...over }
    const f = calculatePlankPrice({
      thicknessInches: c.thickness,
      widthInches: c.width,
      lengthFeet: c.length,
      pricePerPlank: c.pricePerPlank,
      priceIncludesVat: false,
      vatPercent: c.taxPercentage
    })
    return {
      _tag: "CalculationSaved" as const,
      calculationId: CalculationId.make("c1"),
      userId: UserId.make("u1"),
      woodTypeId: WoodTypeId.make("wt"),
      woodTypeName: "Teak",
      thickness: c.thickness,
      width: c.width,
      length: c.length,
      pricePerPlank: c.pricePerPlank,
      taxPercentage: c.taxPercentage,
      volumeM3: f.volumePerPlank,
      planksPerM3: f.planksPerCubicMetre,
      pricePerM3: f.pricePerCubicMetreExcludingVat,
      notes: c.notes
    }
  }

  it("given the figures as the screen rounds them (0.0283 m³, 35.31 planks, 353,146.67 per m³), when saved, then they agree and the exact figures are stored", () =>
    spec
      .given([])
      .when({ ...save, claimed: { volumeM3: 0.0283, planksPerM3: 35.31, pricePerM3: 353_146.67 }, notes: "yard 2" })
      .then([saved({ notes: "yard 2" })]))

  it("given one figure off by more than display rounding, when saved, then it is refused whichever figure it is", () => {
    for (const claimed of [
      { volumeM3: 0.0285, planksPerM3: 35.31, pricePerM3: 353_146.67 },
      { volumeM3: 0.0283, planksPerM3: 35.4, pricePerM3: 353_146.67 },
      { volumeM3: 0.0283, planksPerM3: 35.31, pricePerM3: 356_678 }
    ]) {
      spec
        .given([])
        .when({ ...save, claimed })
        .thenError("BusinessRuleViolation", CalculatorMessages.figuresDisagree)
    }
  })

  it("given a price of 0, when the price per m³ is claimed 0.0001 away, then it agrees; 0.0002 away it is refused", () => {
    spec
      .given([])
      .when({ ...save, pricePerPlank: 0, claimed: { volumeM3: null, planksPerM3: null, pricePerM3: 0.0001 } })
      .then([saved({ pricePerPlank: 0 })])
    spec
      .given([])
      .when({ ...save, pricePerPlank: 0, claimed: { volumeM3: null, planksPerM3: null, pricePerM3: 0.0002 } })
      .thenError("BusinessRuleViolation", CalculatorMessages.figuresDisagree)
  })

  it("given a saved calculation, when the same save is delivered again, then nothing new is recorded", () => spec.given([saved()]).when(save).then([]))

  it("given a saved calculation, when its owner deletes it, then the deletion is recorded for the owner", () =>
    spec
      .given([saved()])
      .when({ _tag: "DeleteCalculation", calculationId: CalculationId.make("c1"), actor: { userId: UserId.make("u1"), role: "USER" } })
      .then([{ _tag: "CalculationDeleted", calculationId: CalculationId.make("c1"), userId: UserId.make("u1") }]))

  it("given no calculation or a deleted one, when deleted, then 'Calculation not found'", () => {
    const admin = { userId: UserId.make("a"), role: "ADMIN" }
    spec
      .given([])
      .when({ _tag: "DeleteCalculation", calculationId: CalculationId.make("c1"), actor: admin })
      .thenError("NotFound", CalculatorMessages.notFound)
    spec
      .given([saved(), { _tag: "CalculationDeleted", calculationId: CalculationId.make("c1"), userId: UserId.make("u1") }])
      .when({ _tag: "DeleteCalculation", calculationId: CalculationId.make("c1"), actor: admin })
      .thenError("NotFound", CalculatorMessages.notFound)
  })

  it("a calculation's events are kept in the stream Calculation-<id>", () => expect(calculationStream(CalculationId.make("c1"))).toBe("Calculation-c1"))

  it("a command or event of a kind it does not know is a defect, never silently ignored", () => {
    expect(() => CalculationDecider.decide({ _tag: "Unknown" } as never, fold(CalculationDecider, [saved()]))).toThrow("Unhandled case")
    expect(() => CalculationDecider.evolve(fold(CalculationDecider, [saved()]), { _tag: "Unknown" } as never)).toThrow("Unhandled case")
  })
})
