import { calculationStream, dryingStream, lotStream, slicingOperationStream, WoodTypeDecider, woodTypeStream } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { Effect, FiberRef } from "effect"
import { AppendedEventTypes } from "./appended-types"
import { CommandContext } from "./context"
import { eventMetadata, execute, loadAggregate, type CommandEnvelope } from "./execute"
import { ABANDONED_CLAIM_MS } from "./reservations"

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

/** The wood type a write names, or the writer's own refusal ("Please select a wood type", …); appends nothing. */
export const requireWoodType = <R>(woodTypeId: string, refusal: () => R) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(woodTypeId)).pipe(Effect.orDie)
    if (state._tag !== "Existing") return yield* Effect.fail(refusal())
    return { id: woodTypeId, name: state.name }
  })

/**
 * Records on the wood type's own stream that `usedBy` (a LOT's, calculation's, operation's,
 * batch's or stock row's stream) uses it, just before that thing is written. The wood type's
 * stream is the consistency boundary between "use it" and "delete it":
 * - a delete appends at the exact revision it checked, so a use recorded after that check
 *   makes the delete decide again (and refuse);
 * - a use appends at any revision (uses never contend with one another: twenty batches of
 *   one species may start at once) and then looks back: a deletion stored before its use
 *   means the wood type was gone first, and the writer is refused.
 * So of a concurrent create and delete exactly one wins.
 */
export const useWoodType = <R>(woodTypeId: string, usedBy: string, envelope: CommandEnvelope, refusal: () => R) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const streamId = woodTypeStream(woodTypeId)
    const { state } = yield* loadAggregate(store, WoodTypeDecider, streamId).pipe(Effect.orDie)
    const events = yield* WoodTypeDecider.decide({ _tag: "RecordWoodTypeUse", woodTypeId, usedBy }, state).pipe(Effect.mapError(refusal))
    if (events.length === 0) return
    const eventId = envelope.ids.next(`${streamId}@use:${usedBy}`)
    const metadata = eventMetadata(envelope)
    yield* store
      .appendToStream(
        streamId,
        events.map(({ _tag, ...data }) => ({ id: eventId, type: _tag, data, metadata })),
        { expectedRevision: "any" }
      )
      .pipe(Effect.orDie)
    yield* FiberRef.update(AppendedEventTypes, (types) => [...types, ...events.map((event) => event._tag)])
    const after = yield* store.readStream(streamId).pipe(Effect.orDie)
    const mine = after.findIndex((event) => event.id === eventId)
    const deletedFirst = after.findIndex((event) => event.type === "WoodTypeDeleted")
    if (deletedFirst !== -1 && (mine === -1 || deletedFirst < mine)) return yield* Effect.fail(refusal())
  })

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
