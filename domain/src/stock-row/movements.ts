import {
  normalThickness,
  roundM3,
  STOCK_BUCKETS,
  StockMessages,
  stockRowId,
  type MeasuredPieces,
  type MoveStock,
  type StockBucket,
  type StockRowKey,
  type StockSource,
  type WoodStatus
} from "@timber/contracts"
import type { StockRowState } from "./decider"

/**
 * The stock movements of each business step, built once so every feature moves stock the
 * same way. Each returns the row movements in the order they must be applied: the takes
 * (which may be refused) first, then the puts. A movement's id is derived from its source
 * document and leg, so applying a step again (a retry, a redelivered event) moves nothing.
 */
interface Document {
  readonly documentId: string
  readonly documentNumber: string | null
  readonly notes?: string | null
}

const move = (
  source: StockSource,
  doc: Document,
  leg: string,
  row: StockRowKey,
  reason: string,
  changes: Partial<Record<StockBucket, number>>,
  brought?: { readonly volumes: Partial<Record<StockBucket, number>>; readonly measured?: ReadonlyArray<MeasuredPieces> }
): MoveStock => ({
  _tag: "MoveStock",
  movementId: `${source}:${doc.documentId}:${leg}`,
  source,
  sourceDocumentId: doc.documentId,
  sourceDocumentNumber: doc.documentNumber,
  reason,
  notes: doc.notes ?? null,
  row,
  changes,
  ...(brought === undefined ? {} : { volumes: brought.volumes, ...(brought.measured ? { measured: brought.measured } : {}) })
})

/** Pieces of one row a receipt or a slicing brings in: how many, their m³ and their measured sizes. */
export interface IncomingLine {
  readonly row: StockRowKey
  readonly pieces: number
  /** Their m³ (absent: none known) */
  readonly m3?: number
  readonly measured?: ReadonlyArray<MeasuredPieces>
}

export interface TransferLine {
  readonly from: StockRowKey
  readonly to: StockRowKey
  readonly status: WoodStatus
  readonly pieces: number
  /** The m³ the pieces take out of the source (its average, `stock-row/volumes.ts`): the destination shows them arriving with it. */
  readonly m3?: number
}

