import {
  CALCULATION_STREAM_PREFIX,
  DRYING_STREAM_PREFIX,
  LOT_STREAM_PREFIX,
  SLICING_OPERATION_STREAM_PREFIX,
  STOCK_ROW_STREAM_PREFIX,
  booksFor,
  WOOD_TYPE_USES_CLOSED,
  WoodTypeDecider,
  WoodTypeUsesDecider,
  woodTypeStream,
  woodTypeUsesStream,
  type WoodTypeUsesState
} from "@timber/domain"
import { WoodTypeId, type DomainError, type WoodTypeUsesCommand } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { newestPeriod } from "./books"
import { streamOf, type StreamRef, type Streams } from "./execute"

/**
 * What may use a wood type, by stream prefix, and the event that ends such a user (a deleted LOT
 * no longer holds its wood type): read once per wood type, when its first period of uses opens
 * with the users recorded on its own stream before uses had their books.
 */
const WOOD_TYPE_USERS: ReadonlyArray<{ readonly prefix: string; readonly endedBy: string | null }> = [
  { prefix: LOT_STREAM_PREFIX, endedBy: "LotDeleted" },
  { prefix: CALCULATION_STREAM_PREFIX, endedBy: "CalculationDeleted" },
  { prefix: SLICING_OPERATION_STREAM_PREFIX, endedBy: "SlicingOperationDeleted" },
  { prefix: DRYING_STREAM_PREFIX, endedBy: "DryingDeleted" },
  // a stock row never ends: its history stays in the ledger
  { prefix: STOCK_ROW_STREAM_PREFIX, endedBy: null }
]

const endEventOf = (usedBy: string) => WOOD_TYPE_USERS.find((user) => usedBy.startsWith(user.prefix))?.endedBy ?? null

/** A wood type's stream, named by another record (a LOT's, a batch's, a body's `wood_type_id`): its id is branded here. */
export const woodTypeOf = (woodTypeId: string) => streamOf(WoodTypeDecider, woodTypeStream(WoodTypeId.make(woodTypeId)))

/**
 * The wood type a write names, or the writer's own refusal ("Please select a wood type", …).
 * Read through the command's streams, so counting its use (`countWoodTypeUse`) reads it no more.
 */
export const requireWoodType = <R>(streams: Streams, woodTypeId: string, refusal: () => R) =>
  Effect.gen(function* () {
    const { state } = yield* streams.read(woodTypeOf(woodTypeId))
    if (state._tag !== "Existing") return yield* Effect.fail(refusal())
    return { id: WoodTypeId.make(woodTypeId), name: state.name }
  })

// --- the books: per-period streams of a wood type's uses (domain/src/wood-type/uses.ts) ---

const periodOf = (woodTypeId: WoodTypeId, period: number) => streamOf(WoodTypeUsesDecider, woodTypeUsesStream(woodTypeId, period))

/** The newest period this process has seen per wood type (a hint, books.ts). */
const newestSeen = new Map<string, number>()

interface Books {
  readonly period: number
  readonly ref: StreamRef<WoodTypeUsesCommand, any, WoodTypeUsesState>
  readonly state: WoodTypeUsesState
  /** For a period after 0 not opened yet as this command read it: the count the period before closed with. */
  readonly carried: number
}

/** The newest period of a wood type's uses, found without reading their history (`newestPeriod`, books.ts). */
const currentBooks = (streams: Streams, woodTypeId: WoodTypeId): Effect.Effect<Books> =>
  Effect.map(
    newestPeriod<WoodTypeUsesState>({
      key: woodTypeId,
      read: (period) => Effect.map(streams.read(periodOf(woodTypeId, period)), ({ state }) => state),
      standing: (state) => (state._tag === "Unopened" ? "unopened" : state._tag === "Closed" && state.next !== null ? "carried-on" : "open"),
      firstLook: 0,
      seen: newestSeen
    }),
    ({ period, state, before }): Books => ({
      period,
      ref: periodOf(woodTypeId, period),
      state,
      carried: before?._tag === "Closed" ? before.count : 0
    })
  )

