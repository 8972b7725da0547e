import { electricityUsedA, electricityUsedB, tariffPerKwh, type MeterReading, type Recharge } from "./electricity-usage"

/**
 * What a drying batch cost (factory spec section 9, issue 26 item 4), one definition for the
 * server's drying read, the console and the PDF:
 *
 * - depreciation: annual = purchase price / lifespan years (a lifespan that is empty or not
 *   positive counts as 1; a missing setting is the default 10, applied by the settings); monthly =
 *   annual / 12; the batch's share = running hours × annual / 8760;
 * - electricity: reading B (|latest − starting| kWh) × the tariff;
 * - total = electricity + depreciation.
 *
 * Per m³ of wood dried: kWh / m³ and TZS / m³, null when the batch's volume is not known.
 */
export const HOURS_PER_YEAR = 8760
export const DEFAULT_LIFESPAN_YEARS = 10

export const annualDepreciation = (purchasePrice: number, lifespanYears: number | null | undefined): number =>
  purchasePrice / (lifespanYears !== null && lifespanYears !== undefined && lifespanYears > 0 ? lifespanYears : 1)

export const monthlyDepreciation = (purchasePrice: number, lifespanYears: number | null | undefined): number =>
  annualDepreciation(purchasePrice, lifespanYears) / 12

export const depreciationCost = (runningHours: number, annual: number): number => (Math.max(0, runningHours) * annual) / HOURS_PER_YEAR

/** Hours from the start to the end (a completed batch) or to `asOf` (a running one); never negative. */
export const runningHours = (startTime: string, endTime: string | null, asOf: string): number =>
  Math.max(0, (Date.parse(endTime ?? asOf) - Date.parse(startTime)) / 3_600_000)

export interface DryingCostInput {
  readonly startTime: string
  readonly endTime: string | null
  readonly startingElectricityUnits: number | null
  /** In time order. */
  readonly readings: ReadonlyArray<MeterReading>
  readonly latestRecharge: Recharge | null
  readonly ovenPurchasePrice: number
  readonly ovenLifespanYears: number | null
  /** m³ of wood in the batch; null when not known. */
  readonly volumeM3: number | null
  /** "Now" for a running batch, given by the caller (a calculator never reads the clock). */
  readonly asOf: string
}

export interface DryingCost {
  readonly electricityUsedA: number
  readonly electricityUsedB: number
  readonly tariffPerKwh: number
  readonly electricityCost: number
  readonly runningHours: number
  readonly depreciationCost: number
  readonly totalCost: number
  readonly volumeM3: number | null
  readonly kwhPerM3: number | null
  readonly costPerM3: number | null
}

export const dryingCost = (input: DryingCostInput): DryingCost => {
  const usedB = electricityUsedB(input.startingElectricityUnits, input.readings)
  const tariff = tariffPerKwh(input.latestRecharge)
  const electricityCost = usedB * tariff
  const hours = runningHours(input.startTime, input.endTime, input.asOf)
  const depreciation = depreciationCost(hours, annualDepreciation(input.ovenPurchasePrice, input.ovenLifespanYears))
  const totalCost = electricityCost + depreciation
  const volume = input.volumeM3 !== null && input.volumeM3 > 0 ? input.volumeM3 : null
  return {
    electricityUsedA: electricityUsedA(input.startingElectricityUnits, input.readings),
    electricityUsedB: usedB,
    tariffPerKwh: tariff,
    electricityCost,
    runningHours: hours,
    depreciationCost: depreciation,
    totalCost,
    volumeM3: volume,
    kwhPerM3: volume === null ? null : usedB / volume,
    costPerM3: volume === null ? null : totalCost / volume
  }
}
