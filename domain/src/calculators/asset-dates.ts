import type { DurationUnit, IntervalUnit } from "@timber/contracts"

const pad = (n: number, width = 2) => String(n).padStart(width, "0")
const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate()

/** The calendar day of a date or an ISO timestamp: an asset's dates are days, not instants. */
export const calendarDay = (date: string) => date.slice(0, 10)

/**
 * A calendar day moved on by a period. Months and years keep the day of the month, or take the
 * month's last day when it has fewer (Jan 31 + 1 month = Feb 28, or 29 in a leap year; Feb 29 +
 * 1 year = Feb 28), as a warranty or a service interval is read on paper. Days count days.
 */
export const addPeriod = (date: string, amount: number, unit: DurationUnit | IntervalUnit): string => {
  const [year, month, day] = calendarDay(date).split("-").map(Number) as [number, number, number]
  if (unit === "DAYS") {
    const d = new Date(0)
    d.setUTCFullYear(year, month - 1, day + amount)
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  }
  const months = month - 1 + amount * (unit === "YEARS" ? 12 : 1)
  const toYear = year + Math.floor(months / 12)
  const toMonth0 = ((months % 12) + 12) % 12
  return `${pad(toYear, 4)}-${pad(toMonth0 + 1)}-${pad(Math.min(day, daysIn(toYear, toMonth0)))}`
}

/**
 * The warranty of an asset (administration spec section 5): it starts on the purchase date and
 * ends the duration later; no duration (or no unit), no warranty dates. The one definition the
 * server stores and the console previews.
 */
export const warrantyPeriod = (
  purchaseDate: string,
  durationValue: number | null,
  durationUnit: DurationUnit | null
): { readonly warrantyStartDate: string | null; readonly warrantyEndDate: string | null } =>
  durationValue === null || durationUnit === null
    ? { warrantyStartDate: null, warrantyEndDate: null }
    : { warrantyStartDate: calendarDay(purchaseDate), warrantyEndDate: addPeriod(purchaseDate, durationValue, durationUnit) }