/**
 * The users recorded on the wood type's own stream (`WoodTypeUseRecorded`, before uses were counted) that
 * still hold it: their stream has not ended, does exist (a use whose create never appeared came
 * from a create that failed: those uses were appended with their record since their record was named, so the
 * 30 s grace the old delete gave them has long passed), and its newest event that names a wood
 * type names this one (a LOT moved to another wood type no longer holds the first). Read once
 * per wood type: the count that opens its first period.
 */
const legacyUsersHolding = (streams: Streams, woodTypeId: WoodTypeId, recorded: ReadonlyArray<RecordedEvent>) =>
  Effect.gen(function* () {
    const users = new Set<string>()
    for (const use of recorded) if (use.type === "WoodTypeUseRecorded") users.add((use.data as { usedBy: string }).usedBy)
    let holding = 0
    for (const usedBy of users) {
      const user = yield* streams.recorded(usedBy)
      const endedBy = endEventOf(usedBy)
      const ended = endedBy !== null && user.length > 0 && user[user.length - 1]!.type === endedBy
      if (user.length === 0 || ended || namedWoodType(user, woodTypeId) !== woodTypeId) continue
      holding++
    }
    return holding
  })

/** The events that set which wood type their record uses (a receipt's measurements may name others: they do not move the LOT). */
const WOOD_TYPE_SETTERS = new Set([
  "LotCreated",
  "LotUpdated",
  "CalculationSaved",
  "SlicingOperationRecorded",
  "SlicingOperationRevised",
  "DryingStarted",
  "DryingSetupEdited"
])

/** The wood type a user's newest setter names; `otherwise` when none does (a stock row: its key holds it). */
const namedWoodType = (user: ReadonlyArray<RecordedEvent>, otherwise: string): unknown => {
  for (let i = user.length - 1; i >= 0; i--) if (WOOD_TYPE_SETTERS.has(user[i]!.type)) return (user[i]!.data as { woodTypeId?: unknown }).woodTypeId
  return otherwise
}

/**
 * Decides `command` (a count or a release) on the wood type's current books, in the command's one
 * append: on the open period at any revision (uses never contend with one another, and a period
 * closed meanwhile makes the store refuse it and the command decide again); opening the first
 * period with the legacy users; or, on a full period, closing it and opening the next with its
 * count carried over. `whenClosed`: what the books being closed for good (the wood type deleted) mean.
 */
const onBooks = <E>(
  streams: Streams,
  woodTypeId: WoodTypeId,
  woodTypeRecorded: ReadonlyArray<RecordedEvent>,
  command: WoodTypeUsesCommand,
  whenClosed: () => Effect.Effect<void, E>
): Effect.Effect<void, E | DomainError> =>
  Effect.gen(function* () {
    const books = yield* currentBooks(streams, woodTypeId)
    const where = booksFor(books.state)
    switch (where) {
      case "open-first": {
        const count = books.period === 0 ? yield* legacyUsersHolding(streams, woodTypeId, woodTypeRecorded) : books.carried
        yield* streams.decide(books.ref, { _tag: "OpenWoodTypeUses", woodTypeId, period: books.period, count })
        yield* streams.decide(books.ref, command)
        return
      }
      case "carry-over": {
        const next = books.period + 1
        const carried = books.state._tag === "Open" ? books.state.count : 0
        yield* streams.decide(books.ref, { _tag: "CloseWoodTypeUses", woodTypeId, next })
        const nextBooks = periodOf(woodTypeId, next)
        const { state: nextState } = yield* streams.read(nextBooks, { assumeNew: true })
        // the next period opened after this one was read (a retry reads both): this one is closed by now
        if (nextState._tag !== "Unopened") return yield* streams.readAgain
        yield* streams.decide(nextBooks, { _tag: "OpenWoodTypeUses", woodTypeId, period: next, count: carried }, { assumeNew: true })
        yield* streams.decide(nextBooks, command)
        return
      }
      case "here":
        yield* streams.decide(books.ref, command, { tally: { closedBy: WOOD_TYPE_USES_CLOSED } })
        return
      case "closed":
        return yield* whenClosed()
      default:
        return yield* Effect.die(new Error(`unknown books ${String(where satisfies never)}`))
    }
  })

