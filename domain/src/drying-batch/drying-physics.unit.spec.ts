import { DryingBatchId, DryingMessages, WoodTypeId, type DryingCommand, type DryingEvent } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { DryingDecider } from "./decider"
import {
  completionWarning,
  FUTURE_ALLOWANCE_MS,
  humidityRefusal,
  METER_TOLERANCE_KWH,
  meterRefusal,
  meterRiseRefusal,
  meterSequenceRefusal,
  readingTimeRefusal,
  startingMeterRefusal
} from "../calculators/drying-physics"

const spec = DeciderSpec(DryingDecider)
const dryingId = DryingBatchId.make("d1")
const START = "2026-11-22T06:00:00.000Z"
const NOW = "2026-11-22T18:00:00.000Z"
const operator = { role: "USER" }
const setup = {
  woodTypeId: WoodTypeId.make("wt"),
  woodTypeName: "Mvule",
  thicknessMm: 50.8,
  pieceCount: 120,
  startingHumidity: 42,
  startingElectricityUnits: 500,
  startTime: START,
  notes: null
}
const startWith = (change: Partial<typeof setup>): DryingCommand => ({
  _tag: "StartDrying",
  dryingId,
  batchNumber: "DB-2026-0001",
  warehouseId: null,
  stockThickness: '2"',
  createdByName: "Asha",
  stockTaken: false,
  setup: { ...setup, ...change },
  now: NOW
})
const started: DryingEvent = {
  _tag: "DryingStarted",
  dryingId,
  batchNumber: "DB-2026-0001",
  warehouseId: null,
  stockThickness: '2"',
  createdByName: "Asha",
  stockTaken: false,
  ...setup
}
/** A LUKU SMS as M-Pesa sends it: 38.4 kWh bought for TZS 10,000. */
const SMS_38_4_KWH =
  "QKF3H8J2LM Confirmed. TZS 10,000.00 paid to LUKU for meter 04312345678 on 15/11/26 at 10:42 AM. Token 5123 4567 8901 2345 6789. Units 38.4 kWh. VAT TZS 1,525.42 EWURA TZS 91.74 REA TZS 305.08."
const readingOf = (id: string, hours: number, electricityMeter: number, humidity: number, lukuSms: string | null = null) => ({
  readingId: id,
  readingTime: new Date(Date.parse(START) + hours * 3_600_000).toISOString(),
  electricityMeter,
  humidity,
  notes: null,
  lukuSms,
  createdByName: "Asha"
})
type Reading = ReturnType<typeof readingOf>
const add = (reading: Reading): DryingCommand => ({ _tag: "AddDryingReading", dryingId, reading, actor: operator, now: NOW })
const added = (reading: Reading): DryingEvent => ({ _tag: "DryingReadingAdded", dryingId, ...reading })

