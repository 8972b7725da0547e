import { Schema } from "effect"
import { isIsoDate, optionalText } from "../shared/fields"
import { DryingMessages } from "./messages"

export const DryingStatus = Schema.Literal("IN_PROGRESS", "COMPLETED")
export type DryingStatus = typeof DryingStatus.Type

export const DryingReading = Schema.Struct({
  id: Schema.String,
  readingTime: Schema.String,
  electricityMeter: Schema.Number,
  humidity: Schema.Number,
  notes: Schema.NullOr(Schema.String),
  lukuSms: Schema.NullOr(Schema.String),
  createdByName: Schema.NullOr(Schema.String),
  createdAt: Schema.String
})
export type DryingReading = typeof DryingReading.Type

export const DryingProcess = Schema.Struct({
  id: Schema.String,
  batchNumber: Schema.String,
  status: DryingStatus,
  woodTypeId: Schema.String,
  woodType: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  /** mm */
  thickness: Schema.Number,
  pieceCount: Schema.Number,
  startingHumidity: Schema.NullOr(Schema.Number),
  startingElectricityUnits: Schema.NullOr(Schema.Number),
  startTime: Schema.String,
  endTime: Schema.NullOr(Schema.String),
  notes: Schema.NullOr(Schema.String),
  warehouseId: Schema.NullOr(Schema.String),
  sourceWarehouseId: Schema.NullOr(Schema.String),
  stockThickness: Schema.NullOr(Schema.String),
  createdByName: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  readings: Schema.Array(DryingReading)
})
export type DryingProcess = typeof DryingProcess.Type

const humidity = Schema.Number.pipe(Schema.filter((n) => Number.isFinite(n) && n >= 0 && n <= 100, { message: () => DryingMessages.humidityRange }))
const nonNegative = (label: string) => Schema.Number.pipe(Schema.filter((n) => Number.isFinite(n) && n >= 0, { message: () => `${label} must be 0 or more` }))
const dateTime = (label: string) => Schema.String.pipe(Schema.filter((s) => isIsoDate(s), { message: () => `${label} must be a date and time` }))

/** POST /factory/drying-processes. */
export const StartDryingPayload = Schema.Struct({
  warehouseId: Schema.optional(Schema.NullOr(Schema.String)),
  woodTypeId: Schema.propertySignature(Schema.String.pipe(Schema.minLength(1, { message: () => DryingMessages.woodTypeRequired }))).annotations({ missingMessage: () => DryingMessages.woodTypeRequired }),
  thickness: nonNegative("Thickness"),
  thicknessUnit: Schema.optional(Schema.Literal("mm", "inch")),
  stockThickness: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(20)))),
  pieceCount: Schema.propertySignature(Schema.Number.pipe(Schema.filter((n) => Number.isInteger(n) && n >= 1, { message: () => DryingMessages.piecesInvalid }))).annotations({
    missingMessage: () => DryingMessages.piecesInvalid
  }),
  startingHumidity: Schema.optional(Schema.NullOr(humidity)),
  startingElectricityUnits: Schema.optional(Schema.NullOr(nonNegative("Starting electricity"))),
  startTime: Schema.optional(dateTime("Start time")),
  notes: optionalText("Notes"),
  useStock: Schema.optional(Schema.Boolean)
})
export type StartDryingPayload = typeof StartDryingPayload.Type

/** PUT /factory/drying-processes/{id}: complete it, or (admin) edit its initial data. */
export const ChangeDryingPayload = Schema.Union(
  Schema.Struct({ status: Schema.Literal("COMPLETED"), endTime: Schema.optional(dateTime("End time")) }),
  Schema.Struct({
    woodTypeId: Schema.String.pipe(Schema.minLength(1, { message: () => DryingMessages.woodTypeRequired })),
    thickness: nonNegative("Thickness"),
    thicknessUnit: Schema.optional(Schema.Literal("mm", "inch")),
    pieceCount: Schema.Number.pipe(Schema.filter((n) => Number.isInteger(n) && n >= 1, { message: () => DryingMessages.piecesInvalid })),
    startingHumidity: Schema.optional(Schema.NullOr(humidity)),
    startingElectricityUnits: Schema.optional(Schema.NullOr(nonNegative("Starting electricity"))),
    startTime: Schema.optional(dateTime("Start time")),
    notes: optionalText("Notes")
  })
)

/** POST /factory/drying-processes/{id}/readings. */
export const AddReadingPayload = Schema.Struct({
  electricityMeter: Schema.propertySignature(nonNegative("Electricity meter")).annotations({ missingMessage: () => DryingMessages.electricityRequired }),
  humidity: Schema.propertySignature(humidity).annotations({ missingMessage: () => DryingMessages.electricityRequired }),
  readingTime: Schema.optional(dateTime("Reading time")),
  notes: optionalText("Notes"),
  lukuSms: optionalText("Luku SMS", 1000)
})
