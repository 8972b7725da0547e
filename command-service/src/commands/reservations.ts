import { ReservationDecider, reservationStream, type ReservationState } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "./context"
import { decideOn, execute, executeOne, loadAggregate, type CommandEnvelope, type Loaded } from "./execute"

/** A claim whose owner never appeared for this long was left by a failed create and may be taken over. */
export const ABANDONED_CLAIM_MS = 30_000

export interface UniqueValue {
  readonly scope: string
  readonly key: string
  readonly ownerId: string
}

export interface Claim extends UniqueValue {
  readonly takenMessage: string
  /** The stream of an owner, and the event that ends it (none for owners that never end): an ended owner's value is free again. */
  readonly ownerStream: (ownerId: string) => string
  readonly endedBy?: string
}

/**
 * A value nobody claimed yet, decided on without reading its stream (`assumeFirst`): a new LOT
 * number or sleeper nearly always is, and the read was a round trip of every create. The
 * claim's no-stream append guards it: when the stream exists after all (the value is taken, or
 * was and is free again), that append fails and the write decides again on a read.
 */
const NEVER_CLAIMED: Loaded<ReservationState> = { recorded: [], state: ReservationDecider.initialState }

/**
 * Claims a unique value (a LOT number, a sleeper of a LOT, a user's e-mail) for its owner: the reservation
 * stream is the consistency boundary, so of two concurrent claims exactly one wins. A
 * claim held by an owner that ended, or that never appeared, is taken over. Decided only: the
 * caller appends it, with its owner's own events where it can (`executeTogether`).
 */
export const decideClaim = (claim: Claim, envelope: CommandEnvelope, options: { readonly assumeFirst?: boolean } = {}) =>
  Effect.gen(function* () {
    const { store, now } = yield* CommandContext
    const streamId = reservationStream(claim.scope, claim.key)
    const loaded = options.assumeFirst ? NEVER_CLAIMED : yield* loadAggregate(store, ReservationDecider, streamId)
    const { state, recorded } = loaded
    let holderIsGone = false
    if (state.holder !== null && state.holder !== claim.ownerId) {
      const claimedAt = recorded[recorded.length - 1]!.recordedAt.getTime()
      const holder = yield* store.readStream(claim.ownerStream(state.holder))
      const ended = claim.endedBy !== undefined && holder[holder.length - 1]?.type === claim.endedBy
      holderIsGone = ended || (holder.length === 0 && now().getTime() - claimedAt > ABANDONED_CLAIM_MS)
    }
    const { scope, key, ownerId, takenMessage } = claim
    return yield* decideOn(store, ReservationDecider, streamId, { _tag: "ClaimReservation", scope, key, ownerId, holderIsGone, takenMessage }, envelope, loaded)
  })

/** Claims a unique value on its own (the owner's events are appended after it). */
export const claimUnique = (claim: Claim, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => executeOne(store, () => decideClaim(claim, envelope)))

/** Frees a value its owner no longer holds; a release that fails leaves a claim the next claim takes over. */
export const releaseUnique = (value: UniqueValue, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) =>
    execute(store, ReservationDecider, reservationStream(value.scope, value.key), { _tag: "ReleaseReservation", ...value }, envelope)
  )
