import { stockRowId, type MoveStock, type StockBucket, type StockRowKey, type StockSource, type WoodStatus } from "@timber/contracts"

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

const move = (source: StockSource, doc: Document, leg: string, row: StockRowKey, reason: string, changes: Partial<Record<StockBucket, number>>): MoveStock => ({
  _tag: "MoveStock",
  movementId: `${source}:${doc.documentId}:${leg}`,
  source,
  sourceDocumentId: doc.documentId,
  sourceDocumentNumber: doc.documentNumber,
  reason,
  notes: doc.notes ?? null,
  row,
  changes
})

export interface TransferLine {
  readonly from: StockRowKey
  readonly to: StockRowKey
  readonly status: WoodStatus
  readonly pieces: number
}

export const StockMovements = {
  /**
   * A completed receipt puts its sleepers into a warehouse as NOT_DRIED (document: the receipt, number: the LOT).
   * One leg per row, named by the row: a receipt enters each row once, whoever applies it and however often.
   */
  receive: (doc: Document, lines: ReadonlyArray<{ readonly row: StockRowKey; readonly pieces: number }>): ReadonlyArray<MoveStock> =>
    lines.map((line) => move("RECEIPT_COMPLETED", doc, stockRowId(line.row), line.row, "Receipt completed", { NOT_DRIED: line.pieces })),

  /**
   * Slicing takes sleepers out (NOT_DRIED) and puts planks in by thickness (NOT_DRIED). The
   * document is the slicing operation (number: its serial); `sliced` names what was sliced
   * ("sleeper #3 of LOT-9"), so each ledger line says where its pieces came from.
   */
  slice: (
    doc: Document,
    sliced: string,
    sleepers: { readonly row: StockRowKey; readonly pieces: number },
    planks: ReadonlyArray<{ readonly row: StockRowKey; readonly pieces: number }>
  ): ReadonlyArray<MoveStock> => [
    move("SLICING_COMPLETED", doc, "sleepers", sleepers.row, `Sliced: ${sliced}`, { NOT_DRIED: -sleepers.pieces }),
    ...planks.map((p, i) => move("SLICING_COMPLETED", doc, `planks-${i}`, p.row, `Planks from ${sliced}`, { NOT_DRIED: p.pieces }))
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
    ...lines.map((l, i) => move("TRANSFER_APPROVED", doc, `${i}-in`, l.to, "Transfer approved", { IN_TRANSIT_IN: l.pieces }))
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
  ]
} as const

/** The compensation of an applied movement: the same changes, signs flipped. */
export const revertOf = (m: MoveStock): MoveStock => ({
  ...m,
  movementId: `${m.movementId}#revert`,
  reason: `${m.reason} (taken back)`,
  changes: Object.fromEntries(Object.entries(m.changes).map(([bucket, n]) => [bucket, -(n ?? 0)])),
  reverts: m.movementId
})
