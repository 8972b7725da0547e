import { ReservationDecider, reservationStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "./context"
import { streamOf, type Streams } from "./execute"

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
  /** How long a holder that never appeared keeps the value (ABANDONED_CLAIM_MS unless said). */
  readonly abandonedAfterMs?: number
  /** A holder that hands the value to this owner (a tag held by next-tag for the create that names its hold). */
  readonly handedOverBy?: string
}

const reservationOf = (value: Pick<UniqueValue, "scope" | "key">) => streamOf(ReservationDecider, reservationStream(value.scope, value.key))

/**
 * Claims a unique value (a LOT number, a sleeper of a LOT, a warehouse code, a user's e-mail)
 * for its owner, in the owner's command: the reservation stream is the consistency boundary,
 * so of two concurrent claims exactly one wins, and the claim is stored with the owner's own
 * events or not at all. A claim held by an owner that ended, or that never appeared, is taken
 * over. `assumeNew`: a value nearly always unclaimed (a new LOT number) is decided on without
 * reading its stream on the first try; the claim's no-stream append guards that.
 */
export const claimValue = (streams: Streams, claim: Claim, options: { readonly assumeNew?: boolean } = {}) =>
  Effect.gen(function* () {
    const { now } = yield* CommandContext
    const ref = reservationOf(claim)
    const { state, recorded } = yield* streams.read(ref, options)
    let holderIsGone = false
    if (state.holder !== null && state.holder !== claim.ownerId) {
      const claimedAt = recorded[recorded.length - 1]!.recordedAt.getTime()
      const holder = yield* streams.recorded(claim.ownerStream(state.holder))
      const ended = claim.endedBy !== undefined && holder[holder.length - 1]?.type === claim.endedBy
      holderIsGone =
        state.holder === claim.handedOverBy || ended || (holder.length === 0 && now().getTime() - claimedAt > (claim.abandonedAfterMs ?? ABANDONED_CLAIM_MS))
    }
    const { scope, key, ownerId, takenMessage } = claim
    yield* streams.decide(ref, { _tag: "ClaimReservation", scope, key, ownerId, holderIsGone, takenMessage })
  })

/** Frees a value its owner no longer holds, in the command that lets it go (a LOT's delete, a warehouse's new code). */
export const releaseValue = (streams: Streams, value: UniqueValue) =>
  Effect.asVoid(streams.decide(reservationOf(value), { _tag: "ReleaseReservation", ...value }))
