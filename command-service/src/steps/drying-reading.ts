import {
  addDryingReading,
  editDryingReading,
  readingSms,
  RechargeDecider,
  rechargeStream,
  type AddDryingReadingIntent,
  type EditDryingReadingIntent,
  type RechargeRecorded
} from "@timber/domain"
import { Effect } from "effect"
import { claimReadingOwner } from "../commands/drying-reading-owner"
import { streamOf, type CommandEnvelope, type Streams } from "../commands/execute"
import { batchOf } from "./drying-batch"

const rechargeOf = (token: string) => streamOf(RechargeDecider, rechargeStream(token))

/** The stream of the recharge a reading's SMS reads as, when it reads as one. */
const rechargeRead = (streams: Streams, lukuSms: string | null | undefined) => {
  const { recharge } = readingSms(lukuSms)
  return recharge === null ? Effect.succeed(null) : Effect.map(streams.read(rechargeOf(recharge.token)), ({ state }) => state)
}

const recordRecharge = (streams: Streams, recorded: RechargeRecorded | null) =>
  recorded === null ? Effect.void : streams.record(rechargeOf(recorded.token), recorded.events)

/**
 * Adds a reading to a batch (domain `addDryingReading`): the reading, which batch owns it (PUT
 * /factory/drying-readings/{id} names only the reading) and the recharge its SMS reads as, in one append. Answers the batch's stream.
 */
export const addDryingReadingCommand = (intent: Omit<AddDryingReadingIntent, "readingId" | "now">) => (streams: Streams, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const readingId = envelope.ids.next("drying-reading")
    const batch = batchOf(intent.dryingId)
    const { state } = yield* streams.read(batch)
    const recharge = yield* rechargeRead(streams, intent.reading.lukuSms)
    const decided = yield* addDryingReading({ batch: state, recharge }, { ...intent, readingId, now: envelope.occurredAt })
    yield* streams.record(batch, decided.batch)
    yield* claimReadingOwner(streams, readingId, intent.dryingId)
    yield* recordRecharge(streams, decided.recharge)
    return batch
  })

/** Corrects a reading (domain `editDryingReading`): the correction and the recharge its SMS reads as, in one append. Answers the batch's stream. */
export const editDryingReadingCommand = (intent: Omit<EditDryingReadingIntent, "now">) => (streams: Streams, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const batch = batchOf(intent.dryingId)
    const { state } = yield* streams.read(batch)
    const recharge = yield* rechargeRead(streams, intent.change.lukuSms)
    const decided = yield* editDryingReading({ batch: state, recharge }, { ...intent, now: envelope.occurredAt })
    yield* streams.record(batch, decided.batch)
    yield* recordRecharge(streams, decided.recharge)
    return batch
  })