export const StockMovements = {
  /**
   * A completed receipt puts its sleepers into a warehouse as NOT_DRIED (document: the receipt, number: the LOT).
   * One leg per row, named by the row: a receipt enters each row once, whoever applies it and however often.
   */
  receive: (doc: Document, lines: ReadonlyArray<IncomingLine>): ReadonlyArray<MoveStock> =>
    lines.map((line) =>
      move(
        "RECEIPT_COMPLETED",
        doc,
        stockRowId(line.row),
        line.row,
        "Receipt completed",
        { NOT_DRIED: line.pieces },
        {
          volumes: line.m3 === undefined ? {} : { NOT_DRIED: line.m3 },
          ...(line.measured ? { measured: line.measured } : {})
        }
      )
    ),

  /**
   * Slicing takes sleepers out (NOT_DRIED) and puts planks in by thickness (NOT_DRIED). The
   * document is the slicing operation (number: its serial); `sliced` names what was sliced
   * ("sleeper #3 of LOT-9"), so each ledger line says where its pieces came from.
   */
  slice: (
    doc: Document,
    sliced: string,
    sleepers: { readonly row: StockRowKey; readonly pieces: number },
    planks: ReadonlyArray<IncomingLine>
  ): ReadonlyArray<MoveStock> => [
    move("SLICING_COMPLETED", doc, "sleepers", sleepers.row, `Sliced: ${sliced}`, { NOT_DRIED: -sleepers.pieces }),
    ...planks.map((p, i) =>
      move(
        "SLICING_COMPLETED",
        doc,
        `planks-${i}`,
        p.row,
        `Planks from ${sliced}`,
        { NOT_DRIED: p.pieces },
        {
          volumes: p.m3 === undefined ? {} : { NOT_DRIED: p.m3 },
          ...(p.measured ? { measured: p.measured } : {})
        }
      )
    )
  ],

  /** A drying batch starts: NOT_DRIED → UNDER_DRYING in its warehouse. */
  startDrying: (doc: Document, row: StockRowKey, pieces: number): ReadonlyArray<MoveStock> => [
    move("DRYING_STARTED", doc, "start", row, "Drying started", { NOT_DRIED: -pieces, UNDER_DRYING: pieces })
  ],

  /**
   * An admin changes the piece count of a running batch dried from stock (its `edit`-th edit):
   * the difference moves NOT_DRIED → UNDER_DRYING (more pieces) or back (fewer). None when equal.
   */
  resizeDrying: (doc: Document, row: StockRowKey, from: number, to: number, edit: number): ReadonlyArray<MoveStock> =>
    to === from
      ? []
      : [
          move(
            "DRYING_STARTED",
            doc,
            `edit-${edit}`,
            row,
            to > from ? "Drying pieces added by an edit" : "Drying pieces returned by an edit",
            to > from ? { NOT_DRIED: from - to, UNDER_DRYING: to - from } : { UNDER_DRYING: to - from, NOT_DRIED: from - to }
          )
        ],

  /** A drying batch completes: UNDER_DRYING → DRIED. */
  completeDrying: (doc: Document, row: StockRowKey, pieces: number): ReadonlyArray<MoveStock> => [
    move("DRYING_COMPLETED", doc, "complete", row, "Drying completed", { UNDER_DRYING: -pieces, DRIED: pieces })
  ],

  /** An approved transfer: the source's pieces go in transit out, the destination shows them in transit in. */
  approveTransfer: (doc: Document, lines: ReadonlyArray<TransferLine>): ReadonlyArray<MoveStock> => [
    ...lines.map((l, i) => move("TRANSFER_APPROVED", doc, `${i}-out`, l.from, "Transfer approved", { [l.status]: -l.pieces, IN_TRANSIT_OUT: l.pieces })),
    ...lines.map((l, i) =>
      move(
        "TRANSFER_APPROVED",
        doc,
        `${i}-in`,
        l.to,
        "Transfer approved",
        { IN_TRANSIT_IN: l.pieces },
        { volumes: l.m3 === undefined ? {} : { IN_TRANSIT_IN: l.m3 } }
      )
    )
  ],

  /** A received transfer lands: out of transit at both ends, into the status at the destination. */
  completeTransfer: (doc: Document, lines: ReadonlyArray<TransferLine>): ReadonlyArray<MoveStock> => [
    ...lines.map((l, i) => move("TRANSFER_COMPLETED", doc, `${i}-out`, l.from, "Transfer completed", { IN_TRANSIT_OUT: -l.pieces })),
    ...lines.map((l, i) => move("TRANSFER_COMPLETED", doc, `${i}-in`, l.to, "Transfer completed", { IN_TRANSIT_IN: -l.pieces, [l.status]: l.pieces }))
  ],

  /** A transfer rejected after its approval moved stock: the pieces go back to the source. */
  rejectTransfer: (doc: Document, lines: ReadonlyArray<TransferLine>): ReadonlyArray<MoveStock> => [
    ...lines.map((l, i) => move("TRANSFER_REJECTED", doc, `${i}-out`, l.from, "Transfer rejected", { IN_TRANSIT_OUT: -l.pieces, [l.status]: l.pieces })),
    ...lines.map((l, i) => move("TRANSFER_REJECTED", doc, `${i}-in`, l.to, "Transfer rejected", { IN_TRANSIT_IN: -l.pieces }))
  ],

  /**
   * A legacy row's stock arriving in its row in nominal sizes: every quantity and
   * its m³ as the legacy row held them, in the append that empties the legacy row.
   */
  carryOver: (legacy: StockRowKey, held: StockRowState, to: StockRowKey, m3PerPiece = 0): ReadonlyArray<MoveStock> => {
    const changes = Object.fromEntries(STOCK_BUCKETS.filter((b) => held.quantities[b] > 0).map((b) => [b, held.quantities[b]]))
    if (Object.keys(changes).length === 0) return []
    // a legacy row kept no m³: its pieces arrive with the m³ per piece its documents measured (carry-over.ts)
    const volumes = Object.fromEntries(
      STOCK_BUCKETS.filter((b) => held.quantities[b] > 0).map((b) => [b, roundM3(held.volumes[b] > 0 ? held.volumes[b] : held.quantities[b] * m3PerPiece)])
    )
    const doc = { documentId: stockRowId(legacy), documentNumber: normalThickness(legacy.thickness) }
    return [move("CARRIED_OVER", doc, "in", to, StockMessages.carriedOver, changes, { volumes })]
  }
} as const

/** The compensation of an applied movement: the same changes, signs flipped. */
export const revertOf = ({ volumes: _brought, measured: _measured, ...m }: MoveStock): MoveStock => ({
  ...m,
  movementId: `${m.movementId}#revert`,
  reason: `${m.reason} (taken back)`,
  changes: Object.fromEntries(Object.entries(m.changes).map(([bucket, n]) => [bucket, -(n ?? 0)])),
  reverts: m.movementId
})
