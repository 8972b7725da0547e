import { format } from "date-fns"

export const DATE_TIME_FORMAT = "MMM dd, yyyy HH:mm"

export const formatDateTime = (value: string | null | undefined) => {
  if (!value) return "—"
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? "—" : format(date, DATE_TIME_FORMAT)
}

export const formatDate = (value: string | null | undefined) => {
  if (!value) return "—"
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : format(date, "MMM dd, yyyy")
}

export const fixed = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined || Number.isNaN(value) ? "—" : value.toFixed(decimals)

const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Amounts in Tanzanian shillings, two decimals with thousands separators. */
export const tzs = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? "—" : `TZS ${money.format(value)}`)

const wholeMoney = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })

/** Asset money: TZS without decimals (administration spec section 1). */
export const tzsWhole = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? "—" : `TZS ${wholeMoney.format(Math.round(value))}`

/** A file's size in Bytes, KB, MB or GB with 2 decimals (administration spec section 9). */
export const fileSize = (bytes: number) => {
  const units = ["Bytes", "KB", "MB", "GB"] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${bytes} Bytes` : `${value.toFixed(2)} ${units[unit]}`
}
