import {
  CALCULATION_STREAM_PREFIX,
  DRYING_STREAM_PREFIX,
  LOT_STREAM_PREFIX,
  SLICING_OPERATION_STREAM_PREFIX,
  WoodTypeDecider,
  woodTypeStream
} from "@timber/domain"
import { WoodTypeId, type DomainError } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { CommandContext } from "./context"
import { streamOf, type StreamRef, type Streams } from "./execute"
import { ABANDONED_CLAIM_MS } from "./reservations"

/**
 * What may use a wood type, by stream prefix, and the event that ends such a user (a deleted LOT
 * no longer holds its wood type). Transfers add their streams here when they use wood types.
 */
const WOOD_TYPE_USERS: ReadonlyArray<{ readonly prefix: string; readonly endedBy: string | null }> = [
  { prefix: LOT_STREAM_PREFIX, endedBy: "LotDeleted" },
  { prefix: CALCULATION_STREAM_PREFIX, endedBy: "CalculationDeleted" },
  { prefix: SLICING_OPERATION_STREAM_PREFIX, endedBy: "SlicingOperationDeleted" },
  { prefix: DRYING_STREAM_PREFIX, endedBy: "DryingDeleted" },
  // a stock row never ends: its history stays in the ledger
  { prefix: "StockRow-", endedBy: null }
]

const endEventOf = (usedBy: string) => WOOD_TYPE_USERS.find((user) => usedBy.startsWith(user.prefix))?.endedBy ?? null

/** A wood type's stream, named by another record (a LOT's, a batch's, a body's `wood_type_id`): its id is branded here. */
export const woodTypeOf = (woodTypeId: string) => streamOf(WoodTypeDecider, woodTypeStream(WoodTypeId.make(woodTypeId)))

/**
 * The wood type a write names, or the writer's own refusal ("Please select a wood type", …).
 * Read through the command's streams, so recording its use (`streams.recordUse`) reads it no more.
 */
export const requireWoodType = <R>(streams: Streams, woodTypeId: string, refusal: () => R) =>
  Effect.gen(function* () {
    const { state } = yield* streams.read(woodTypeOf(woodTypeId))
    if (state._tag !== "Existing") return yield* Effect.fail(refusal())
    return { id: WoodTypeId.make(woodTypeId), name: state.name }
  })

/**
 * Creates an aggregate that uses a wood type (a LOT, a calculation, a slicing operation, a drying
 * batch) with the use recorded in the same append. Its id is new, so its stream is taken to be
 * empty without a read; the no-stream append guards that.
 */
export const createUsingWoodType = <C, S>(streams: Streams, ref: StreamRef<C, any, S>, command: C, woodTypeId: string, refusal: () => DomainError) =>
  Effect.zipLeft(streams.decide(ref, command, { assumeNew: true }), streams.recordUse(woodTypeId, ref.streamId, refusal))

/**
 * The recorded users that no longer hold the wood type: their stream ended, or never appeared
 * (a create that failed after recording its use) for longer than an abandoned claim.
 */
export const goneWoodTypeUsers = (streams: Streams, recorded: ReadonlyArray<RecordedEvent>) =>
  Effect.gen(function* () {
    const { now } = yield* CommandContext
    const gone: string[] = []
    for (const use of recorded.filter((event) => event.type === "WoodTypeUseRecorded")) {
      const usedBy = (use.data as { usedBy: string }).usedBy
      const user = yield* streams.recorded(usedBy)
      const endedBy = endEventOf(usedBy)
      const ended = endedBy !== null && user.length > 0 && user[user.length - 1]!.type === endedBy
      const neverAppeared = user.length === 0 && now().getTime() - use.recordedAt.getTime() > ABANDONED_CLAIM_MS
      if (ended || neverAppeared) gone.push(usedBy)
    }
    return gone
  })
