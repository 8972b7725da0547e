import type { DryingBatchId } from "@timber/contracts"
import { Effect } from "effect"
import { DryingDecider } from "../../drying-batch/decider"
import type { DryingReadingDecision, DryingReadingGiven, DryingReadingInput } from "../add-drying-reading/decide"
import { rechargeOfReading, readingSms } from "../drying-reading-sms"
import type { Step } from "../step"

export interface EditDryingReadingIntent {
  readonly dryingId: DryingBatchId
  readonly readingId: string
  readonly change: DryingReadingInput
  readonly actor: { readonly role: string }
  readonly now: string
}

/**
 * A reading is corrected (an edit of its batch, spec section 6; a completed batch's readings are an
 * admin's): a reading time left out stays what it was (the spec's default "now" is for a new
 * reading), and an SMS that reads as a recharge records it once per token, as adding does.
 */
export const editDryingReading: Step<DryingReadingGiven, EditDryingReadingIntent, DryingReadingDecision> = (given, intent) =>
  Effect.gen(function* () {
    const { change } = intent
    const before = given.batch.readings.find((reading) => reading.readingId === intent.readingId)
    const batch = yield* DryingDecider.decide(
      {
        _tag: "EditDryingReading",
        dryingId: intent.dryingId,
        change: {
          readingId: intent.readingId,
          readingTime: change.readingTime ? new Date(change.readingTime).toISOString() : (before?.readingTime ?? new Date(0).toISOString()),
          electricityMeter: change.electricityMeter,
          humidity: change.humidity,
          notes: change.notes?.trim() ? change.notes.trim() : null,
          lukuSms: readingSms(change.lukuSms).sms
        },
        actor: intent.actor,
        now: intent.now
      },
      given.batch
    )
    return { batch, recharge: yield* rechargeOfReading(change.lukuSms, given.recharge, intent.dryingId) }
  })
