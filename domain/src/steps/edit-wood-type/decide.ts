import type { UpdateWoodType, WoodTypeEvent } from "@timber/contracts"
import { Effect } from "effect"
import { can, type PermissionHolder } from "../../permissions/can"
import { WoodTypeDecider, type WoodTypeState } from "../../wood-type/decider"
import type { Step } from "../step"

export interface EditWoodTypeGiven {
  readonly woodType: WoodTypeState
}

export interface EditWoodTypeIntent extends UpdateWoodType {
  /** Who edits it, with the permissions they act with. */
  readonly actor: PermissionHolder
}

export interface EditWoodTypeDecision {
  readonly woodType: ReadonlyArray<WoodTypeEvent>
  /**
   * Its name before (null: a wood type not found) and after. The name after is claimed on every
   * edit, not only on a rename: a wood type created before names were claimed gets its claim at its
   * first edit; a name before that differs is let go.
   */
  readonly name: { readonly before: string | null; readonly after: string }
}

/**
 * A wood type's name, grade and catalogue are edited. An editor who may not see prices was shown
 * none, so the price range they send is no decision: the stored one stays.
 */
export const editWoodType: Step<EditWoodTypeGiven, EditWoodTypeIntent, EditWoodTypeDecision> = (given, intent) =>
  Effect.gen(function* () {
    const { actor, ...asked } = intent
    const before = given.woodType
    const update =
      before._tag === "Existing" && !can(actor, "wood-types", "amount")
        ? { ...asked, catalogue: { ...asked.catalogue, price_range: before.catalogue.price_range } }
        : asked
    const woodType = yield* WoodTypeDecider.decide(update, before)
    return { woodType, name: { before: before._tag === "Existing" ? before.name : null, after: update.name } }
  })
