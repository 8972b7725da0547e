import type { DryingBatchId, DryingEvent } from "@timber/contracts"
import { Effect } from "effect"
import { DryingDecider, type DryingState } from "../../drying-batch/decider"
import type { RechargeState } from "../../electricity-recharge/decider"
import { rechargeOfReading, readingSms, type RechargeRecorded } from "../drying-reading-sms"
import type { Step } from "../step"

/** A reading's figures as the dialog sends them. */
export interface DryingReadingInput {
  readonly readingTime?: string | undefined
  readonly electricityMeter: number
  readonly humidity: number
  readonly notes?: string | null | undefined
  readonly lukuSms?: string | null | undefined
}

export interface AddDryingReadingIntent {
  readonly dryingId: DryingBatchId
  readonly readingId: string
  readonly reading: DryingReadingInput
  readonly actor: { readonly role: string }
  readonly createdByName: string | null
  /** When the server received it: the reading's time when none is given; a reading more than a day ahead of it is refused. */
  readonly now: string
}

export interface DryingReadingGiven {
  readonly batch: DryingState
  /** The stream of the recharge the reading's SMS reads as (`readingSms`), when it reads as one; else null. */
  readonly recharge: RechargeState | null
}

export interface DryingReadingDecision {
  readonly batch: ReadonlyArray<DryingEvent>
  /** The recharge its SMS records, once per token; null when the SMS reads as none. */
  readonly recharge: RechargeRecorded | null
}

/**
 * A reading is added to a running batch (or, by an admin, to a completed one): its physics are the
 * batch's (never before its start, a meter never backwards but by a recharge), and the recharge its
 * SMS reads as is recorded in the same append.
 */
export const addDryingReading: Step<DryingReadingGiven, AddDryingReadingIntent, DryingReadingDecision> = (given, intent) =>
  Effect.gen(function* () {
    const { reading } = intent
    const batch = yield* DryingDecider.decide(
      {
        _tag: "AddDryingReading",
        dryingId: intent.dryingId,
        reading: {
          readingId: intent.readingId,
          readingTime: reading.readingTime ? new Date(reading.readingTime).toISOString() : intent.now,
          electricityMeter: reading.electricityMeter,
          humidity: reading.humidity,
          notes: reading.notes?.trim() ? reading.notes.trim() : null,
          lukuSms: readingSms(reading.lukuSms).sms,
          createdByName: intent.createdByName
        },
        actor: intent.actor,
        now: intent.now
      },
      given.batch
    )
    return { batch, recharge: yield* rechargeOfReading(reading.lukuSms, given.recharge, intent.dryingId) }
  })
