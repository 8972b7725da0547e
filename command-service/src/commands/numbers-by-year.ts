import { ReservationDecider, reservationStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "./execute"
import { claimValue } from "./reservations"

/** A kind of document numbered per year, as the business reads it: TR-2026-0001, DB-2026-0001. */
export interface NumberedByYear {
  /** The letters before the year: "TR" for transfers, "DB" for drying batches. */
  readonly prefix: string
  /** The reservation scope the numbers are claimed in, and the key a number reduces to (commands/unique-values.ts). */
  readonly scope: string
  readonly key: (number: string) => string
  /** The owner's stream (its id read back from a reservation), and the refusal should a claim be lost after all. */
  readonly ownerStream: (ownerId: string) => string
  readonly takenMessage: string
}

/** PREFIX-2026-0001: the year and the place among that year's documents, four digits at least. */
export const numberOfYear = (prefix: string, year: number, n: number) => `${prefix}-${year}-${String(n).padStart(4, "0")}`

/**
 * The next number of `year`, readable and unique under concurrent creates:
 * claimed on its reservation stream in the owner's own append, as the slicer's serials and LOT
 * numbers are. A year's numbers are claimed in order and never released (a refused create stores
 * no claim; a deleted document keeps its number), so the claimed ones are always 1..n: the next
 * free one is found by doubling then halving (a few reads, not n; no stream that grows with the
 * business is read). Two creates that pick the same number both append its claim as a new
 * stream; the store refuses the second, whose command reads again and takes the next.
 */
export const claimNumberOfYear = (streams: Streams, kind: NumberedByYear, year: number, ownerId: string) =>
  Effect.gen(function* () {
    const numberAt = (n: number) => numberOfYear(kind.prefix, year, n)
    const isClaimed = (n: number) =>
      Effect.map(streams.read(streamOf(ReservationDecider, reservationStream(kind.scope, kind.key(numberAt(n))))), ({ state }) => state.holder !== null)
    let high = 1
    while (yield* isClaimed(high)) high *= 2
    let low = high / 2 // claimed (or 0.5 when 1 is free)
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2)
      if (yield* isClaimed(mid)) low = mid
      else high = mid
    }
    const number = numberAt(high)
    yield* claimValue(streams, { scope: kind.scope, key: kind.key(number), ownerId, takenMessage: kind.takenMessage, ownerStream: kind.ownerStream })
    return number
  })
