import { NotFound, NotificationMessages, type NotificationEvent, type RaiseNotification } from "@timber/contracts"
import { Effect } from "effect"
import { NotificationDecider, type NotificationState } from "../../notification/decider"
import type { UserState } from "../../user/decider"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"

export interface SendMessageGiven {
  readonly notification: NotificationState
  /** The user the message is for, as read. */
  readonly recipient: UserState
}

export interface SendMessageDecision {
  readonly notification: ReadonlyArray<NotificationEvent>
}

/**
 * A person's direct message (Notifications, Send): raised as a notification of its recipient, who
 * must be an active user; anyone else is not found, in the spec's words, so a message never waits
 * in a box nobody opens.
 */
export const sendMessage: Step<SendMessageGiven, RaiseNotification, SendMessageDecision> = (given, intent) =>
  Effect.gen(function* () {
    if (given.recipient._tag !== "Registered" || !given.recipient.isActive) return yield* new NotFound({ message: NotificationMessages.recipientUnknown })
    const raised = yield* decideInTurn(NotificationDecider, given.notification, [intent])
    return { notification: raised.events }
  })