/**
 * Counts that `usedBy` (a new LOT, calculation, operation, batch or stock row: its stream) uses
 * the wood type, in the command's one append; refused with `refusal` when the wood type does not
 * exist or is deleted. The wood type's own stream is read, never appended to.
 */
export const countWoodTypeUse = (streams: Streams, named: string, usedBy: string, refusal: () => DomainError) =>
  Effect.gen(function* () {
    const woodTypeId = WoodTypeId.make(named)
    const { state, recorded } = yield* streams.read(woodTypeOf(woodTypeId))
    if (state._tag !== "Existing") return yield* Effect.fail(refusal())
    yield* onBooks(streams, woodTypeId, recorded, { _tag: "CountWoodTypeUse", woodTypeId, usedBy }, () => Effect.fail(refusal()))
  })

/** Counts one user fewer (`usedBy` deleted, or moved to another wood type), in the command's one append. Nothing for a wood type that is gone. */
export const releaseWoodTypeUse = (streams: Streams, named: string, usedBy: string) =>
  Effect.gen(function* () {
    const woodTypeId = WoodTypeId.make(named)
    const { state, recorded } = yield* streams.read(woodTypeOf(woodTypeId))
    if (state._tag !== "Existing") return
    yield* onBooks(streams, woodTypeId, recorded, { _tag: "ReleaseWoodTypeUse", woodTypeId, usedBy }, () => Effect.void)
  })

/** An edit that may move `usedBy` from one wood type to another: released from the first, counted on the second; nothing when it stays. */
export const moveWoodTypeUse = (streams: Streams, before: string | null, after: string, usedBy: string, refusal: () => DomainError) =>
  before === after
    ? Effect.void
    : Effect.zipRight(before === null ? Effect.void : releaseWoodTypeUse(streams, before, usedBy), countWoodTypeUse(streams, after, usedBy, refusal))

/**
 * The wood type's delete: its books closed for good at the revision read, refused in the spec's
 * words while any user is counted. A use counted meanwhile moves the books on, so the delete is
 * decided again (and refused); a use that comes after finds them closed and is refused.
 */
export const closeWoodTypeUses = (streams: Streams, woodTypeId: WoodTypeId, woodTypeRecorded: ReadonlyArray<RecordedEvent>) =>
  Effect.gen(function* () {
    const books = yield* currentBooks(streams, woodTypeId)
    if (books.state._tag === "Unopened")
      yield* streams.decide(books.ref, {
        _tag: "OpenWoodTypeUses",
        woodTypeId,
        period: books.period,
        count: books.period === 0 ? yield* legacyUsersHolding(streams, woodTypeId, woodTypeRecorded) : books.carried
      })
    yield* streams.decide(books.ref, { _tag: "CloseWoodTypeUses", woodTypeId, next: null })
  })

/**
 * Creates an aggregate that uses a wood type (a LOT, a calculation, a slicing operation, a drying
 * batch) with the use counted in the same append. Its id is new, so its stream is taken to be
 * empty without a read; the no-stream append guards that.
 */
export const createUsingWoodType = <C, S>(streams: Streams, ref: StreamRef<C, any, S>, command: C, woodTypeId: string, refusal: () => DomainError) =>
  Effect.zipLeft(streams.decide(ref, command, { assumeNew: true }), countWoodTypeUse(streams, woodTypeId, ref.streamId, refusal))
