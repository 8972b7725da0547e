import { DryingMessages } from "@timber/contracts"
import { rechargeOfSms } from "./electricity-usage"

/**
 * What a kiln batch's figures can physically be, each rule once, as a
 * pure function answering the refusal in words (null when the figures hold). The decider refuses
 * with them; the console may ask them before it sends.
 *
 * - a meter never reads below 0 kWh, humidity stays within 0–100 %;
 * - a reading is never dated before its batch started, and no time is more than a day ahead of
 *   the moment the server received it (a day: a clock set wrong by a time zone still passes);
 * - the kiln's LUKU meter is prepaid and counts the units left down: it rises only by a recharge,
 *   and then by at most the recharge's kWh (the SMS pasted with the reading), so a rise without
 *   one, or above it, is a misread;
 * - completing above the target humidity is allowed but never silent (`completionWarning`).
 */
export const FUTURE_ALLOWANCE_MS = 24 * 3_600_000

/**
 * How far a meter may rise beyond a recharge's kWh and still be believed, kWh (decision: the
 * meter shows 2 decimals and a reading is typed by hand; one unit covers rounding, not a misread).
 */
export const METER_TOLERANCE_KWH = 1

export const humidityRefusal = (humidity: number | null): string | null =>
  humidity === null || (humidity >= 0 && humidity <= 100) ? null : DryingMessages.humidityRange

export const startingMeterRefusal = (units: number | null): string | null => (units === null || units >= 0 ? null : DryingMessages.startingMeterNegative)

export const meterRefusal = (meter: number): string | null => (meter >= 0 ? null : DryingMessages.meterNegative)

/** A time more than a day after `now`. */
export const futureRefusal = (what: "reading" | "start", time: string, now: string): string | null =>
  Date.parse(time) - Date.parse(now) > FUTURE_ALLOWANCE_MS ? DryingMessages.inTheFuture(what) : null

export const readingTimeRefusal = (batchStart: string, readingTime: string, now: string): string | null =>
  Date.parse(readingTime) < Date.parse(batchStart) ? DryingMessages.readingBeforeStart(batchStart) : futureRefusal("reading", readingTime, now)

/** kWh a reading's pasted LUKU SMS recharged the meter by; 0 without one or when it does not read as a recharge. */
export const rechargedKwhOf = (lukuSms: string | null): number => rechargeOfSms(lukuSms)?.kwhAmount ?? 0

const round2 = (n: number) => Math.round(n * 100) / 100

/** The meter moving from `previous` to `meter` with `rechargedKwh` bought in between: a rise beyond the recharge is refused. */
export const meterRiseRefusal = (previous: number, meter: number, rechargedKwh: number): string | null => {
  const rise = meter - previous
  if (rise <= rechargedKwh + METER_TOLERANCE_KWH) return null
  return rechargedKwh === 0 ? DryingMessages.meterRoseWithoutRecharge(previous, meter) : DryingMessages.meterRoseAboveRecharge(round2(rise), rechargedKwh)
}

export interface MeteredReading {
  readonly readingId: string
  readonly readingTime: string
  readonly electricityMeter: number
  readonly lukuSms: string | null
}

/** Readings in time order (the order added among equal times). */
export const inTimeOrder = <R extends { readonly readingTime: string }>(readings: ReadonlyArray<R>): ReadonlyArray<R> =>
  readings
    .map((reading, i) => ({ reading, i }))
    .sort((a, b) => Date.parse(a.reading.readingTime) - Date.parse(b.reading.readingTime) || a.i - b.i)
    .map(({ reading }) => reading)

/**
 * The meter rule over a batch's readings once `changed` is added (or replaces the reading of its
 * id): `changed` is checked against the reading before it (or the starting units) and the reading
 * after it against `changed`. Only the pairs the change touches: a batch recorded before this rule
 * keeps its other readings as they were.
 */
export const meterSequenceRefusal = (startingUnits: number | null, readings: ReadonlyArray<MeteredReading>, changed: MeteredReading): string | null => {
  const ordered = inTimeOrder([...readings.filter((reading) => reading.readingId !== changed.readingId), changed])
  const at = ordered.findIndex((reading) => reading.readingId === changed.readingId)
  const before = at === 0 ? startingUnits : ordered[at - 1]!.electricityMeter
  const after = ordered[at + 1]
  return (
    (before === null ? null : meterRiseRefusal(before, changed.electricityMeter, rechargedKwhOf(changed.lukuSms))) ??
    (after === undefined ? null : meterRiseRefusal(changed.electricityMeter, after.electricityMeter, rechargedKwhOf(after.lukuSms)))
  )
}

/** The words the console confirms and the completion records when a batch ends above its target humidity; null at or below it. */
export const completionWarning = (finalHumidity: number | null, targetHumidity: number): string | null =>
  finalHumidity !== null && finalHumidity > targetHumidity ? DryingMessages.completedAboveTarget(finalHumidity, targetHumidity) : null
