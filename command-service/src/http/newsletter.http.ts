import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Conflict, EditedRecords, NewsletterMessages, SubscriberId, ValidationError, WriteApi } from "@timber/contracts"
import { emailDigest, encryptEmail, newSubscriberKey, subscriberOfToken } from "@timber/server-edge/newsletter-secrets"
import { ReservationDecider, reservationStream, type NewsletterSubscriberState } from "@timber/domain"
import { destroyErasureKey, storeErasureKey } from "@timber/eventstore"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { CommandContext } from "../commands/context"
import { envelopeFor } from "../commands/envelope"
import { runCommand, streamOf, type CommandEnvelope, type EditedRecord } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { addressKeyOf, destroySubscriberKeys, retireAddressKey } from "../newsletter/address-keys"
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

/** How many of an address's keys one sign-up tries: each new one follows an erasure that spent the last. */
const KEY_ROUNDS = 5

/**
 * One sign-up's decision, on the address's reservation under its key. A live subscriber (active or unsubscribed)
 * holding it decides on its own stream (nothing for an active one, active again for an unsubscribed one). A
 * reservation never held is claimed by a new subscriber in the same append. A reservation held before by a
 * subscriber now erased is spent: never claimed again, since its erasure destroys the key it was made under and the
 * address's next sign-up would draw another, so two sign-ups would make two subscribers of one address (a sign-up
 * racing the erasure of the same address did). Erasure and sign-up meet on this one stream: the erasure's release
 * and a sign-up's claim cannot both land on it.
 */
const signUp = (
  envelope: CommandEnvelope,
  subscriber: { readonly subscriberId: SubscriberId; readonly emailCiphertext: string; readonly reserved: string; readonly digest: string }
) => {
  const { subscriberId, emailCiphertext, reserved, digest } = subscriber
  return runCommand(envelope, (streams) =>
    Effect.gen(function* () {
      const reservationOf = (reservationKeyed: string) =>
        Effect.gen(function* () {
          const { state, recorded } = yield* streams.read(streamOf(ReservationDecider, reservationStream(SUBSCRIBER_EMAIL_SCOPE, reservationKeyed)))
          if (state.holder === null || state.holder === subscriberId) return { live: null, used: recorded.length > 0 }
          const holder = subscriberOf(state.holder)
          const { state: held } = yield* streams.read(holder)
          const live = held.status === "active" || held.status === "unsubscribed" ? { holder, id: SubscriberId.make(state.holder) } : null
          return { live, used: true }
        })
      const reservation = yield* reservationOf(reserved)
      // a subscriber reserved before per-address keys holds the server-keyed digest: found, never claimed anew
      const live = reservation.live ?? (yield* reservationOf(digest)).live
      if (live !== null) {
        yield* streams.decide(live.holder, { _tag: "Subscribe", subscriberId: live.id, emailCiphertext, emailDigest: reserved, source: SOURCE })
        return "known" as const
      }
      if (reservation.used) return "spent" as const
      yield* claimValue(streams, {
        scope: SUBSCRIBER_EMAIL_SCOPE,
        key: reserved,
        ownerId: subscriberId,
        takenMessage: NewsletterMessages.subscribed,
        ownerStream: (id) => subscriberOf(id).streamId,
        endedBy: SUBSCRIBER_ENDED_BY
      })
      yield* streams.decide(
        subscriberOf(subscriberId),
        { _tag: "Subscribe", subscriberId, emailCiphertext, emailDigest: reserved, source: SOURCE },
        { assumeNew: true }
      )
      return "created" as const
    })
  ).pipe(
    Effect.map((outcome) => outcome.value),
    // a claim still held by a sign-up in flight for the same address: that one adds it
    Effect.catchIf(
      (error): error is Conflict => error._tag === "Conflict",
      () => Effect.succeed("known" as const)
    ),
    Effect.orDie
  )
}

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
        let created = false
        for (let round = 1; round <= KEY_ROUNDS; round++) {
          const address = yield* Effect.promise(() => addressKeyOf(database.db, config.jwtSecret, payload.email))
          const outcome = yield* signUp(envelope, { subscriberId, emailCiphertext, reserved: address.reservation, digest })
          if (outcome !== "spent") {
            created = outcome === "created"
            break
          }
          // the key's reservation belongs to an erased subscriber: the key goes (as the erasure destroys it) and the
          // address is tried again under a new one, whose reservation no subscriber ever held
          yield* Effect.promise(() => retireAddressKey(database.db, address))
        }
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
 * A subscriber deleted from the list as it showed them (If-Match): refused (412) when they
 * unsubscribed or signed up again since. One already deleted has no version to be stale against:
 * the delete answers not found and destroys the key again, as before.
 */
const editedSubscriber = (subscriberId: SubscriberId): EditedRecord<NewsletterSubscriberState> => ({
  ref: subscriberOf(subscriberId),
  subject: EditedRecords.subscriber,
  versionOf: (state, recorded) => (state.status === "absent" || state.status === "deleted" ? null : (recorded.at(-1)?.revision.toString() ?? null)),
  // the address is sealed on the write side: the refusal names the standing the list shows
  current: ({ state, version }) => Effect.succeed({ id: subscriberId, status: state.status, version })
})

/**
 * Delete is erasure: the subscriber's deletion is appended (its address's reservation released in
 * the same append), then the address's key and the subscriber's key are destroyed, after which no
 * copy of the log can show the address nor confirm a guess of it. A delete that finds the
 * subscriber already deleted destroys the keys again (a crash between the append and the destroy
 * is mended by retrying the delete).
 */
export const NewsletterCommandsLive = HttpApiBuilder.group(WriteApi, "newsletterCommands", (handlers) =>
  handlers.handle("delete", ({ path }) =>
    Effect.gen(function* () {
      yield* requirePermission(PAGE, "delete")
      const { database, config } = yield* CommandContext
      const subscriberId = SubscriberId.make(path.id)
      const ref = subscriberOf(subscriberId)
      // the sealed address and its reservation as the decision read them (the stream is read once, inside the command)
      let sealed: { emailCiphertext: string | null; reservation: string | null } = { emailCiphertext: null, reservation: null }
      const destroyKeys = Effect.promise(() => destroySubscriberKeys(database.db, config.jwtSecret, { id: subscriberId, ...sealed }))
      yield* command(
        (streams) =>
          Effect.gen(function* () {
            const { state } = yield* streams.read(ref)
            sealed = { emailCiphertext: state.emailCiphertext, reservation: state.emailDigest }
            yield* streams.decide(ref, { _tag: "DeleteSubscriber", subscriberId })
            if (state.emailDigest !== null) yield* releaseValue(streams, { scope: SUBSCRIBER_EMAIL_SCOPE, key: state.emailDigest, ownerId: subscriberId })
          }),
        editedSubscriber(subscriberId)
      ).pipe(Effect.tapErrorTag("NotFound", () => destroyKeys))
      yield* destroyKeys
    })
  )
)
