import { TARGET_HUMIDITY, type DryingCost, type DryingBatch, type ElectricityRecharge } from "@timber/contracts"
import { dryingCost } from "@timber/domain/calculators/drying-cost"
import { dryingEstimate } from "@timber/domain/calculators/drying-estimate"
import { rechargedReadings } from "@timber/domain/calculators/electricity-usage"
import { mmToInches } from "@timber/domain/calculators/drying-thickness"
import { format } from "date-fns"
import { formatDateTime } from "../../../lib/format"

/**
 * What Process Details and the PDF show of one batch, from the domain's calculators (one
 * definition with the server): readings in time order with their "Recharged" mark, the cost,
 * and the completion estimate in words.
 */

export const readingsInOrder = (batch: Pick<DryingBatch, "readings">) => [...batch.readings].sort((a, b) => a.readingTime.localeCompare(b.readingTime))

/** Each reading in time order, marked "Recharged" when it carries a LUKU recharge's SMS (or, before SMS were pasted, the meter jumped more than 100 units). */
export const markedReadings = (batch: Pick<DryingBatch, "readings" | "startingElectricityUnits">) => {
  const ordered = readingsInOrder(batch)
  const recharged = rechargedReadings(batch.startingElectricityUnits, ordered)
  return ordered.map((reading, i) => ({ reading, recharged: recharged[i] ?? false }))
}

/**
 * The cost lines a batch shows: electricity + depreciation + maintenance + labour = total, with kWh and TZS per m³ once completed.
 * The amounts are undefined for a user without `amount` on drying-process: the server leaves them out, and a running batch is
 * not costed here either (its tariff and oven price would be defaults, not the factory's).
 */
export interface CostView {
  readonly kwh: number
  readonly tariffPerKwh: number | undefined
  readonly electricityCost: number | undefined
  readonly depreciationCost: number | undefined
  readonly maintenanceCost: number | undefined
  readonly labourCost: number | undefined
  readonly totalCost: number | undefined
  readonly kwhPerM3: number | null
  readonly costPerM3: number | null | undefined
  /** The server's figures frozen at completion; false for a running batch, costed here as it goes. */
  readonly frozen: boolean
  /** An admin's latest correction of the frozen cost. */
  readonly correction: DryingCost["correction"]
}

/**
 * A completed batch: the server's figures (it knows the m³ of wood and the recharge recorded
 * before the batch started). A running one: costed to `asOf` here, by the same calculator, with the
 * drying cost settings, the units on the meter at its start priced at the latest recharge's tariff
 * (provisional: the server prices them at the one recorded before the start) and the recharges
 * pasted with its readings at their own; no per-m³ figure until it completes.
 */
export const costView = (
  batch: DryingBatch,
  serverCost: DryingCost | undefined,
  settings: { ovenPurchasePrice: number; ovenLifespanYears: number; maintenanceCostPerYear: number; laborCostPerHour: number },
  latestRecharge: Pick<ElectricityRecharge, "totalPaid" | "kwhAmount"> | null,
  asOf: string,
  seesAmounts = true
): CostView => {
  if (batch.status === "COMPLETED" && serverCost !== undefined)
    return {
      kwh: serverCost.kwhUsed,
      tariffPerKwh: serverCost.tariffPerKwh,
      electricityCost: serverCost.electricityCost,
      depreciationCost: serverCost.depreciationCost,
      maintenanceCost: serverCost.maintenanceCost,
      labourCost: serverCost.labourCost,
      totalCost: serverCost.totalCost,
      kwhPerM3: serverCost.kwhPerM3,
      costPerM3: serverCost.costPerM3,
      frozen: serverCost.frozen,
      correction: serverCost.correction
    }
  const cost = dryingCost({
    startTime: batch.startTime,
    endTime: batch.endTime,
    startingElectricityUnits: batch.startingElectricityUnits,
    readings: readingsInOrder(batch),
    rechargeBeforeStart: latestRecharge?.totalPaid === undefined ? null : { kwhAmount: latestRecharge.kwhAmount, totalPaid: latestRecharge.totalPaid },
    ovenPurchasePrice: settings.ovenPurchasePrice,
    ovenLifespanYears: settings.ovenLifespanYears,
    maintenanceCostPerYear: settings.maintenanceCostPerYear,
    laborCostPerHour: settings.laborCostPerHour,
    volumeM3: null,
    asOf
  })
  if (!seesAmounts) return { ...withoutAmounts, kwh: cost.kwhUsed, kwhPerM3: null, costPerM3: null, frozen: false, correction: null }
  return {
    kwh: cost.kwhUsed,
    tariffPerKwh: cost.tariffPerKwh,
    electricityCost: cost.electricityCost,
    depreciationCost: cost.depreciationCost,
    maintenanceCost: cost.maintenanceCost,
    labourCost: cost.labourCost,
    totalCost: cost.totalCost,
    kwhPerM3: null,
    costPerM3: null,
    frozen: false,
    correction: null
  }
}

const withoutAmounts = {
  tariffPerKwh: undefined,
  electricityCost: undefined,
  depreciationCost: undefined,
  maintenanceCost: undefined,
  labourCost: undefined,
  totalCost: undefined
} as const

/** The completion estimate in words (spec sections 4 and 9): only a running batch is estimated. */
export const estimateText = (batch: DryingBatch): string | null => {
  if (batch.status !== "IN_PROGRESS") return null
  const estimate = dryingEstimate(readingsInOrder(batch), batch.startingHumidity)
  switch (estimate._tag) {
    case "Finish":
      return `Estimated to reach ${TARGET_HUMIDITY}% humidity by ${formatDateTime(estimate.finish.toISOString())} (from ${humidity(estimate.initialHumidity)} to ${humidity(estimate.latestHumidity)} so far)`
    case "Message":
      return estimate.message
    default:
      return estimate satisfies never
  }
}

/** Humidity to one decimal (spec section 2.3). */
export const humidity = (value: number | null | undefined) => (value === null || value === undefined ? "—" : `${value.toFixed(1)}%`)

/** Thickness as stored (mm) and in inches (mm / 25.4). */
export const thicknessText = (mm: number) => `${Number(mm.toFixed(1))} mm (${Number(mmToInches(mm).toFixed(2))}")`

/** The chart shows the trend only with more than one reading (spec section 2.3). */
export const showsTrend = (batch: Pick<DryingBatch, "readings">) => batch.readings.length > 1

/** The trend's points: each reading's time and humidity, in time order. */
export const trendPoints = (batch: Pick<DryingBatch, "readings">) =>
  readingsInOrder(batch).map((r) => ({ label: format(new Date(r.readingTime), "MMM dd HH:mm"), humidity: r.humidity }))
