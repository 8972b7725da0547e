import type { RaiseNotification } from "@timber/contracts"
import { NotificationDecider, notificationStream, sendMessage, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"

/** Sends a direct message (domain `sendMessage`): reads its recipient, in the command's own try, and raises the notification. Answers its stream. */
export const sendMessageCommand = (intent: RaiseNotification) => (streams: Streams) =>
  Effect.gen(function* () {
    const notification = streamOf(NotificationDecider, notificationStream(intent.notificationId))
    const { state: recipient } = yield* streams.read(streamOf(UserDecider, userStream(intent.userId)))
    const { state } = yield* streams.read(notification)
    const decision = yield* sendMessage({ notification: state, recipient }, intent)
    yield* streams.record(notification, decision.notification)
    return notification
  })
