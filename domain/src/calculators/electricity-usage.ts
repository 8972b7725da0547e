/**
 * Electricity a drying batch used, from its meter readings (factory spec section 9, issue 26
 * item 3). The kiln's LUKU meter is prepaid: it counts the units left, so use shows as the
 * meter falling between readings and a recharge as a jump up. Both readings of the spec are given:
 *
 * - **A** (the list): the sum of the differences between consecutive readings, starting from the
 *   batch's starting units; a fall counts as its absolute value; a jump up of more than
 *   RECHARGE_JUMP units is a recharge, not use, and is left out (decision: "differences over 100
 *   are ignored" applies to jumps up — a fall of more than 100 units is use the kiln really had);
 * - **B** (the details' cost view): the absolute difference of the latest meter and the starting
 *   units.
 *
 * Without starting units the first reading is the start (decision: the spec gives no default).
 */
export const RECHARGE_JUMP = 100

/** Default tariff, TZS per kWh, when no recharge gives one. */
export const DEFAULT_TARIFF_TZS_PER_KWH = 292

export interface MeterReading {
  readonly electricityMeter: number
}

const startOf = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>) => startingUnits ?? readings[0]?.electricityMeter ?? 0

/** A jump of more than 100 units since the reading before: the meter was recharged ("Recharged"). */
export const isRecharge = (previous: number, current: number) => current - previous > RECHARGE_JUMP

/** Per reading, in time order: whether it shows a recharge since the one before (the first: since the starting units). */
export const rechargedReadings = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>): ReadonlyArray<boolean> => {
  let previous = startOf(startingUnits, readings)
  return readings.map(({ electricityMeter }) => {
    const recharged = isRecharge(previous, electricityMeter)
    previous = electricityMeter
    return recharged
  })
}

/** Reading A, kWh: readings in time order. */
export const electricityUsedA = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>): number => {
  let previous = startOf(startingUnits, readings)
  let used = 0
  for (const { electricityMeter } of readings) {
    if (!isRecharge(previous, electricityMeter)) used += Math.abs(electricityMeter - previous)
    previous = electricityMeter
  }
  return used
}

/** Reading B, kWh: |latest − starting|; nothing without readings. */
export const electricityUsedB = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>): number => {
  const latest = readings[readings.length - 1]
  return latest === undefined ? 0 : Math.abs(latest.electricityMeter - startOf(startingUnits, readings))
}

export interface Recharge {
  readonly totalPaid: number
  readonly kwhAmount: number
}

/** TZS per kWh: the latest recharge's totalPaid / kwhAmount, else 292. */
export const tariffPerKwh = (latestRecharge: Recharge | null | undefined): number =>
  latestRecharge && latestRecharge.kwhAmount > 0 && latestRecharge.totalPaid >= 0
    ? latestRecharge.totalPaid / latestRecharge.kwhAmount
    : DEFAULT_TARIFF_TZS_PER_KWH
