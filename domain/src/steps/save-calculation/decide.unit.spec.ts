import { CalculationId, CalculatorMessages, EMPTY_WOOD_TYPE_CATALOGUE, UserId, WoodTypeId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { CalculationDecider } from "../../calculation/decider"
import { fold } from "../../decider/decider"
import { StepSpec } from "../../testing/decider-spec"
import { mvule, noWoodType } from "../../testing/drying-steps"
import { WoodTypeDecider } from "../../wood-type/decider"
import { saveCalculation, type SaveCalculationIntent } from "./decide"

const spec = StepSpec(saveCalculation)
const none = CalculationDecider.initialState
const mvuleCreated = [{ _tag: "WoodTypeCreated", woodTypeId: WoodTypeId.make("wt"), name: "Mvule", grade: null, catalogue: EMPTY_WOOD_TYPE_CATALOGUE }] as const
const juma = { userId: UserId.make("u1"), role: "USER" }
const admin = { userId: UserId.make("a1"), role: "ADMIN" }
const plank: SaveCalculationIntent = {
  calculationId: CalculationId.make("c1"),
  actor: juma,
  woodTypeId: "wt",
  thickness: 2,
  width: 6,
  length: 12,
  pricePerPlank: 10_000,
  taxPercentage: 18,
  claimed: { volumeM3: 0.0283, planksPerM3: null, pricePerM3: null },
  notes: null
}

describe("saving a calculation", () => {
  it("given an existing wood type, when a user saves a calculation, then it is saved to their own history under the wood type's name", () =>
    spec
      .given({ calculation: none, woodType: mvule })
      .when(plank)
      .then(({ calculation }) =>
        expect(calculation).toMatchObject([{ _tag: "CalculationSaved", userId: UserId.make("u1"), woodTypeId: WoodTypeId.make("wt"), woodTypeName: "Mvule" }])
      ))

  it("given an ADMIN, when they save for someone else, then it goes to that user's history", () =>
    spec
      .given({ calculation: none, woodType: mvule })
      .when({ ...plank, actor: admin, userId: "u1" })
      .then(({ calculation }) => expect(calculation).toMatchObject([{ userId: UserId.make("u1") }])))

  it("given a user who is not an ADMIN, when they save for someone else, then it is refused as not theirs", () =>
    spec
      .given({ calculation: none, woodType: mvule })
      .when({ ...plank, userId: "u2" })
      .thenError("Forbidden", CalculatorMessages.notYours))

  it("given a user saving for someone else and no such wood type, when saved, then they are told it is not theirs first", () =>
    spec
      .given({ calculation: none, woodType: noWoodType })
      .when({ ...plank, userId: "u2" })
      .thenError("Forbidden", CalculatorMessages.notYours))

  it("given no such wood type, when a calculation is saved, then the user is asked to select one", () =>
    spec.given({ calculation: none, woodType: noWoodType }).when(plank).thenError("ValidationError", CalculatorMessages.woodTypeRequired))

  it("given a deleted wood type, when a calculation is saved, then the user is asked to select one", () =>
    spec
      .given({ calculation: none, woodType: fold(WoodTypeDecider, [...mvuleCreated, { _tag: "WoodTypeDeleted", woodTypeId: WoodTypeId.make("wt") }]) })
      .when(plank)
      .thenError("ValidationError", CalculatorMessages.woodTypeRequired))

  it("given figures that disagree with the formula, when saved, then it is refused", () =>
    spec
      .given({ calculation: none, woodType: mvule })
      .when({ ...plank, claimed: { volumeM3: 1, planksPerM3: null, pricePerM3: null } })
      .thenError("BusinessRuleViolation", CalculatorMessages.figuresDisagree))
})
