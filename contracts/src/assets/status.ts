import { Schema } from "effect"

/** Asset status (administration spec section 4): ACTIVE by default, set freely in the form. */
export const AssetStatus = Schema.Literal("ACTIVE", "IN_MAINTENANCE", "BROKEN", "DISPOSED", "RETIRED")
export type AssetStatus = typeof AssetStatus.Type

/** Warranty and lifespan units (section 9). */
export const DurationUnit = Schema.Literal("YEARS", "MONTHS")
export type DurationUnit = typeof DurationUnit.Type

/** A recurring maintenance interval: days or months from the last completed record. */
export const IntervalUnit = Schema.Literal("DAYS", "MONTHS")
export type IntervalUnit = typeof IntervalUnit.Type

/**
 * Maintenance record status: the spec knows COMPLETED "or other"; the others are SCHEDULED and
 * IN_PROGRESS (open: the asset counts In Maintenance) and CANCELLED (closed, not done).
 */
export const MaintenanceStatus = Schema.Literal("SCHEDULED", "IN_PROGRESS", "COMPLETED", "CANCELLED")
export type MaintenanceStatus = typeof MaintenanceStatus.Type

export const isOpenMaintenance = (status: MaintenanceStatus) => status === "SCHEDULED" || status === "IN_PROGRESS"

/**
 * What an asset's maintenance cost: the costs of its COMPLETED records (money spent; a scheduled
 * record's cost is an estimate, a cancelled one was never spent). One definition for the tab, the
 * read model and the category totals.
 */
export const maintenanceCostOf = (records: ReadonlyArray<{ readonly status: MaintenanceStatus; readonly cost: number | null }>) =>
  records.reduce((total, r) => (r.status === "COMPLETED" && r.cost !== null ? total + r.cost : total), 0)
