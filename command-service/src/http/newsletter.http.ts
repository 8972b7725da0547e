import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Conflict, NewsletterMessages, SubscriberId, ValidationError, WriteApi } from "@timber/contracts"
import { emailDigest, encryptEmail, newSubscriberKey, subscriberOfToken } from "@timber/contracts/newsletter/secrets"
import { ReservationDecider, reservationStream } from "@timber/domain"
import { destroyErasureKey, storeErasureKey } from "@timber/eventstore"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { CommandContext } from "../commands/context"
import { envelopeFor } from "../commands/envelope"
import { runCommand, streamOf } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { SignUpThrottleContext } from "../newsletter/sign-up-throttle"
import { SUBSCRIBER_EMAIL_SCOPE, SUBSCRIBER_ENDED_BY, subscriberOf, VISITOR } from "../newsletter/subscriber-streams"
import { clientAddress } from "./client-address"
import { command } from "./command"
import { correlationOf, requirePermission } from "./request-context"

const PAGE = "crm-clients" as const
/** Where the public page's sign-ups come from (the only sign-up form today). */
const SOURCE = "coming-soon"

const visitorEnvelope = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
  envelopeFor({ actor: VISITOR, correlationId: correlationOf(request), idScope: null })
)

export const NewsletterPublicLive = HttpApiBuilder.group(WriteApi, "newsletterPublic", (handlers) =>
  handlers
    .handle("subscribe", ({ payload }) =>
      Effect.gen(function* () {
        const startedAt = performance.now()
        const { database, config } = yield* CommandContext
        const throttle = yield* SignUpThrottleContext
        const request = yield* HttpServerRequest.HttpServerRequest
        const digest = emailDigest(config.jwtSecret, payload.email)
        yield* throttle.admit(clientAddress(request.headers, throttle.trustForwardedFor), digest)

        // the same work whether the address is new or known (a key drawn, stored, the address encrypted), so the time tells nothing
        const subscriberId = SubscriberId.make(randomUUID())
        const key = newSubscriberKey()
        const emailCiphertext = encryptEmail(key, payload.email)
        yield* Effect.promise(() => storeErasureKey(database.db, subscriberId, key))
        const envelope = yield* visitorEnvelope
        // the address's reservation names its subscriber: a live one (active or unsubscribed) decides on its
        // own stream (nothing for an active one, active again for an unsubscribed one); otherwise a new one claims it
        const created = yield* runCommand(envelope, (streams) =>
          Effect.gen(function* () {
            const reservation = streamOf(ReservationDecider, reservationStream(SUBSCRIBER_EMAIL_SCOPE, digest))
            const { state } = yield* streams.read(reservation)
            if (state.holder !== null && state.holder !== subscriberId) {
              const holder = subscriberOf(state.holder)
              const { state: held } = yield* streams.read(holder)
              if (held.status === "active" || held.status === "unsubscribed") {
                yield* streams.decide(holder, {
                  _tag: "Subscribe",
                  subscriberId: SubscriberId.make(state.holder),
                  emailCiphertext,
                  emailDigest: digest,
                  source: SOURCE
                })
                return false
              }
            }
            yield* claimValue(streams, {
              scope: SUBSCRIBER_EMAIL_SCOPE,
              key: digest,
              ownerId: subscriberId,
              takenMessage: NewsletterMessages.subscribed,
              ownerStream: (id) => subscriberOf(id).streamId,
              endedBy: SUBSCRIBER_ENDED_BY
            })
            yield* streams.decide(
              subscriberOf(subscriberId),
              { _tag: "Subscribe", subscriberId, emailCiphertext, emailDigest: digest, source: SOURCE },
              { assumeNew: true }
            )
            return true
          })
        ).pipe(
          Effect.map((outcome) => outcome.value),
          // a claim still held by a sign-up in flight for the same address: that one adds it
          Effect.catchIf(
            (error): error is Conflict => error._tag === "Conflict",
            () => Effect.succeed(false)
          ),
          Effect.orDie
        )
        // a known address used none of it: the unused key goes (it encrypted nothing that was kept)
        if (!created) yield* Effect.promise(() => destroyErasureKey(database.db, subscriberId))
        // no X-Event-Position either way: a header only a new address got would tell them apart
        yield* Effect.sleep(Math.max(0, throttle.limits.answerFloorMs - (performance.now() - startedAt)))
        return { message: NewsletterMessages.subscribed }
      })
    )
    .handle("unsubscribe", ({ payload }) =>
      Effect.gen(function* () {
        const { config } = yield* CommandContext
        const subscriberId = subscriberOfToken(config.jwtSecret, payload.token)
        if (subscriberId === null) return yield* new ValidationError({ message: NewsletterMessages.unsubscribeInvalid })
        const envelope = yield* visitorEnvelope
        yield* runCommand(envelope, (streams) =>
          streams.decide(subscriberOf(subscriberId), { _tag: "Unsubscribe", subscriberId: SubscriberId.make(subscriberId) })
        ).pipe(
          // a deleted (erased) subscriber's old link: it gets no mail either, and the answer says so
          Effect.catchTag("NotFound", () => Effect.void),
          Effect.orDie
        )
        return { message: NewsletterMessages.unsubscribed }
      })
    )
)

/**
 * Delete is erasure: the subscriber's deletion is appended (its address's reservation released in
 * the same append), then its key is destroyed, after which no copy of the log can show the address.
 * A delete that finds the subscriber already deleted destroys the key again (a crash between the
 * append and the destroy is mended by retrying the delete).
 */
export const NewsletterCommandsLive = HttpApiBuilder.group(WriteApi, "newsletterCommands", (handlers) =>
  handlers.handle("delete", ({ path }) =>
    Effect.gen(function* () {
      yield* requirePermission(PAGE, "delete")
      const { database } = yield* CommandContext
      const subscriberId = SubscriberId.make(path.id)
      const ref = subscriberOf(subscriberId)
      const destroyKey = Effect.promise(() => destroyErasureKey(database.db, subscriberId))
      yield* command((streams) =>
        Effect.gen(function* () {
          const { state } = yield* streams.read(ref)
          yield* streams.decide(ref, { _tag: "DeleteSubscriber", subscriberId })
          if (state.emailDigest !== null) yield* releaseValue(streams, { scope: SUBSCRIBER_EMAIL_SCOPE, key: state.emailDigest, ownerId: subscriberId })
        })
      ).pipe(Effect.tapErrorTag("NotFound", () => destroyKey))
      yield* destroyKey
    })
  )
)
