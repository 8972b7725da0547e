import type { MeasuredPieces } from "./events"
import type { StockBucket, StockQuantities, StockRowKey, StockSource, StockVolumes, WoodStatus } from "./status"

/** Where a movement comes from: the business step and its document (LOT, batch, transfer number). */
export interface StockMovementSource {
  readonly movementId: string
  readonly source: StockSource
  readonly sourceDocumentId: string | null
  readonly sourceDocumentNumber: string | null
  readonly reason: string
  readonly notes: string | null
}

/** Moves pieces within one row: signed changes per quantity (a take is negative). */
export interface MoveStock extends StockMovementSource {
  readonly _tag: "MoveStock"
  readonly row: StockRowKey
  readonly changes: Readonly<Partial<Record<StockBucket, number>>>
  /**
   * The m³ of pieces put in from outside the row (a receipt's sleepers, a slicing's planks, a
   * transfer's pieces arriving). A put without it takes the m³ the same movement took from the row's
   * other quantities (drying, a transfer landing); a take always takes its pieces' share of the
   * quantity's m³ (`stock-row/volumes.ts`).
   */
  readonly volumes?: Readonly<Partial<Record<StockBucket, number>>>
  /** The measured sizes of what it brings in, kept on the movement. */
  readonly measured?: ReadonlyArray<MeasuredPieces>
  /** A compensation: takes back this movement (applied only while that movement stands). */
  readonly reverts?: string
}

/** Sets one status of a row to a counted quantity (a stock adjustment). */
export interface AdjustStock extends StockMovementSource {
  readonly _tag: "AdjustStock"
  readonly row: StockRowKey
  readonly status: WoodStatus
  readonly quantity: number
}

export interface SetStockMinimum {
  readonly _tag: "SetStockMinimum"
  readonly row: StockRowKey
  readonly minimum: number | null
}

/** Closes a full book of the row at the revision read; the row goes on in book `next`. */
export interface CloseStockRowBook {
  readonly _tag: "CloseStockRowBook"
  readonly row: StockRowKey
  readonly next: number
}

/** Opens book `period` of the row with what the book before closed with. */
export interface OpenStockRowBook {
  readonly _tag: "OpenStockRowBook"
  readonly row: StockRowKey
  readonly period: number
  readonly quantities: StockQuantities
  readonly minimum: number | null
  readonly volumes: StockVolumes
}

/**
 * Carries a legacy row (thickness text only) over to its row in nominal sizes:
 * decided on the legacy row, whose quantities all move out; the nominal row takes them in by a
 * MoveStock of the same append. Once carried, it carries nothing again.
 */
export interface CarryOverStockRow {
  readonly _tag: "CarryOverStockRow"
  readonly row: StockRowKey
  readonly to: StockRowKey
}

export type StockCommand = MoveStock | AdjustStock | SetStockMinimum | CloseStockRowBook | OpenStockRowBook | CarryOverStockRow
