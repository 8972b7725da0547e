import { Conflict, type ReservationCommand, ReservationEvent } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

export interface ReservationState {
  readonly holder: string | null
}

export const reservationStream = (scope: string, key: string) => `Reservation-${scope}:${key}`

export const ReservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  events: ReservationEvent,
  initialState: { holder: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "ReservationClaimed":
        return { holder: event.ownerId }
      case "ReservationReleased":
        return state.holder === event.ownerId ? { holder: null } : state
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "ClaimReservation": {
        if (state.holder === command.ownerId) return Effect.succeed([])
        if (state.holder !== null && !command.holderIsGone) {
          return Effect.fail(new Conflict({ message: command.takenMessage }))
        }
        const { _tag, holderIsGone, takenMessage, ...claim } = command
        return Effect.succeed([{ _tag: "ReservationClaimed" as const, ...claim }])
      }
      case "ReleaseReservation": {
        if (state.holder !== command.ownerId) return Effect.succeed([])
        const { _tag, ...release } = command
        return Effect.succeed([{ _tag: "ReservationReleased" as const, ...release }])
      }
      default:
        return absurd(command)
    }
  }
}
