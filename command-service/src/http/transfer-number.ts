import { TransferId, TransferMessages } from "@timber/contracts"
import { ReservationDecider, reservationStream, transferStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { claimValue } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"

/** TR-2026-0001: the year the transfer was created and its place among that year's transfers. */
export const transferNumberOf = (year: number, n: number) => `TR-${year}-${String(n).padStart(4, "0")}`

const isClaimed = (streams: Streams, number: string) =>
  Effect.map(
    streams.read(streamOf(ReservationDecider, reservationStream(UniqueValues.transferNumber.scope, UniqueValues.transferNumber.key(number)))),
    ({ state }) => state.holder !== null
  )

/**
 * The transfer's number, readable and unique under concurrent creates (issue 27): claimed on its
 * reservation stream in the create's own append, as the slicer's serials and LOT numbers are.
 * A year's numbers are claimed in order and never released (a transfer is never deleted; a
 * refused create stores no claim), so the claimed ones are always 1..n: the next free one is
 * found by doubling then halving (a few reads, not n). Two creates that pick the same number
 * both try to append its claim as a new stream; the second is refused by the store, reads again
 * and takes the next.
 */
export const claimTransferNumber = (streams: Streams, year: number, transferId: TransferId) =>
  Effect.gen(function* () {
    let high = 1
    while (yield* isClaimed(streams, transferNumberOf(year, high))) high *= 2
    let low = high / 2 // claimed (or 0.5 when 1 is free)
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2)
      if (yield* isClaimed(streams, transferNumberOf(year, mid))) low = mid
      else high = mid
    }
    const number = transferNumberOf(year, high)
    yield* claimValue(streams, {
      scope: UniqueValues.transferNumber.scope,
      key: UniqueValues.transferNumber.key(number),
      ownerId: transferId,
      takenMessage: TransferMessages.createFailed,
      ownerStream: (holder: string) => transferStream(holder)
    })
    return number
  })
