import { DryingBatchId, DryingMessages, NotFound } from "@timber/contracts"
import { dryingStream, ReservationDecider, reservationStream } from "@timber/domain"
import { Effect } from "effect"
import { claimValue } from "./reservations"
import { streamOf, type Streams } from "./execute"

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

/** The batch that owns a reading, or "Drying reading not found" (an unknown id, or a reading added before owners were kept). */
export const readingOwner = (streams: Streams, readingId: string) =>
  Effect.flatMap(streams.read(streamOf(ReservationDecider, reservationStream(SCOPE, readingId))), ({ state }) =>
    state.holder === null ? Effect.fail(new NotFound({ message: DryingMessages.readingNotFound })) : Effect.succeed(DryingBatchId.make(state.holder))
  )
