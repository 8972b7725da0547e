import {
  Conflict,
  EMPTY_WOOD_TYPE_CATALOGUE,
  NotFound,
  WoodTypeMessages,
  type StoredFile,
  type WoodTypeCatalogue,
  type WoodTypeCommand,
  WoodTypeEvent,
  type WoodTypeId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextWoodTypeState, type WoodTypeLifecycleEvent } from "./lifecycle.machine"

export type WoodTypeState =
  | { readonly _tag: "Absent" }
  | {
      readonly _tag: "Existing"
      readonly woodTypeId: string
      readonly name: string
      readonly grade: string | null
      readonly catalogue: WoodTypeCatalogue
      /** The uploaded picture, kept apart from the catalogue: a PUT of the dialog's fields leaves it as it is. */
      readonly image: StoredFile | null
    }
  | { readonly _tag: "Deleted" }

export const woodTypeStream = (id: WoodTypeId) => `WoodType-${id}`

const notFound = () => Effect.fail(new NotFound({ message: WoodTypeMessages.notFound }))

const machineState = (state: WoodTypeState) =>
  state._tag === "Absent" ? ("absent" as const) : state._tag === "Existing" ? ("existing" as const) : ("deleted" as const)

const allowed = (state: WoodTypeState, type: WoodTypeLifecycleEvent["type"]) => nextWoodTypeState(machineState(state), { type }) !== null

/** A wood type that may be edited (its fields, its picture): one that exists. */
export const isEditableWoodType = (state: WoodTypeState): state is Extract<WoodTypeState, { readonly _tag: "Existing" }> =>
  state._tag === "Existing" && allowed(state, "UPDATE")

/** Checked before a picture is stored for a wood type, so none is stored for a wood type not found (the command decides again). */
export const woodTypeTakesPicture = (state: WoodTypeState): Effect.Effect<void, NotFound> => (isEditableWoodType(state) ? Effect.void : notFound())

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export const WoodTypeDecider: Decider<WoodTypeCommand, WoodTypeEvent, WoodTypeState> = {
  events: WoodTypeEvent,
  initialState: { _tag: "Absent" },
  evolve: (state, event) => {
    switch (event._tag) {
      case "WoodTypeCreated":
      case "WoodTypeUpdated":
        return {
          _tag: "Existing",
          woodTypeId: event.woodTypeId,
          name: event.name,
          grade: event.grade,
          catalogue: event.catalogue ?? EMPTY_WOOD_TYPE_CATALOGUE,
          image: state._tag === "Existing" ? state.image : null
        }
      case "WoodTypeImageChanged":
        return state._tag === "Existing" ? { ...state, image: event.image } : state
      case "WoodTypeUseRecorded":
        // recorded before uses had their own streams (uses.ts): counted there, once, into period 0's opening
        return state
      case "WoodTypeDeleted":
        return { _tag: "Deleted" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateWoodType": {
        if (state._tag === "Existing" && state.name === command.name) return Effect.succeed([])
        if (!allowed(state, "CREATE")) return Effect.fail(new Conflict({ message: "This wood type id is already used" }))
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "WoodTypeCreated" as const, ...fields }])
      }
      case "UpdateWoodType": {
        if (!isEditableWoodType(state)) return notFound()
        if (state.name === command.name && state.grade === command.grade && sameJson(state.catalogue, command.catalogue)) return Effect.succeed([])
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "WoodTypeUpdated" as const, ...fields }])
      }
      case "ChangeWoodTypeImage": {
        if (!isEditableWoodType(state)) return notFound()
        // the same picture again (or removing none) changes nothing
        if ((state.image?.sha256 ?? null) === (command.image?.sha256 ?? null)) return Effect.succeed([])
        return Effect.succeed([{ _tag: "WoodTypeImageChanged" as const, woodTypeId: command.woodTypeId, image: command.image }])
      }
      case "DeleteWoodType": {
        // whether a user is left is decided on the uses' books in the same command (uses.ts, CloseWoodTypeUses)
        if (state._tag !== "Existing" || !allowed(state, "DELETE")) return notFound()
        return Effect.succeed([{ _tag: "WoodTypeDeleted" as const, woodTypeId: command.woodTypeId }])
      }
      default:
        return absurd(command)
    }
  }
}
