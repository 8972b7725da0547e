import { Conflict, NotFound, WoodTypeMessages, type WoodTypeCommand, WoodTypeEvent } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

export type WoodTypeState =
  | { readonly _tag: "Absent" }
  | { readonly _tag: "Existing"; readonly woodTypeId: string; readonly name: string; readonly grade: string | null }
  | { readonly _tag: "Deleted" }

export const woodTypeStream = (id: string) => `WoodType-${id}`

const notFound = () => Effect.fail(new NotFound({ message: WoodTypeMessages.notFound }))

export const WoodTypeDecider: Decider<WoodTypeCommand, WoodTypeEvent, WoodTypeState> = {
  events: WoodTypeEvent,
  initialState: { _tag: "Absent" },
  evolve: (state, event) => {
    switch (event._tag) {
      case "WoodTypeCreated":
      case "WoodTypeUpdated":
        return { _tag: "Existing", woodTypeId: event.woodTypeId, name: event.name, grade: event.grade }
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
        if (state._tag !== "Absent") return Effect.fail(new Conflict({ message: "This wood type id is already used" }))
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "WoodTypeCreated" as const, ...fields }])
      }
      case "UpdateWoodType": {
        if (state._tag !== "Existing") return notFound()
        if (state.name === command.name && state.grade === command.grade) return Effect.succeed([])
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "WoodTypeUpdated" as const, ...fields }])
      }
      case "DeleteWoodType":
        if (state._tag !== "Existing") return notFound()
        return Effect.succeed([{ _tag: "WoodTypeDeleted" as const, woodTypeId: command.woodTypeId }])
      default:
        return absurd(command)
    }
  }
}
