import { Forbidden, NotFound, NotificationMessages, type NotificationCommand, NotificationEvent, type NotificationId, type UserId } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextNotificationState, type NotificationMachineState } from "./lifecycle.machine"

export interface NotificationState {
  readonly status: NotificationMachineState
  readonly userId: UserId | null
}

export const notificationStream = (id: NotificationId) => `Notification-${id}`

const mine = (state: NotificationState, actorId: string): Effect.Effect<void, NotFound | Forbidden> =>
  state.status === "absent" || state.status === "deleted"
    ? Effect.fail(new NotFound({ message: NotificationMessages.notFound }))
    : state.userId !== actorId
      ? Effect.fail(new Forbidden({ message: NotificationMessages.notYours }))
      : Effect.void

export const NotificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = {
  events: NotificationEvent,
  initialState: { status: "absent", userId: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "NotificationRaised":
        return { status: "unread", userId: event.userId }
      case "NotificationRead":
        return { ...state, status: "read" }
      case "NotificationDeleted":
      case "NotificationWithdrawn":
        return { ...state, status: "deleted" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RaiseNotification": {
        // raised by a process manager: the same trigger delivered again raises nothing new
        if (nextNotificationState(state.status, { type: "RAISE" }) === null) return Effect.succeed([])
        const { _tag, sender, ...fields } = command
        return Effect.succeed([{ _tag: "NotificationRaised" as const, ...fields, sender: sender ?? null }])
      }
      case "MarkNotificationRead":
        return Effect.zipRight(
          mine(state, command.actorId),
          Effect.succeed(
            nextNotificationState(state.status, { type: "READ" }) === null
              ? [] // already read: reading again changes nothing
              : [{ _tag: "NotificationRead" as const, notificationId: command.notificationId, userId: state.userId! }]
          )
        )
      case "DeleteNotification":
        return Effect.zipRight(
          mine(state, command.actorId),
          Effect.succeed([{ _tag: "NotificationDeleted" as const, notificationId: command.notificationId, userId: state.userId! }])
        )
      case "WithdrawNotification":
        // a process's own step: a notification already gone (deleted by its reader, withdrawn before) or never raised stays so
        return Effect.succeed(
          nextNotificationState(state.status, { type: "WITHDRAW" }) === null || state.userId === null
            ? []
            : [{ _tag: "NotificationWithdrawn" as const, notificationId: command.notificationId, userId: state.userId, reason: command.reason }]
        )
      default:
        return absurd(command)
    }
  }
}
