import { Conflict, DisplayTokenEvent, DisplayTokenMessages, NotFound, ValidationError, type DisplayTokenCommand, type DisplayTokenId } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextDisplayTokenState, type DisplayTokenLifecycleEvent, type DisplayTokenMachineState } from "./lifecycle.machine"

export interface DisplayTokenState {
  readonly status: DisplayTokenMachineState
  readonly name: string | null
  readonly tokenSha256: string | null
  readonly createdBy: string | null
  readonly revokedBy: string | null
}

export const displayTokenStream = (id: DisplayTokenId | string) => `DisplayToken-${id}`

/** Asks the machine, then says why in words when it refuses. */
const allowed = (state: DisplayTokenState, event: DisplayTokenLifecycleEvent): Effect.Effect<void, NotFound | Conflict> => {
  if (nextDisplayTokenState(state.status, event) !== null) return Effect.void
  if (state.status === "absent") return Effect.fail(new NotFound({ message: DisplayTokenMessages.notFound }))
  return Effect.fail(new Conflict({ message: DisplayTokenMessages.alreadyRevoked }))
}

export const DisplayTokenDecider: Decider<DisplayTokenCommand, DisplayTokenEvent, DisplayTokenState> = {
  events: DisplayTokenEvent,
  initialState: { status: "absent", name: null, tokenSha256: null, createdBy: null, revokedBy: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "DisplayTokenCreated":
        return { ...state, status: "active", name: event.name, tokenSha256: event.tokenSha256, createdBy: event.createdBy }
      case "DisplayTokenRevoked":
        return { ...state, status: "revoked", revokedBy: event.revokedBy }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateDisplayToken": {
        // a retried create (same id) appends nothing
        if (state.status !== "absent") return Effect.succeed([])
        const name = command.name.trim()
        if (!name)
          return Effect.fail(
            new ValidationError({
              message: DisplayTokenMessages.nameRequired,
              details: { fields: [{ path: "name", message: DisplayTokenMessages.nameRequired }] }
            })
          )
        return Effect.succeed([
          { _tag: "DisplayTokenCreated" as const, displayTokenId: command.displayTokenId, name, tokenSha256: command.tokenSha256, createdBy: command.by }
        ])
      }
      case "RevokeDisplayToken":
        return Effect.as(allowed(state, { type: "REVOKE" }), [
          { _tag: "DisplayTokenRevoked" as const, displayTokenId: command.displayTokenId, revokedBy: command.by }
        ])
      default:
        return absurd(command)
    }
  }
}
