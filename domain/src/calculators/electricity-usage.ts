import { Either } from "effect"
import { parseLukuSms } from "./luku-sms"

/**
 * Electricity a drying batch used, from its meter readings (factory spec section 9
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
 *
 * Both stay as the spec describes them; what a batch is charged for is `electricityUsed`: the
 * meter's fall plus the recharges pasted with its readings.
 */
export const RECHARGE_JUMP = 100

/** Default tariff, TZS per kWh, when no recharge gives one. */
export const DEFAULT_TARIFF_TZS_PER_KWH = 292

export interface MeterReading {
  readonly electricityMeter: number
  /** The LUKU SMS pasted with the reading: the recharge bought since the reading before. */
  readonly lukuSms?: string | null
}

/** The units on the meter when the batch started: its starting units, else its first reading. */
export const unitsAtStartOf = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>) => startingUnits ?? readings[0]?.electricityMeter ?? 0
const startOf = unitsAtStartOf

/** A jump of more than 100 units since the reading before: the meter was recharged ("Recharged"). */
export const isRecharge = (previous: number, current: number) => current - previous > RECHARGE_JUMP

/**
 * The register's figures of recharges by token ("1234-5678-9012-3456-7890"): a corrected one's
 * corrected figures, null for a voided one. A token it does not hold is read from the SMS.
 */
export type RechargeRegister = ReadonlyMap<string, Recharge | null>

/** The recharge a reading's pasted SMS records (its kWh and TZS, as the register holds them now); null without one, when it reads as none, or voided. */
export const rechargeOfSms = (lukuSms: string | null | undefined, register?: RechargeRegister): Recharge | null => {
  const parsed = lukuSms ? Either.getOrNull(parseLukuSms(lukuSms)) : null
  if (parsed === null) return null
  const registered = register?.get(parsed.token)
  return registered === undefined ? { kwhAmount: parsed.kwhAmount, totalPaid: parsed.totalPaid } : registered
}

/**
 * Per reading, in time order: "Recharged" when it carries the SMS of a recharge, or,
 * for a reading taken before recharges were pasted with readings, when the meter jumped more than
 * 100 units since the one before (the first: since the starting units).
 */
export const rechargedReadings = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>): ReadonlyArray<boolean> => {
  let previous = startOf(startingUnits, readings)
  return readings.map(({ electricityMeter, lukuSms }) => {
    const recharged = rechargeOfSms(lukuSms) !== null || isRecharge(previous, electricityMeter)
    previous = electricityMeter
    return recharged
  })
}

/**
 * kWh the kiln used: its prepaid meter counts the units left down, so use is
 * the starting units less the latest reading plus every recharge pasted with a reading in between
 * (500 at the start, 126 kWh bought, 390 at the end: 236 kWh used, not 110). Never negative: a
 * meter typed above what was bought (refused since calculators/drying-physics.ts; older batches may hold one)
 * counts as no use.
 */
export const electricityUsed = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>, register?: RechargeRegister): number => {
  const latest = readings[readings.length - 1]
  if (latest === undefined) return 0
  const recharged = rechargesOf(startingUnits, readings, register).reduce((sum, recharge) => sum + recharge.kwhAmount, 0)
  return Math.max(0, startOf(startingUnits, readings) - latest.electricityMeter + recharged)
}

/**
 * What the units a batch used cost (a batch's tariff is the tariff of the units
 * it used, not the last SMS pasted anywhere). The meter spends its units first in, first out: the
 * units on it at the start, bought at `tariffAtStart` (the recharge recorded before the batch
 * started), then each recharge pasted during the batch at its own totalPaid / kwhAmount. A use
 * beyond every unit bought (a misread meter) is priced at the last tariff.
 */
export const costOfUnitsUsed = (unitsAtStart: number, tariffAtStart: number, recharges: ReadonlyArray<Recharge>, kwhUsed: number): number => {
  const lots = [{ kwh: Math.max(0, unitsAtStart), tariff: tariffAtStart }, ...recharges.map((r) => ({ kwh: r.kwhAmount, tariff: tariffPerKwh(r) }))]
  let left = Math.max(0, kwhUsed)
  let cost = 0
  for (const lot of lots) {
    const taken = Math.min(left, lot.kwh)
    cost += taken * lot.tariff
    left -= taken
  }
  return cost + left * lots[lots.length - 1]!.tariff
}

/**
 * The recharges pasted with a batch's readings, in time order. Without starting units the first
 * reading is the start, so what it was recharged by is already in its figure.
 */
export const rechargesOf = (startingUnits: number | null, readings: ReadonlyArray<MeterReading>, register?: RechargeRegister): ReadonlyArray<Recharge> =>
  (startingUnits === null ? readings.slice(1) : readings).flatMap((reading) => {
    const recharge = rechargeOfSms(reading.lukuSms, register)
    return recharge === null ? [] : [recharge]
  })

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
