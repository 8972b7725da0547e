import {
  costOfUnitsUsed,
  electricityUsed,
  electricityUsedA,
  electricityUsedB,
  rechargesOf,
  tariffPerKwh,
  unitsAtStartOf,
  type MeterReading,
  type Recharge,
  type RechargeRegister
} from "./electricity-usage"

/**
 * What a drying batch cost (factory spec section 9), one
 * definition for the server's kiln charges, the console and the PDF:
 *
 * - electricity: the kWh the kiln used (`electricityUsed`: the prepaid meter's fall plus the
 *   recharges pasted with the batch's readings) priced as those units were bought, first in first
 *   out (`costOfUnitsUsed`): the units on the meter at the start at the tariff of the recharge
 *   recorded before the batch started (292 TZS per kWh without one), then each recharge pasted
 *   during the batch at its own. A recharge recorded later never prices this batch;
 * - depreciation: annual = purchase price / lifespan years (a lifespan that is empty or not
 *   positive counts as 1; a missing setting is the default 10, applied by the settings); monthly =
 *   annual / 12; the batch's share = running hours × annual / 8760;
 * - maintenance: the batch's running hours' share of the maintenance cost per year (× hours / 8760);
 * - labour: running hours × the labour cost per hour;
 * - total = electricity + depreciation + maintenance + labour.
 *
 * Per m³ of wood dried: kWh / m³ and TZS / m³, null when the batch's volume is not known.
 */
export const HOURS_PER_YEAR = 8760
export const DEFAULT_LIFESPAN_YEARS = 10

export const annualDepreciation = (purchasePrice: number, lifespanYears: number | null | undefined): number =>
  purchasePrice / (lifespanYears !== null && lifespanYears !== undefined && lifespanYears > 0 ? lifespanYears : 1)

/** The straight-line write-off's rate, % of the price a year: 100 / lifespan (the lifespan as annualDepreciation counts it). */
export const depreciationRatePercent = (lifespanYears: number | null | undefined): number => annualDepreciation(100, lifespanYears)

export const monthlyDepreciation = (purchasePrice: number, lifespanYears: number | null | undefined): number =>
  annualDepreciation(purchasePrice, lifespanYears) / 12

/** A yearly amount's share for `runningHours` (never negative): what depreciation and maintenance charge a batch. */
export const shareOfYear = (runningHours: number, annual: number): number => (Math.max(0, runningHours) * annual) / HOURS_PER_YEAR
export const depreciationCost = shareOfYear

/** Hours from the start to the end (a completed batch) or to `asOf` (a running one); never negative. */
export const runningHours = (startTime: string, endTime: string | null, asOf: string): number =>
  Math.max(0, (Date.parse(endTime ?? asOf) - Date.parse(startTime)) / 3_600_000)

export interface DryingCostInput {
  readonly startTime: string
  readonly endTime: string | null
  readonly startingElectricityUnits: number | null
  /** In time order, each with the LUKU SMS pasted with it (if any). */
  readonly readings: ReadonlyArray<MeterReading>
  /** The latest recharge recorded before the batch started: the tariff of the units on the meter at its start. */
  readonly rechargeBeforeStart: Recharge | null
  /** The register's figures of the recharges pasted with the readings (corrected, or null when voided); without it, the SMS's. */
  readonly register?: RechargeRegister
  readonly ovenPurchasePrice: number
  readonly ovenLifespanYears: number | null
  /** TZS a year; the batch bears its running hours' share. */
  readonly maintenanceCostPerYear: number
  /** TZS an hour of the kiln running. */
  readonly laborCostPerHour: number
  /** m³ of wood in the batch; null when not known. */
  readonly volumeM3: number | null
  /** "Now" for a running batch, given by the caller (a calculator never reads the clock). */
  readonly asOf: string
}

export interface DryingCost {
  readonly electricityUsedA: number
  readonly electricityUsedB: number
  /** kWh charged: the meter's fall plus the recharges in between. */
  readonly kwhUsed: number
  /** TZS per kWh of the units used (electricity cost / kWh used; the start's tariff when none was used). */
  readonly tariffPerKwh: number
  readonly electricityCost: number
  readonly runningHours: number
  readonly depreciationCost: number
  readonly maintenanceCost: number
  readonly labourCost: number
  readonly totalCost: number
  readonly volumeM3: number | null
  readonly kwhPerM3: number | null
  readonly costPerM3: number | null
}

export const dryingCost = (input: DryingCostInput): DryingCost => {
  const kwhUsed = electricityUsed(input.startingElectricityUnits, input.readings, input.register)
  const tariffAtStart = tariffPerKwh(input.rechargeBeforeStart)
  const electricityCost = costOfUnitsUsed(
    unitsAtStartOf(input.startingElectricityUnits, input.readings),
    tariffAtStart,
    rechargesOf(input.startingElectricityUnits, input.readings, input.register),
    kwhUsed
  )
  const hours = runningHours(input.startTime, input.endTime, input.asOf)
  const depreciation = depreciationCost(hours, annualDepreciation(input.ovenPurchasePrice, input.ovenLifespanYears))
  const maintenance = shareOfYear(hours, Math.max(0, input.maintenanceCostPerYear))
  const labour = hours * Math.max(0, input.laborCostPerHour)
  const totalCost = electricityCost + depreciation + maintenance + labour
  const volume = input.volumeM3 !== null && input.volumeM3 > 0 ? input.volumeM3 : null
  return {
    electricityUsedA: electricityUsedA(input.startingElectricityUnits, input.readings),
    electricityUsedB: electricityUsedB(input.startingElectricityUnits, input.readings),
    kwhUsed,
    tariffPerKwh: kwhUsed > 0 ? electricityCost / kwhUsed : tariffAtStart,
    electricityCost,
    runningHours: hours,
    depreciationCost: depreciation,
    maintenanceCost: maintenance,
    labourCost: labour,
    totalCost,
    volumeM3: volume,
    kwhPerM3: volume === null ? null : kwhUsed / volume,
    costPerM3: volume === null ? null : totalCost / volume
  }
}
