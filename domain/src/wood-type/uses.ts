import { BusinessRuleViolation, Conflict, NotFound, WoodTypeMessages, WoodTypeUsesEvent, type WoodTypeId, type WoodTypeUsesCommand } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

/**
 * How many records use a wood type (domain/README.md "Wood types in use"): a count kept in
 * per-period streams, never on the wood type's own stream, so that stream moves only when the
 * wood type is edited and no command reads a stream that gains an event per LOT. Each period
 * opens with the count carried over from the one before and holds at most about this many
 * events: the use or release that finds it full closes it and opens the next, in the same append.
 */
export const WOOD_TYPE_USES_PER_PERIOD = 200

export const WOOD_TYPE_USES_STREAM_PREFIX = "WoodTypeUses-"
export const woodTypeUsesStream = (id: WoodTypeId, period: number) => `${WOOD_TYPE_USES_STREAM_PREFIX}${id}-${period}`

export type WoodTypeUsesState =
  | { readonly _tag: "Unopened" }
  | { readonly _tag: "Open"; readonly period: number; readonly count: number; readonly events: number }
  | { readonly _tag: "Closed"; readonly period: number; readonly count: number; readonly next: number | null }

/** Books that were never opened or were closed: a write that finds them so reads on (the next period) or decides otherwise (the wood type is gone). */
const notOpen = (state: WoodTypeUsesState) =>
  Effect.fail(new Conflict({ message: `The uses of this wood type are ${state._tag === "Unopened" ? "not opened" : "closed"} in this period` }))

export const WoodTypeUsesDecider: Decider<WoodTypeUsesCommand, WoodTypeUsesEvent, WoodTypeUsesState> = {
  events: WoodTypeUsesEvent,
  initialState: { _tag: "Unopened" },
  evolve: (state, event) => {
    switch (event._tag) {
      case "WoodTypeUsesOpened":
        return { _tag: "Open", period: event.period, count: event.count, events: 1 }
      case "WoodTypeUsed":
        return state._tag === "Open" ? { ...state, count: state.count + 1, events: state.events + 1 } : state
      case "WoodTypeUseReleased":
        // never below none: a release without its use (a legacy user left out of the opening) must not let a later use look like nobody
        return state._tag === "Open" ? { ...state, count: Math.max(0, state.count - 1), events: state.events + 1 } : state
      case "WoodTypeUsesClosed":
        return { _tag: "Closed", period: event.period, count: event.count, next: event.next }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "OpenWoodTypeUses":
        if (state._tag !== "Unopened") return Effect.fail(new Conflict({ message: "The uses of this wood type are already opened in this period" }))
        return Effect.succeed([{ _tag: "WoodTypeUsesOpened" as const, woodTypeId: command.woodTypeId, period: command.period, count: command.count }])
      case "CountWoodTypeUse":
        if (state._tag !== "Open") return notOpen(state)
        return Effect.succeed([{ _tag: "WoodTypeUsed" as const, woodTypeId: command.woodTypeId, usedBy: command.usedBy }])
      case "ReleaseWoodTypeUse":
        if (state._tag !== "Open") return notOpen(state)
        return Effect.succeed([{ _tag: "WoodTypeUseReleased" as const, woodTypeId: command.woodTypeId, usedBy: command.usedBy }])
      case "CloseWoodTypeUses": {
        if (state._tag === "Closed" && state.next === null) return Effect.fail(new NotFound({ message: WoodTypeMessages.notFound }))
        if (state._tag !== "Open") return notOpen(state)
        // "A wood type that is in use can't be deleted" (spec): closed for good only with no user left
        if (command.next === null && state.count > 0) return Effect.fail(new BusinessRuleViolation({ message: WoodTypeMessages.inUse }))
        return Effect.succeed([
          { _tag: "WoodTypeUsesClosed" as const, woodTypeId: command.woodTypeId, period: state.period, count: state.count, next: command.next }
        ])
      }
      default:
        return absurd(command)
    }
  }
}

/** The event that ends a period's stream: a use appended after it is refused by the store and decided again on the next period. */
export const WOOD_TYPE_USES_CLOSED: WoodTypeUsesEvent["_tag"] = "WoodTypeUsesClosed"

/**
 * Where a use or release of the wood type goes, given the books of the newest period found:
 * - `open-first`: period 0 was never opened (no use since periods exist): open it with the legacy count, then count;
 * - `carry-over`: the period is full: close it and open the next with its count, then count there;
 * - `here`: count in this period, at any revision (uses never contend with one another);
 * - `closed`: closed for good, the wood type is deleted.
 */
export const booksFor = (state: WoodTypeUsesState): "open-first" | "carry-over" | "here" | "closed" => {
  switch (state._tag) {
    case "Unopened":
      return "open-first"
    case "Open":
      return state.events >= WOOD_TYPE_USES_PER_PERIOD ? "carry-over" : "here"
    case "Closed":
      return "closed"
    default:
      return absurd(state)
  }
}
