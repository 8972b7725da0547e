import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, NotificationId, NotificationTypes, WriteApi, UserId } from "@timber/contracts"
import { NotificationDecider, notificationStream } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { streamOf } from "../commands/execute"
import { sendMessageCommand } from "../steps/send-message"
import { command } from "./command"
import { requirePermission } from "./request-context"

const notificationOf = (notificationId: NotificationId) => streamOf(NotificationDecider, notificationStream(notificationId))

/** Only the owner reads or deletes a notification: the decider refuses anyone else ('not yours'). */
export const NotificationCommandsLive = HttpApiBuilder.group(WriteApi, "notificationCommands", (handlers) =>
  handlers
    .handle("markRead", ({ path }) =>
      Effect.gen(function* () {
        const notificationId = NotificationId.make(path.id)
        const user = yield* CurrentUser
        yield* command((streams) => streams.decide(notificationOf(notificationId), { _tag: "MarkNotificationRead", notificationId, actorId: user.userId }))
        return { id: path.id }
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const notificationId = NotificationId.make(path.id)
        const user = yield* CurrentUser
        yield* command((streams) => streams.decide(notificationOf(notificationId), { _tag: "DeleteNotification", notificationId, actorId: user.userId }))
        return { id: path.id }
      })
    )
    .handle("send", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("notifications", "access")
        const recipientId = UserId.make(payload.userId.trim())
        const sender = { id: (yield* CurrentUser).userId, name: yield* actorName }
        const sent = yield* command((streams, envelope) => {
          const notificationId = NotificationId.make(envelope.ids.next("notification"))
          const message = { title: payload.title.trim(), message: payload.message.trim(), linkUrl: null, sender }
          const raise = { _tag: "RaiseNotification" as const, notificationId, userId: recipientId, type: NotificationTypes.directMessage, ...message }
          return Effect.as(sendMessageCommand(raise)(streams), notificationId)
        })
        return { id: sent.value }
      })
    )
)
