import { DryingBatchId, DryingMessages, NotFound } from "@timber/contracts"
import { dryingStream, ReservationDecider, reservationStream } from "@timber/domain"
import { Effect } from "effect"
import { claimValue } from "./reservations"
import { streamOf, type Streams } from "./execute"
import { streamNow } from "./stream-now"

/**
 * PUT /factory/drying-readings/{id} names only the reading, and a reading lives on its batch's
 * stream. The write side keeps which batch owns each reading itself, as a reservation
 * `Reservation-drying-reading:<readingId>` held by the batch id, claimed in the append that adds
 * the reading: no read model is consulted to decide (the command side never reads the read side),
 * and the owner is known the moment the reading is stored. Reading ids are drawn fresh, so the
 * claim never meets another holder.
 */
const SCOPE = "drying-reading"

export const claimReadingOwner = (streams: Streams, readingId: string, dryingId: DryingBatchId) =>
  claimValue(
    streams,
    {
      scope: SCOPE,
      key: readingId,
      ownerId: dryingId,
      takenMessage: DryingMessages.readingNotFound,
      ownerStream: (id) => dryingStream(DryingBatchId.make(id))
    },
    { assumeNew: true }
  )

/**
 * The batch that owns a reading, read before its edit's command: the owner is claimed once, when the
 * reading is added, and never changes, so the edit can name the batch it is checked against (If-Match).
 */
export const readingOwnerNow = (readingId: string) =>
  Effect.gen(function* () {
    const { state } = yield* streamNow(streamOf(ReservationDecider, reservationStream(SCOPE, readingId)))
    return state.holder === null ? yield* new NotFound({ message: DryingMessages.readingNotFound }) : DryingBatchId.make(state.holder)
  })
