import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, NotFound, NotificationId, NotificationMessages, NotificationTypes, WriteApi, type NotificationCommand, UserId } from "@timber/contracts"
import { NotificationDecider, notificationStream, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope } from "../commands/execute"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const run = (notificationId: NotificationId, command: NotificationCommand, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, NotificationDecider, notificationStream(notificationId), command, envelope))

/** Only the owner reads or deletes a notification: the decider refuses anyone else ('not yours'). */
export const NotificationCommandsLive = HttpApiBuilder.group(WriteApi, "notificationCommands", (handlers) =>
  handlers
    .handle("markRead", ({ path }) =>
      Effect.gen(function* () {
        const notificationId = NotificationId.make(path.id)
        const user = yield* CurrentUser
        const envelope = yield* commandEnvelope
        const { position } = yield* run(notificationId, { _tag: "MarkNotificationRead", notificationId, actorId: user.userId }, envelope)
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const notificationId = NotificationId.make(path.id)
        const user = yield* CurrentUser
        const envelope = yield* commandEnvelope
        const { position } = yield* run(notificationId, { _tag: "DeleteNotification", notificationId, actorId: user.userId }, envelope)
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
    .handle("send", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("notifications", "access")
        const { store } = yield* CommandContext
        const recipientId = UserId.make(payload.userId.trim())
        const recipient = yield* loadAggregate(store, UserDecider, userStream(recipientId)).pipe(Effect.orDie)
        if (recipient.state._tag !== "Registered" || !recipient.state.isActive) return yield* new NotFound({ message: NotificationMessages.recipientUnknown })
        const envelope = yield* commandEnvelope
        const notificationId = NotificationId.make(envelope.ids.next("notification"))
        const sender = { id: (yield* CurrentUser).userId, name: yield* actorName }
        const { position } = yield* run(
          notificationId,
          {
            _tag: "RaiseNotification",
            notificationId,
            userId: recipientId,
            type: NotificationTypes.directMessage,
            title: payload.title.trim(),
            message: payload.message.trim(),
            linkUrl: null,
            sender
          },
          envelope
        )
        yield* reportPosition(position)
        return { id: notificationId }
      })
    )
)
