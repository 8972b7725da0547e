import {
  BusinessRuleViolation,
  SlicingMessages,
  type MoveStock,
  type ReceiptItem,
  type RecordSleeperSliced,
  type SlicingOperationId,
  type StockRowKey,
  type WarehouseId,
  type WoodTypeId
} from "@timber/contracts"
import { Effect } from "effect"
import { linesVolume } from "../calculators/slicing-waste"
import type { LotState } from "../lot/state"
import { StockMovements } from "../stock-row/movements"
import { incomingLines, nominalRowOf } from "../stock-row/nominal-rows"
import type { SlicingOperationState } from "./decider"
import { measuredSleeperM3, receiptSleeper } from "../calculators/lot-volume-account"
import { PLANK_VOLUME_TOLERANCE, planksFitSleeper } from "../calculators/sliced-wood"

export interface SlicedStock {
  /** the sleeper's stock row (its receipt's warehouse, the LOT's wood type, its measured thickness) */
  readonly sleeperRow: StockRowKey
  /** the sleeper out (NOT_DRIED), the planks in by thickness (NOT_DRIED) */
  readonly movements: ReadonlyArray<MoveStock>
  /** what the LOT records of it: its volume account */
  readonly lot: RecordSleeperSliced
}

type MeasuredItem = Pick<ReceiptItem, "width" | "height" | "length">

/** The row in nominal sizes a received sleeper went into: its receipt's warehouse, the LOT's wood type, its nominal thickness × width. */
const sleeperRowIn = (place: { readonly warehouseId: WarehouseId; readonly woodTypeId: WoodTypeId }, sleeper: MeasuredItem) =>
  nominalRowOf(place, "SLEEPER", { thicknessCm: sleeper.height, widthCm: sleeper.width, lengthCm: sleeper.length, pieces: 1 })

/** The stock row the operation's sleeper is to leave, or null when its LOT's confirmed receipt counted no such sleeper (the end is refused then). */
export const slicedSleeperRow = (operation: SlicingOperationState, lot: LotState): StockRowKey | null => {
  if (operation.sleeperNumber === null || lot._tag !== "Existing" || lot.receipt.stage !== "confirmed" || lot.receipt.warehouseId === null) return null
  const sleeper = receiptSleeper(lot.receipt.items, operation.sleeperNumber)
  return sleeper === null ? null : sleeperRowIn({ warehouseId: lot.receipt.warehouseId, woodTypeId: lot.woodTypeId }, sleeper)
}

/**
 * What ending a slicing operation does to stock and to its LOT (factory spec section 4
 * item 4), decided from the operation and its LOT as read in the end's own command: the LOT's
 * sleeper leaves the NOT_DRIED row its receipt put it in, its planks enter the same warehouse as
 * NOT_DRIED, one row per plank's nominal thickness × width (the height and width
 * mapped to the nearest nominal size, the measured sizes and m³ kept on the movement), of the LOT's
 * wood type. The ledger's source is the operation (its serial) and each line's
 * reason names the LOT and the sleeper. Refused, with nothing moved, when the LOT's receipt holds no such
 * sleeper: never received, received as planks, or fewer sleepers counted.
 */
export const slicedStock = (
  operationId: SlicingOperationId,
  operation: SlicingOperationState,
  lot: LotState
): Effect.Effect<SlicedStock, BusinessRuleViolation> => {
  const { lotNumber, sleeperNumber, serialNumber, figures } = operation
  if (lotNumber === null || sleeperNumber === null || serialNumber === null || figures === null)
    return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.notFound }))
  if (lot._tag !== "Existing" || lot.receipt.stage !== "confirmed" || lot.receipt.warehouseId === null)
    return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.lotNotInStock(lotNumber) }))
  if (lot.woodFormat === "PLANKS") return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.lotOfPlanks(lotNumber) }))
  const sleeper = receiptSleeper(lot.receipt.items, sleeperNumber)
  if (sleeper === null)
    return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.sleeperNotInLot(sleeperNumber, lotNumber, lot.receipt.actualPieces ?? 0) }))
  // the LOT's account counts the sleeper as its receipt measured it: planks never hold more,
  // whatever sleeper size the slicer typed
  const sleeperM3 = measuredSleeperM3(sleeper)
  const plankM3 = linesVolume(figures.plankSizes)
  if (!planksFitSleeper(sleeperM3, plankM3))
    return Effect.fail(
      new BusinessRuleViolation({ message: SlicingMessages.planksExceedSleeper(sleeperNumber, sleeperM3, plankM3, PLANK_VOLUME_TOLERANCE * 100) })
    )
  // the sleeper leaves its row in nominal sizes, the planks enter theirs with the m³ the slicer cut
  const place = { warehouseId: lot.receipt.warehouseId, woodTypeId: lot.woodTypeId }
  const sleeperRow = sleeperRowIn(place, sleeper)
  const plankLines = incomingLines(
    place,
    "PLANK",
    // a slicing line's length is in metres
    figures.plankSizes.map((p) => ({ thicknessCm: p.height, widthCm: p.width, lengthCm: p.length * 100, pieces: p.quantity }))
  )
  const movements = StockMovements.slice(
    { documentId: operationId, documentNumber: serialNumber },
    SlicingMessages.slicedSleeper(lotNumber, sleeperNumber),
    { row: sleeperRow, pieces: 1 },
    plankLines
  )
  return Effect.succeed({
    sleeperRow,
    movements,
    lot: {
      _tag: "RecordSleeperSliced",
      lotId: lot.lotId,
      operationId,
      serialNumber,
      sleeperNumber,
      sleeperVolumeM3: sleeperM3,
      plankVolumeM3: plankM3
    }
  })
}
