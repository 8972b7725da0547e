import { TARGET_HUMIDITY, type DryingCost, type DryingProcess, type ElectricityRecharge } from "@timber/contracts"
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

export const readingsInOrder = (batch: Pick<DryingProcess, "readings">) => [...batch.readings].sort((a, b) => a.readingTime.localeCompare(b.readingTime))

/** Each reading in time order, marked when the meter jumped more than 100 units since the one before (a LUKU recharge). */
export const markedReadings = (batch: Pick<DryingProcess, "readings" | "startingElectricityUnits">) => {
  const ordered = readingsInOrder(batch)
  const recharged = rechargedReadings(batch.startingElectricityUnits, ordered)
  return ordered.map((reading, i) => ({ reading, recharged: recharged[i] ?? false }))
}

/** The cost lines a batch shows: electricity + depreciation = total, with kWh and TZS per m³ once completed. */
export interface CostView {
  readonly kwh: number
  readonly tariffPerKwh: number
  readonly electricityCost: number
  readonly depreciationCost: number
  readonly totalCost: number
  readonly kwhPerM3: number | null
  readonly costPerM3: number | null
}

/**
 * A completed batch: the server's figures (it knows the m³ of wood from the measured receipts).
 * A running one: costed to `asOf` here, by the same calculator, with the oven settings and the
 * latest recharge's tariff; no per-m³ figure until it completes.
 */
export const costView = (
  batch: DryingProcess,
  serverCost: DryingCost | undefined,
  oven: { ovenPurchasePrice: number; ovenLifespanYears: number },
  latestRecharge: Pick<ElectricityRecharge, "totalPaid" | "kwhAmount"> | null,
  asOf: string
): CostView => {
  if (batch.status === "COMPLETED" && serverCost !== undefined)
    return {
      kwh: serverCost.electricityUsedB,
      tariffPerKwh: serverCost.tariffPerKwh,
      electricityCost: serverCost.electricityCost,
      depreciationCost: serverCost.depreciationCost,
      totalCost: serverCost.totalCost,
      kwhPerM3: serverCost.kwhPerM3,
      costPerM3: serverCost.costPerM3
    }
  const cost = dryingCost({
    startTime: batch.startTime,
    endTime: batch.endTime,
    startingElectricityUnits: batch.startingElectricityUnits,
    readings: readingsInOrder(batch),
    latestRecharge,
    ovenPurchasePrice: oven.ovenPurchasePrice,
    ovenLifespanYears: oven.ovenLifespanYears,
    volumeM3: null,
    asOf
  })
  return {
    kwh: cost.electricityUsedB,
    tariffPerKwh: cost.tariffPerKwh,
    electricityCost: cost.electricityCost,
    depreciationCost: cost.depreciationCost,
    totalCost: cost.totalCost,
    kwhPerM3: null,
    costPerM3: null
  }
}

/** The completion estimate in words (spec sections 4 and 9): only a running batch is estimated. */
export const estimateText = (batch: DryingProcess): string | null => {
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
export const showsTrend = (batch: Pick<DryingProcess, "readings">) => batch.readings.length > 1

/** The trend's points: each reading's time and humidity, in time order. */
export const trendPoints = (batch: Pick<DryingProcess, "readings">) =>
  readingsInOrder(batch).map((r) => ({ label: format(new Date(r.readingTime), "MMM dd HH:mm"), humidity: r.humidity }))
