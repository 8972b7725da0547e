import { DryingMessages } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { RechargeDecider } from "../../electricity-recharge/decider"
import { batchOf, completed, dryingId, NOW, admin, operator, readingAdded, startedFrom } from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { editDryingReading, type EditDryingReadingIntent } from "./decide"

const spec = StepSpec(editDryingReading)
const SMS = "QKF3H8J2LM Confirmed. TZS 10,000.00 paid to LUKU for meter 04312345678 on 15/11/26 at 10:42 AM. Token 5123 4567 8901 2345 6789. Units 38.4 kWh."
const running = batchOf(startedFrom(true), readingAdded(1), readingAdded(2))
const correct = (change: Partial<EditDryingReadingIntent["change"]> = {}, actor = operator): EditDryingReadingIntent => ({
  dryingId,
  readingId: "r2",
  change: { electricityMeter: 960, humidity: 30, ...change },
  actor,
  now: NOW
})

describe("correcting a drying batch's reading", () => {
  it("given a reading, when it is corrected without a time, then its figures change and its time stays what it was", () =>
    spec
      .given({ batch: running, recharge: null })
      .when(correct())
      .then({
        batch: [
          {
            _tag: "DryingReadingEdited",
            dryingId,
            readingId: "r2",
            readingTime: readingAdded(2).readingTime,
            electricityMeter: 960,
            humidity: 30,
            notes: null,
            lukuSms: null
          }
        ],
        recharge: null
      }))

  it("given a corrected time and notes, when the reading is corrected, then it takes that time and the notes trimmed", () =>
    spec
      .given({ batch: running, recharge: null })
      .when(correct({ readingTime: "2026-11-22T08:30:00+00:00", notes: "  door shut " }))
      .then((decided) => expect(decided.batch[0]).toMatchObject({ readingTime: "2026-11-22T08:30:00.000Z", notes: "door shut" })))

  it("given notes and an SMS of only spaces, when the reading is corrected, then it keeps neither", () =>
    spec
      .given({ batch: running, recharge: null })
      .when(correct({ notes: "   ", lukuSms: "  " }))
      .then((decided) => {
        expect(decided.batch[0]).toMatchObject({ notes: null, lukuSms: null })
        expect(decided.recharge).toBeNull()
      }))

  it("given a reading of another batch, when it is corrected here, then it is not found", () =>
    spec
      .given({ batch: running, recharge: null })
      .when({ ...correct(), readingId: "r9" })
      .thenError("NotFound", DryingMessages.readingNotFound))

  it("given a completed batch, when an operator corrects its reading, then it is refused; an admin may", () => {
    const done = batchOf(startedFrom(true), readingAdded(1), readingAdded(2), completed)
    spec.given({ batch: done, recharge: null }).when(correct()).thenError("Forbidden", DryingMessages.completed)
    spec
      .given({ batch: done, recharge: null })
      .when(correct({}, admin))
      .then((decided) => expect(decided.batch).toHaveLength(1))
  })

  it("given a correction whose SMS reads as a recharge, when it is decided, then the recharge is recorded once per token, as adding does", () =>
    spec
      .given({ batch: running, recharge: RechargeDecider.initialState })
      .when(correct({ lukuSms: SMS }))
      .then((decided) => expect(decided.recharge?.events).toHaveLength(1)))
})
