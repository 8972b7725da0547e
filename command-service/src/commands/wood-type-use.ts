import type { DomainError, WoodTypeEvent } from "@timber/contracts"
import {
  calculationStream,
  dryingStream,
  lotStream,
  slicingOperationStream,
  WoodTypeDecider,
  woodTypeStream,
  type Decider,
  type WoodTypeState
} from "@timber/domain"
import type { EventStoreUnavailable, RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { CommandContext } from "./context"
import {
  decideOn,
  eventMetadata,
  executeOne,
  executeTogether,
  loadAggregate,
  nothingDecided,
  type CommandEnvelope,
  type Decision,
  type Executed,
  type Loaded
} from "./execute"
import { ABANDONED_CLAIM_MS } from "./reservations"

/** The event after which a wood type may not be used: a use that lands after it is refused. */
const WOOD_TYPE_DELETED: WoodTypeEvent["_tag"] = "WoodTypeDeleted"

/**
 * What may use a wood type, by stream prefix, and the event that ends such a user (a deleted LOT
 * no longer holds its wood type). Transfers add their streams here when they use wood types.
 */
const WOOD_TYPE_USERS: ReadonlyArray<{ readonly prefix: string; readonly endedBy: string | null }> = [
  { prefix: lotStream(""), endedBy: "LotDeleted" },
  { prefix: calculationStream(""), endedBy: "CalculationDeleted" },
  { prefix: slicingOperationStream(""), endedBy: "SlicingOperationDeleted" },
  { prefix: dryingStream(""), endedBy: "DryingDeleted" },
  // a stock row never ends: its history stays in the ledger
  { prefix: "StockRow-", endedBy: null }
]

const endEventOf = (usedBy: string) => WOOD_TYPE_USERS.find((user) => usedBy.startsWith(user.prefix))?.endedBy ?? null

/**
 * The wood type a write names, or the writer's own refusal ("Please select a wood type", …); appends nothing.
 * `loaded` is its stream as read here, for `useWoodType` to decide on without reading it again.
 */
export const requireWoodType = <R>(woodTypeId: string, refusal: () => R) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const loaded = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(woodTypeId)).pipe(Effect.orDie)
    const { state } = loaded
    if (state._tag !== "Existing") return yield* Effect.fail(refusal())
    return { id: woodTypeId, name: state.name, loaded }
  })

/**
 * Records on the wood type's own stream that `usedBy` (a LOT's, calculation's, operation's,
 * batch's or stock row's stream) uses it, with that thing's own events where the caller can
 * (`executeTogether`). The wood type's stream is the consistency boundary between "use it" and
 * "delete it":
 * - a delete appends at the exact revision it checked, so a use recorded after that check
 *   makes the delete decide again (and refuse);
 * - a use appends at any revision (uses never contend with one another: twenty batches of
 *   one species may start at once) and is refused, with everything appended beside it, when the
 *   stream holds a deletion once it is in (`refuseIfHolds`: the store looks in the same
 *   statement on PostgreSQL, by reading back on EventStoreDB).
 * So of a concurrent create and delete exactly one wins.
 *
 * `loaded`: the stream as the writer already read it (`requireWoodType`), decided on instead of reading again.
 */
export const decideWoodTypeUse = <R extends DomainError>(
  woodTypeId: string,
  usedBy: string,
  envelope: CommandEnvelope,
  refusal: () => R,
  loaded?: Loaded<WoodTypeState>
): Effect.Effect<Decision<WoodTypeState>, R | EventStoreUnavailable, CommandContext> =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const streamId = woodTypeStream(woodTypeId)
    const { state } = loaded ?? (yield* loadAggregate(store, WoodTypeDecider, streamId))
    const events = yield* WoodTypeDecider.decide({ _tag: "RecordWoodTypeUse", woodTypeId, usedBy }, state).pipe(Effect.mapError(refusal))
    if (events.length === 0) return { append: null, types: [], state, touches: [] }
    const eventId = envelope.ids.next(`${streamId}@use:${usedBy}`)
    const metadata = eventMetadata(envelope)
    return {
      append: {
        streamId,
        events: events.map(({ _tag, ...data }) => ({ id: eventId, type: _tag, data, metadata })),
        expectedRevision: "any",
        refuseIfHolds: WOOD_TYPE_DELETED
      },
      types: events.map((event) => event._tag),
      state: events.reduce(WoodTypeDecider.evolve, state),
      touches: [],
      refusal
    }
  })

/**
 * `command` on `streamId` appended with the use of its wood type, and with `alongside` (a unique
 * value's claim) when given, in one append: stored together or not at all. `woodType.loaded` (from
 * `requireWoodType`) and `loaded` are decided on the first time instead of reading again.
 */
export const executeUsingWoodType = <C, E extends { _tag: string }, S, R extends DomainError>(
  woodType: { readonly id: string; readonly loaded?: Loaded<WoodTypeState> },
  refusal: () => R,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  envelope: CommandEnvelope,
  options: {
    readonly loaded?: Loaded<S>
    /** Decided beside it on every try (`firstTry`: the first one, which may skip a read the append guards). */
    readonly alongside?: (firstTry: boolean) => Effect.Effect<Decision<unknown>, DomainError | EventStoreUnavailable, CommandContext>
  } = {}
): Effect.Effect<Executed<S>, DomainError, CommandContext> =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const [executed] = yield* executeTogether(store, (firstTry) =>
      Effect.all([
        decideOn(store, decider, streamId, command, envelope, firstTry ? options.loaded : undefined),
        decideWoodTypeUse(woodType.id, streamId, envelope, refusal, firstTry ? woodType.loaded : undefined),
        options.alongside?.(firstTry) ?? Effect.succeed(nothingDecided)
      ] as const)
    )
    return executed
  })

/** Records a use on its own, before its user is written (where the two can't be appended together). */
export const useWoodType = <R extends DomainError>(
  woodTypeId: string,
  usedBy: string,
  envelope: CommandEnvelope,
  refusal: () => R,
  loaded?: Loaded<WoodTypeState>
) =>
  Effect.flatMap(CommandContext, ({ store }) =>
    Effect.asVoid(executeOne(store, (firstTry) => decideWoodTypeUse(woodTypeId, usedBy, envelope, refusal, firstTry ? loaded : undefined)))
  )

/**
 * The recorded users that no longer hold the wood type: their stream ended, or never appeared
 * (a create that failed after recording its use) for longer than an abandoned claim.
 */
export const goneWoodTypeUsers = (recorded: ReadonlyArray<RecordedEvent>) =>
  Effect.gen(function* () {
    const { store, now } = yield* CommandContext
    const gone: string[] = []
    for (const use of recorded.filter((event) => event.type === "WoodTypeUseRecorded")) {
      const usedBy = (use.data as { usedBy: string }).usedBy
      const user = yield* store.readStream(usedBy).pipe(Effect.orDie)
      const endedBy = endEventOf(usedBy)
      const ended = endedBy !== null && user.length > 0 && user[user.length - 1]!.type === endedBy
      const neverAppeared = user.length === 0 && now().getTime() - use.recordedAt.getTime() > ABANDONED_CLAIM_MS
      if (ended || neverAppeared) gone.push(usedBy)
    }
    return gone
  })
