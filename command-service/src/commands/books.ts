import { Effect } from "effect"

/**
 * Per-period books: a fact that would grow with the business (a wood type's uses, a stock row's
 * movements) is kept in one stream per period, each opened with what the one before closed with
 * and closed once full, so a command reads the newest period only. Where a period stands:
 * - `unopened`: no event yet;
 * - `open`: the newest period, taking events (also a period closed for good: it stays the newest);
 * - `carried-on`: closed, the fact goes on in the next period.
 */
export type PeriodStanding = "unopened" | "open" | "carried-on"

export interface Books<S> {
  /** Whose books (a wood type's id, a stock row's): the key of the newest period this process has seen. */
  readonly key: string
  /** A period's stream as the command reads it (once per try, through its streams). */
  readonly read: (period: number) => Effect.Effect<S>
  readonly standing: (state: S) => PeriodStanding
  /** Where a process that never saw these books starts looking (a period after 0 when period 0 is long: it is read only when newest). */
  readonly firstLook: number
  /** The newest period seen per key, in this process: where the next look starts. */
  readonly seen: Map<string, number>
}

export interface Period<S> {
  readonly period: number
  readonly state: S
  /** For a period after 0 that is not opened yet, as this command read it: the period before, closed and carried on. */
  readonly before: S | null
}

/**
 * The newest period of some books, without reading their history: from the newest period seen
 * (a hint: a period never goes away, so it can only be behind; one that reads as never opened —
 * another database in the same process — is dropped and the look starts over), galloping over
 * carried-on periods (1, 2, 4, … ahead) and halving back, so a process that never saw the books
 * reads about 2·log2(periods) short streams, and one that did reads one. A period closed after
 * this command read the next one as never opened (a carry-over committing in between) answers
 * that next period as unopened, with the period before: opening it again is refused by the store
 * (it exists) and the command is decided again on fresh reads.
 */
export const newestPeriod = <S>(books: Books<S>): Effect.Effect<Period<S>> =>
  Effect.gen(function* () {
    const at = (period: number) => Effect.map(books.read(period), (state): Period<S> => ({ period, state, before: null }))
    const standing = (p: Period<S>) => books.standing(p.state)
    let newest = yield* at(books.seen.get(books.key) ?? books.firstLook)
    if (standing(newest) === "unopened" && newest.period > 0) {
      if (newest.period !== books.firstLook) newest = yield* at(books.firstLook)
      if (standing(newest) === "unopened" && newest.period > 0) newest = yield* at(0)
    }
    if (standing(newest) === "carried-on") {
      // every period before the newest is carried on, every one after it unopened
      let closed = newest
      let unopened: number | null = null
      for (let step = 1; unopened === null; step *= 2) {
        const probe = yield* at(closed.period + step)
        const probed = standing(probe)
        if (probed === "unopened") unopened = probe.period
        else if (probed === "carried-on") closed = probe
        else {
          newest = probe
          break
        }
      }
      while (unopened !== null && standing(newest) === "carried-on") {
        if (unopened - closed.period === 1) {
          newest = { ...(yield* at(unopened)), before: closed.state }
          break
        }
        const probe = yield* at(Math.floor((closed.period + unopened) / 2))
        const probed = standing(probe)
        if (probed === "unopened") unopened = probe.period
        else if (probed === "carried-on") closed = probe
        else newest = probe
      }
    }
    // only a period seen to exist (or period 0) is remembered: the hint is never ahead of the books
    if (standing(newest) !== "unopened" || newest.period === 0) books.seen.set(books.key, newest.period)
    return newest
  })
