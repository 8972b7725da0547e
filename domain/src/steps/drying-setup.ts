import { DryingMessages, MM_PER_INCH, ValidationError, WoodTypeId, type DryingSetup } from "@timber/contracts"
import { Effect } from "effect"
import type { WoodTypeState } from "../wood-type/decider"

/** A batch's initial data as a start or an admin's edit sends it. */
export interface DryingSetupInput {
  readonly woodTypeId: string
  readonly thickness: number
  readonly thicknessUnit?: "mm" | "inch" | undefined
  readonly pieceCount: number
  readonly startingHumidity?: number | null | undefined
  readonly startingElectricityUnits?: number | null | undefined
  readonly startTime?: string | undefined
  readonly notes?: string | null | undefined
}

/** The refusal of a batch whose wood type does not exist (or no longer does). */
export const woodTypeRequired = () =>
  new ValidationError({ message: DryingMessages.woodTypeRequired, details: { fields: [{ path: "woodTypeId", message: DryingMessages.woodTypeRequired }] } })

/**
 * The batch's set-up as its events record it: its wood type named as it is now (refused when it
 * does not exist), its thickness in mm (factory spec section 3), a start time left out being
 * `startWhenOmitted`, blank notes none.
 */
export const dryingSetupOf = (input: DryingSetupInput, woodType: WoodTypeState, startWhenOmitted: string): Effect.Effect<DryingSetup, ValidationError> =>
  woodType._tag !== "Existing"
    ? Effect.fail(woodTypeRequired())
    : Effect.succeed({
        woodTypeId: WoodTypeId.make(input.woodTypeId),
        woodTypeName: woodType.name,
        thicknessMm: input.thicknessUnit === "inch" ? input.thickness * MM_PER_INCH : input.thickness,
        pieceCount: input.pieceCount,
        startingHumidity: input.startingHumidity ?? null,
        startingElectricityUnits: input.startingElectricityUnits ?? null,
        startTime: input.startTime ? new Date(input.startTime).toISOString() : startWhenOmitted,
        notes: input.notes?.trim() ? input.notes.trim() : null
      })
