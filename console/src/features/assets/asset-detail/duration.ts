import type { DurationUnit } from "@timber/contracts"

/** A warranty or lifespan as read: "1 Year", "18 Months"; "—" when none is recorded. */
export const durationText = (value: number | null, unit: DurationUnit | null): string => {
  if (value === null) return "—"
  const word = (unit ?? "YEARS") === "YEARS" ? "Year" : "Month"
  return `${value} ${word}${value === 1 ? "" : "s"}`
}
