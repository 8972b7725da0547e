import { TARGET_HUMIDITY } from "@timber/contracts"

/**
 * The drying completion estimate (factory spec section 9): a linear regression of humidity against
 * reading index; the batch reaches the 12 percent target where the line crosses it. One definition
 * for the drying screen and the inventory's estimated finish date.
 */

/** Further than this at the batch's pace is no estimate a kiln operator can use (and beyond a Date's range for a line almost flat). */
export const LONGEST_ESTIMATE_DAYS = 365

const DAY_MS = 86_400_000

export interface HumidityReading {
  readonly readingTime: string
  readonly humidity: number
}

/** Least-squares slope and intercept of humidity against reading index 0..n-1. */
const regression = (humidities: ReadonlyArray<number>) => {
  const n = humidities.length
  const meanX = (n - 1) / 2
  const meanY = humidities.reduce((sum, h) => sum + h, 0) / n
  let covariance = 0
  let variance = 0
  humidities.forEach((h, x) => {
    covariance += (x - meanX) * (h - meanY)
    variance += (x - meanX) ** 2
  })
  const slope = covariance / variance
  return { slope, intercept: meanY - slope * meanX }
}

/**
 * When the batch is expected to reach the target: readings in time order, the line's crossing of
 * the target turned into time at the batch's average interval between readings. None with fewer
 * than 2 readings, when the latest humidity is at most the target, when the slope is not negative, or
 * when the line is so nearly flat that the target lies more than LONGEST_ESTIMATE_DAYS away.
 */
export const estimatedDryingFinish = (readings: ReadonlyArray<HumidityReading>, target = TARGET_HUMIDITY): Date | null => {
  if (readings.length < 2) return null
  const ordered = [...readings].sort((a, b) => Date.parse(a.readingTime) - Date.parse(b.readingTime))
  const last = ordered[ordered.length - 1]!
  if (last.humidity <= target) return null
  const { slope, intercept } = regression(ordered.map((r) => r.humidity))
  if (!(slope < 0)) return null
  const first = Date.parse(ordered[0]!.readingTime)
  const interval = (Date.parse(last.readingTime) - first) / (ordered.length - 1)
  const crossing = (target - intercept) / slope
  const remaining = Math.max(0, crossing - (ordered.length - 1)) * interval
  if (!Number.isFinite(remaining) || remaining > LONGEST_ESTIMATE_DAYS * DAY_MS) return null
  return new Date(Date.parse(last.readingTime) + remaining)
}

/** Section 9: the humidity a batch is taken to start at when none was entered. */
export const ASSUMED_INITIAL_HUMIDITY = 42

export const DryingEstimateMessages = {
  noReadings: "No readings yet - add readings to see estimation",
  needTwo: "Need at least 2 readings to calculate trend",
  notDecreasing: "Humidity not decreasing - unable to estimate",
  reached: "Target humidity reached!"
} as const

/**
 * The completion estimate of the Process Details dialog: a finish date, or one of the four
 * messages of section 9, with the humidity the batch started at (its starting humidity, or 42
 * when none was entered: the drop the dialog shows is measured from it). A line that falls so slowly the target lies more than
 * LONGEST_ESTIMATE_DAYS away says "Humidity not decreasing - unable to estimate" too (decision:
 * the spec has no fifth message, and no date that far out helps a kiln operator).
 */
export type DryingEstimate =
  | { readonly _tag: "Finish"; readonly finish: Date; readonly initialHumidity: number; readonly latestHumidity: number }
  | { readonly _tag: "Message"; readonly message: (typeof DryingEstimateMessages)[keyof typeof DryingEstimateMessages]; readonly initialHumidity: number }

export const dryingEstimate = (readings: ReadonlyArray<HumidityReading>, startingHumidity: number | null, target = TARGET_HUMIDITY): DryingEstimate => {
  const initialHumidity = startingHumidity ?? ASSUMED_INITIAL_HUMIDITY
  const message = (text: Extract<DryingEstimate, { _tag: "Message" }>["message"]): DryingEstimate => ({ _tag: "Message", message: text, initialHumidity })
  if (readings.length === 0) return message(DryingEstimateMessages.noReadings)
  if (readings.length < 2) return message(DryingEstimateMessages.needTwo)
  const latest = [...readings].sort((a, b) => Date.parse(a.readingTime) - Date.parse(b.readingTime))[readings.length - 1]!
  if (latest.humidity <= target) return message(DryingEstimateMessages.reached)
  const finish = estimatedDryingFinish(readings, target)
  return finish === null ? message(DryingEstimateMessages.notDecreasing) : { _tag: "Finish", finish, initialHumidity, latestHumidity: latest.humidity }
}
