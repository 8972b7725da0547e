import { Schema } from "effect"

/**
 * GET /api/wall: what the factory wall shows, read from the existing read models.
 * Only what a shop floor may see from across the hall: numbers, LOTs, batches, places and wood —
 * no e-mails, prices or notes (the screen is unattended and anyone walks past it).
 */
export const WallReceipt = Schema.Struct({
  lotNumber: Schema.String,
  woodType: Schema.NullOr(Schema.String),
  supplier: Schema.String,
  status: Schema.String,
  /** m³: counted when the receipt was counted, else the LOT's estimate; null when neither is known */
  volumeM3: Schema.NullOr(Schema.Number),
  createdAt: Schema.String
})
export type WallReceipt = typeof WallReceipt.Type

export const WallSlicing = Schema.Struct({
  serialNumber: Schema.String,
  lotNumber: Schema.String,
  woodType: Schema.NullOr(Schema.String),
  sleeperNumber: Schema.Number,
  wastePercentage: Schema.Number,
  /** the LOT's recovery factor so far (plank m³ / sliced sleeper m³), null before anything is sliced */
  lotRecoveryFactor: Schema.NullOr(Schema.Number),
  startTime: Schema.NullOr(Schema.String)
})
export type WallSlicing = typeof WallSlicing.Type

export const WallKiln = Schema.Struct({
  batchNumber: Schema.String,
  woodType: Schema.NullOr(Schema.String),
  pieceCount: Schema.Number,
  startTime: Schema.String,
  startingHumidity: Schema.NullOr(Schema.Number),
  latestHumidity: Schema.NullOr(Schema.Number),
  latestReadingAt: Schema.NullOr(Schema.String),
  /** the humidity readings, oldest first: the panel's chart */
  readings: Schema.Array(Schema.Struct({ at: Schema.String, humidity: Schema.Number })),
  /** when the batch should reach the 12 % target by its humidity trend; null until the trend tells */
  estimatedFinish: Schema.NullOr(Schema.String)
})
export type WallKiln = typeof WallKiln.Type

export const WallApproval = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  subject: Schema.NullOr(Schema.String),
  createdAt: Schema.String
})
export type WallApproval = typeof WallApproval.Type

export const WallTransfer = Schema.Struct({
  transferNumber: Schema.String,
  status: Schema.String,
  from: Schema.String,
  to: Schema.String,
  pieces: Schema.Number,
  approvedAt: Schema.NullOr(Schema.String)
})
export type WallTransfer = typeof WallTransfer.Type

export const WallLowStock = Schema.Struct({
  warehouse: Schema.String,
  woodType: Schema.String,
  thickness: Schema.String,
  /** The row as the inventory names it (`Plank 1" × 8"`) and the m³ of its available pieces. */
  size: Schema.String,
  currentStock: Schema.Number,
  currentStockM3: Schema.Number,
  minimumStockLevel: Schema.Number,
  shortfall: Schema.Number
})
export type WallLowStock = typeof WallLowStock.Type

export const WallSnapshot = Schema.Struct({
  /** the display this answers, by name ("Sawmill hall TV") */
  display: Schema.String,
  /** the log position the read models had reached when this was read */
  position: Schema.String,
  /** the factory's day the receipts are counted on (YYYY-MM-DD, the server's time zone) */
  day: Schema.String,
  receipts: Schema.Array(WallReceipt),
  receiptsVolumeM3: Schema.Number,
  slicing: Schema.Array(WallSlicing),
  kilns: Schema.Array(WallKiln),
  approvals: Schema.Array(WallApproval),
  transfers: Schema.Array(WallTransfer),
  lowStock: Schema.Array(WallLowStock)
})
export type WallSnapshot = typeof WallSnapshot.Type
