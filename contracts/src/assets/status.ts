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
