import {
  isNominalRow,
  LotId,
  NotFound,
  SlicingOperationId,
  StockEvent,
  WoodTypeMessages,
  decodeEvent,
  type StockMoved,
  type StockRowKey
} from "@timber/contracts"
import {
  carriedOverRow,
  carryOverCommands,
  legacyM3PerPiece,
  legacyProduct,
  legacyWidth,
  LotDecider,
  lotStream,
  SlicingOperationDecider,
  slicingOperationStream,
  stockRowStream,
  type BroughtIn
} from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "./execute"
import { countStockRowUse, currentStockRow, decideOnStockRow } from "./stock"

/**
 * What the documents that brought pieces into a legacy row measured (read for the fact, once, at
 * its carry-over): a receipt's LOT items, a slicing operation's plank lines (lengths in metres).
 */
const measuredBy = (streams: Streams, moves: ReadonlyArray<typeof StockMoved.Type>) =>
  Effect.gen(function* () {
    const brought: BroughtIn[] = []
    const seen = new Set<string>()
    for (const move of moves) {
      const id = move.sourceDocumentId
      if (id === null || seen.has(id) || !move.changes.some((c) => c.change > 0)) continue
      seen.add(id)
      if (move.source === "RECEIPT_COMPLETED") {
        const { state } = yield* streams.read(streamOf(LotDecider, lotStream(LotId.make(id))))
        if (state._tag === "Existing")
          brought.push({ measured: state.receipt.items.map((i) => ({ thicknessCm: i.height, widthCm: i.width, lengthCm: i.length, pieces: i.quantity })) })
      }
      if (move.source === "SLICING_COMPLETED") {
        const { state } = yield* streams.read(streamOf(SlicingOperationDecider, slicingOperationStream(SlicingOperationId.make(id))))
        brought.push({
          measured: (state.figures?.plankSizes ?? []).map((p) => ({ thicknessCm: p.height, widthCm: p.width, lengthCm: p.length * 100, pieces: p.quantity }))
        })
      }
    }
    return brought
  })

/**
 * Carries a legacy row (warehouse × wood type × thickness text, before nominal sizes) over to its row in
 * nominal sizes, in one command: the legacy row's every quantity and m³ out (`StockRowCarriedOver`
 * naming where they went), the same into the nominal row, its minimum with them. The product is
 * read from the legacy row's movements (`legacyProduct`), the width from what their documents
 * measured (`legacyWidth`): all its books, once, as the row is carried; a row already carried (or never filled) is only looked at, and nothing moves.
 */
export const carryOverStockRow = (streams: Streams, legacy: StockRowKey) =>
  Effect.gen(function* () {
    if (isNominalRow(legacy)) return
    const book = yield* currentStockRow(streams, legacy)
    if (book.state.carriedTo !== null || !book.state.exists) return
    const moves: Array<typeof StockMoved.Type> = []
    for (let period = 0; period <= book.period; period++)
      for (const recorded of yield* streams.recorded(stockRowStream(legacy, period))) {
        if (recorded.type !== "StockMoved") continue
        const event = decodeEvent(StockEvent, recorded)
        if (event._tag === "StockMoved") moves.push(event)
      }
    // the documents that brought pieces in measured them: their widths and m³ are the row's
    const brought = yield* measuredBy(streams, moves)
    const to = carriedOverRow(legacy, legacyProduct(legacy.thickness, moves), legacyWidth(legacy.thickness, brought))
    const nominal = (yield* currentStockRow(streams, to)).state
    const m3PerPiece = legacyM3PerPiece(legacy.thickness, brought)
    for (const { row, command } of carryOverCommands(legacy, book.state, to, nominal, m3PerPiece)) {
      // the nominal row holds the wood type as the legacy row did: a new row's use is counted
      if (isNominalRow(row)) yield* countStockRowUse(streams, row, () => new NotFound({ message: WoodTypeMessages.notFound }))
      yield* decideOnStockRow(streams, row, command)
    }
  })