describe("drying physics: the batch refuses the impossible in words (issue 37 items 2 and 5)", () => {
  describe("given/when/then on the batch", () => {
    it("given nothing, when a batch starts with a meter of −3 kWh, then it is refused: a meter never reads below 0", () =>
      spec
        .given([])
        .when(startWith({ startingElectricityUnits: -3 }))
        .thenError("BusinessRuleViolation", DryingMessages.startingMeterNegative))

    it("given nothing, when a batch starts two days ahead of now, then it is refused; when it starts now, then it is recorded", () => {
      spec
        .given([])
        .when(startWith({ startTime: "2026-11-24T18:00:00.000Z" }))
        .thenError("BusinessRuleViolation", DryingMessages.inTheFuture("start"))
      spec.given([]).when(startWith({})).then([started])
    })

    it("given a batch started at 06:00, when a reading dated 05:00 is added, then it is refused naming the start", () =>
      spec
        .given([started])
        .when(add(readingOf("r1", -1, 490, 40)))
        .thenError("BusinessRuleViolation", DryingMessages.readingBeforeStart(START)))

    it("given a running batch, when a reading is dated more than a day ahead of now, then it is refused", () =>
      spec
        .given([started])
        .when(add(readingOf("r1", 12 + 25, 490, 40)))
        .thenError("BusinessRuleViolation", DryingMessages.inTheFuture("reading")))

    it("given a batch started at 500 kWh on its prepaid meter, when a reading shows 520 without a recharge, then it is refused: the meter only rises by a recharge", () =>
      spec
        .given([started])
        .when(add(readingOf("r1", 2, 520, 40)))
        .thenError("BusinessRuleViolation", DryingMessages.meterRoseWithoutRecharge(500, 520)))

    it("given a reading at 480 kWh, when the next shows 510 with the SMS of a 38.4 kWh recharge pasted, then it is recorded (8.4 kWh used)", () => {
      const first = readingOf("r1", 2, 480, 38)
      const recharged = readingOf("r2", 4, 510, 35, SMS_38_4_KWH)
      spec
        .given([started, added(first)])
        .when(add(recharged))
        .then([added(recharged)])
    })

    it("given a reading at 480 kWh, when the next shows 700 with a 38.4 kWh recharge, then it is refused: the meter rose by more than was bought", () =>
      spec
        .given([started, added(readingOf("r1", 2, 480, 38))])
        .when(add(readingOf("r2", 4, 700, 35, SMS_38_4_KWH)))
        .thenError("BusinessRuleViolation", DryingMessages.meterRoseAboveRecharge(220, 38.4)))

    it("given readings at 480 and 460 kWh, when the first is corrected to 450 (below the one after it), then it is refused: the meter would have risen without a recharge", () =>
      spec
        .given([started, added(readingOf("r1", 2, 480, 38)), added(readingOf("r2", 4, 460, 35))])
        .when({ _tag: "EditDryingReading", dryingId, change: readingOf("r1", 2, 450, 38), actor: operator, now: NOW })
        .thenError("BusinessRuleViolation", DryingMessages.meterRoseWithoutRecharge(450, 460)))

    it("given a batch whose latest reading is 17 % against a 12 % target, when it is completed, then it completes and records both figures, and the warning says so in words", () => {
      const readings = [readingOf("r1", 2, 480, 30), readingOf("r2", 4, 460, 17)]
      spec
        .given([started, ...readings.map(added)])
        .when({ _tag: "CompleteDrying", dryingId, endTime: NOW, targetHumidity: 12 })
        .then([{ _tag: "DryingCompleted", dryingId, endTime: NOW, finalHumidity: 17, targetHumidity: 12 }])
      expect(completionWarning(17, 12)).toBe("The latest humidity is 17 %, above the 12 % target: the wood may not be dry yet. Complete anyway?")
    })
  })

  describe("the rules, for every value", () => {
    const kwh = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100)
    const hours = fc.integer({ min: -24 * 30, max: 24 * 30 })

    it("a meter is refused exactly when it reads below 0 kWh", () =>
      fc.assert(
        fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (meter) => {
          expect(meterRefusal(meter) !== null).toBe(meter < 0)
          expect(startingMeterRefusal(meter) !== null).toBe(meter < 0)
        })
      ))

    it("a humidity is refused exactly when it lies outside 0–100 %", () =>
      fc.assert(
        fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (humidity) => {
          expect(humidityRefusal(humidity) !== null).toBe(humidity < 0 || humidity > 100)
        })
      ))

    it("a reading is refused exactly when it is dated before its batch started or more than a day after now", () =>
      fc.assert(
        fc.property(hours, hours, (readingHours, nowHours) => {
          const at = (h: number) => new Date(Date.parse(START) + h * 3_600_000).toISOString()
          const refused = readingTimeRefusal(START, at(readingHours), at(nowHours)) !== null
          expect(refused).toBe(readingHours < 0 || (readingHours - nowHours) * 3_600_000 > FUTURE_ALLOWANCE_MS)
        })
      ))

    it("a prepaid meter falling (units used) is always taken, recharge or not", () =>
      fc.assert(fc.property(kwh, kwh, kwh, (previous, used, recharged) => meterRiseRefusal(previous, Math.max(0, previous - used), recharged) === null)))

    it("a meter rising is taken exactly when the rise is within the kWh recharged with it (plus the tolerance)", () =>
      fc.assert(
        fc.property(kwh, kwh, fc.oneof(fc.constant(0), kwh), (previous, rise, recharged) => {
          const refused = meterRiseRefusal(previous, previous + rise, recharged) !== null
          expect(refused).toBe(previous + rise - previous > recharged + METER_TOLERANCE_KWH)
        })
      ))

    it("a corrected reading is checked against both neighbours: it may not sit above the one before it nor below the one after it, without a recharge", () =>
      fc.assert(
        fc.property(kwh, kwh, kwh, (before, changedTo, after) => {
          const readings = [readingOf("r1", 1, before, 40), readingOf("r2", 2, 0, 40), readingOf("r3", 3, after, 40)]
          const refused = meterSequenceRefusal(null, readings, readingOf("r2", 2, changedTo, 40)) !== null
          expect(refused).toBe(changedTo - before > METER_TOLERANCE_KWH || after - changedTo > METER_TOLERANCE_KWH)
        })
      ))

    it("completion is warned exactly when the final humidity is above the target, never without a reading", () =>
      fc.assert(
        fc.property(
          fc.option(
            fc.integer({ min: 0, max: 1000 }).map((n) => n / 10),
            { nil: null }
          ),
          fc.integer({ min: 0, max: 100 }),
          (final, target) => {
            expect(completionWarning(final, target) !== null).toBe(final !== null && final > target)
          }
        )
      ))
  })
})
