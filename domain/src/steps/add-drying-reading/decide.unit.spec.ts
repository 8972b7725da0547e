import { DryingMessages } from "@timber/contracts"
import { Effect } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../../decider/decider"
import { RechargeDecider } from "../../electricity-recharge/decider"
import { batchOf, dryingId, NOW, operator, readingAdded, startedFrom, STARTED_AT } from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { addDryingReading, type AddDryingReadingIntent } from "./decide"

const spec = StepSpec(addDryingReading)
const SMS = "QKF3H8J2LM Confirmed. TZS 10,000.00 paid to LUKU for meter 04312345678 on 15/11/26 at 10:42 AM. Token 5123 4567 8901 2345 6789. Units 38.4 kWh."
const TOKEN = "5123-4567-8901-2345-6789"
const running = batchOf(startedFrom(true), readingAdded(1))
const add = (reading: Partial<AddDryingReadingIntent["reading"]> = {}): AddDryingReadingIntent => ({
  dryingId,
  readingId: "r2",
  reading: { readingTime: "2026-11-22T08:00:00.000Z", electricityMeter: 960, humidity: 32, ...reading },
  actor: operator,
  createdByName: "Asha",
  now: NOW
})
const recordedOnce = fold(
  RechargeDecider,
  Effect.runSync(
    RechargeDecider.decide({ _tag: "RecordRecharge", token: TOKEN, kwhAmount: 38.4, totalPaid: 10000, smsText: SMS, dryingId }, RechargeDecider.initialState)
  )
)

describe("adding a reading to a drying batch", () => {
  it("given a running batch, when a reading is added, then it is recorded on the batch and no recharge is", () =>
    spec
      .given({ batch: running, recharge: null })
      .when(add({ notes: "  door shut " }))
      .then({ batch: [{ ...readingAdded(2), notes: "door shut" }], recharge: null }))

  it("given notes of only spaces, when a reading is added, then the reading has no notes", () =>
    spec
      .given({ batch: running, recharge: null })
      .when(add({ notes: "   " }))
      .then((decided) => expect(decided.batch[0]).toMatchObject({ notes: null })))

  it("given an SMS that reads as a LUKU recharge, when the reading carries it, then the recharge is recorded in the same decision", () =>
    spec
      .given({ batch: running, recharge: RechargeDecider.initialState })
      .when(add({ lukuSms: `  ${SMS} ` }))
      .then((decided) => {
        expect(decided.batch[0]).toMatchObject({ lukuSms: SMS })
        expect(decided.recharge?.token).toBe(TOKEN)
        expect(decided.recharge?.events).toHaveLength(1)
        expect(decided.recharge?.events[0]).toMatchObject({ token: TOKEN, kwhAmount: 38.4, totalPaid: 10000, dryingId })
      }))

  it("given the same recharge recorded already (the parse call, then the reading), when the reading carries it, then nothing more is recorded", () =>
    spec
      .given({ batch: running, recharge: recordedOnce })
      .when(add({ lukuSms: SMS }))
      .then((decided) => expect(decided.recharge).toEqual({ token: TOKEN, events: [] })))

  it("given an SMS that reads as no recharge, when the reading carries it, then it stays a note on the reading", () =>
    spec
      .given({ batch: running, recharge: null })
      .when(add({ lukuSms: "see you at the kiln" }))
      .then((decided) => {
        expect(decided.recharge).toBeNull()
        expect(decided.batch[0]).toMatchObject({ lukuSms: "see you at the kiln" })
      }))

  it("given an SMS of only spaces, when the reading carries it, then the reading keeps no SMS and no recharge is read from it", () =>
    spec
      .given({ batch: running, recharge: null })
      .when(add({ lukuSms: "   " }))
      .then({ batch: [readingAdded(2)], recharge: null }))

  it("given no reading time, when a reading is added, then it was taken when the server received it", () =>
    spec
      .given({ batch: batchOf(startedFrom(true)), recharge: null })
      .when({ ...add({ readingTime: undefined, electricityMeter: 990 }), now: "2026-11-22T09:00:00.000Z" })
      .then((decided) => expect(decided.batch[0]).toMatchObject({ readingTime: "2026-11-22T09:00:00.000Z" })))

  it("given a batch that was never started, when a reading is added, then it is not found", () =>
    spec.given({ batch: batchOf(), recharge: null }).when(add()).thenError("NotFound", DryingMessages.notFound))

  it("whatever time before its batch's start a reading names, it is refused by the batch's physics", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 30 }), (minutesBefore) =>
        spec
          .given({ batch: batchOf(startedFrom(true)), recharge: null })
          .when(add({ readingTime: new Date(Date.parse(STARTED_AT) - minutesBefore * 60_000).toISOString(), electricityMeter: 990 }))
          .thenError("BusinessRuleViolation")
      )
    ))
})
