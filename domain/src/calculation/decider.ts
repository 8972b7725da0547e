import {
  BusinessRuleViolation,
  CalculatorMessages,
  Forbidden,
  NotFound,
  type CalculationCommand,
  CalculationEvent,
  type CalculationSaved,
  type CalculationId
} from "@timber/contracts"
import { Effect } from "effect"
import { calculatePlankPrice } from "../calculators/plank-price"
import { absurd, type Decider } from "../decider/decider"
import { isOwnerOrAdmin } from "../permissions/roles"

/** A saved calculation holds what its event saved, so a save answers from the state without reading it back. */
export type CalculationState =
  { readonly _tag: "Absent" } | ({ readonly _tag: "Saved" } & Omit<typeof CalculationSaved.Type, "_tag">) | { readonly _tag: "Deleted" }

/** Every saved calculation's stream starts so. */
export const CALCULATION_STREAM_PREFIX = "Calculation-"
export const calculationStream = (id: CalculationId) => `${CALCULATION_STREAM_PREFIX}${id}`

/** A claimed figure agrees when it is within display rounding of the formula's. */
const agrees = (claimed: number | null, actual: number) => claimed === null || Math.abs(claimed - actual) <= Math.max(1e-4, Math.abs(actual) * 1e-3)

export const CalculationDecider: Decider<CalculationCommand, CalculationEvent, CalculationState> = {
  events: CalculationEvent,
  initialState: { _tag: "Absent" },
  evolve: (_state, event) => {
    switch (event._tag) {
      case "CalculationSaved":
        return { ...event, _tag: "Saved" }
      case "CalculationDeleted":
        return { _tag: "Deleted" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "SaveCalculation": {
        if (state._tag !== "Absent") return Effect.succeed([])
        const result = calculatePlankPrice({
          thicknessInches: command.thickness,
          widthInches: command.width,
          lengthFeet: command.length,
          pricePerPlank: command.pricePerPlank,
          priceIncludesVat: false,
          vatPercent: command.taxPercentage
        })
        const { claimed } = command
        if (
          !agrees(claimed.volumeM3, result.volumePerPlank) ||
          !agrees(claimed.planksPerM3, result.planksPerCubicMetre) ||
          !agrees(claimed.pricePerM3, result.pricePerCubicMetreExcludingVat)
        ) {
          return Effect.fail(new BusinessRuleViolation({ message: CalculatorMessages.figuresDisagree }))
        }
        return Effect.succeed([
          {
            _tag: "CalculationSaved" as const,
            calculationId: command.calculationId,
            userId: command.userId,
            woodTypeId: command.woodType.id,
            woodTypeName: command.woodType.name,
            thickness: command.thickness,
            width: command.width,
            length: command.length,
            pricePerPlank: result.pricePerPlankExcludingVat,
            taxPercentage: command.taxPercentage,
            volumeM3: result.volumePerPlank,
            planksPerM3: result.planksPerCubicMetre,
            pricePerM3: result.pricePerCubicMetreExcludingVat,
            notes: command.notes
          }
        ])
      }
      case "DeleteCalculation":
        if (state._tag !== "Saved") return Effect.fail(new NotFound({ message: CalculatorMessages.notFound }))
        if (!isOwnerOrAdmin(command.actor, state.userId)) return Effect.fail(new Forbidden({ message: CalculatorMessages.notYours }))
        return Effect.succeed([{ _tag: "CalculationDeleted" as const, calculationId: command.calculationId, userId: state.userId }])
      default:
        return absurd(command)
    }
  }
}
