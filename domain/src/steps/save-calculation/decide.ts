import { CalculatorMessages, Forbidden, UserId, ValidationError, WoodTypeId, type CalculationEvent, type SaveCalculation } from "@timber/contracts"
import { Effect } from "effect"
import { CalculationDecider, type CalculationState } from "../../calculation/decider"
import { isOwnerOrAdmin } from "../../permissions/roles"
import type { WoodTypeState } from "../../wood-type/decider"
import type { Step } from "../step"

export interface SaveCalculationGiven {
  readonly calculation: CalculationState
  /** The wood type the calculation names, as read. */
  readonly woodType: WoodTypeState
}

export interface SaveCalculationIntent extends Omit<SaveCalculation, "_tag" | "userId" | "woodType"> {
  /** Who saves it. */
  readonly actor: { readonly userId: UserId; readonly role: string }
  /** Whose history it goes to; none: the actor's own. */
  readonly userId?: string | null | undefined
  readonly woodTypeId: string
}

export interface SaveCalculationDecision {
  readonly calculation: ReadonlyArray<CalculationEvent>
}

/** Refused on the calculator's wood type field (a wood type that does not exist, or no longer). */
export const calculationWoodTypeRequired = () => new ValidationError({ message: CalculatorMessages.woodTypeRequired })

/**
 * A calculation is saved to a user's history, naming a wood type that exists. A user saves their
 * own history; only an ADMIN may save for someone else.
 */
export const saveCalculation: Step<SaveCalculationGiven, SaveCalculationIntent, SaveCalculationDecision> = (given, intent) =>
  Effect.gen(function* () {
    const { actor, userId: asked, woodTypeId, ...figures } = intent
    const userId = UserId.make(asked ?? actor.userId)
    if (!isOwnerOrAdmin(actor, userId)) return yield* new Forbidden({ message: CalculatorMessages.notYours })
    const { woodType } = given
    if (woodType._tag !== "Existing") return yield* calculationWoodTypeRequired()
    const calculation = yield* CalculationDecider.decide(
      { _tag: "SaveCalculation", ...figures, userId, woodType: { id: WoodTypeId.make(woodTypeId), name: woodType.name } },
      given.calculation
    )
    return { calculation }
  })
