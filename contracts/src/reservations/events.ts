import { Schema } from "effect"

/**
 * A reservation is the consistency boundary for a unique value (a LOT number, a user
 * e-mail): its stream is named after the value, so two concurrent claims race on the
 * stream's expected revision and exactly one wins.
 */
export const ReservationClaimed = Schema.TaggedStruct("ReservationClaimed", {
  scope: Schema.String,
  key: Schema.String,
  ownerId: Schema.String
})
export const ReservationReleased = Schema.TaggedStruct("ReservationReleased", {
  scope: Schema.String,
  key: Schema.String,
  ownerId: Schema.String
})
export const ReservationEvent = Schema.Union(ReservationClaimed, ReservationReleased)
export type ReservationEvent = typeof ReservationEvent.Type

export interface ClaimReservation {
  readonly _tag: "ClaimReservation"
  readonly scope: string
  readonly key: string
  readonly ownerId: string
  /** True when the current holder no longer exists (its creation never landed): the claim may take over. */
  readonly holderIsGone: boolean
  readonly takenMessage: string
}
export interface ReleaseReservation {
  readonly _tag: "ReleaseReservation"
  readonly scope: string
  readonly key: string
  readonly ownerId: string
}
export type ReservationCommand = ClaimReservation | ReleaseReservation
