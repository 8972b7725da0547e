import {
  canonicalStockThickness,
  StockMessages,
  ValidationError,
  WarehouseId,
  WoodTypeId,
  type DryingBatchId,
  type DryingEvent,
  type MoveStock,
  type StockProduct,
  type StockRowKey
} from "@timber/contracts"
import { Effect } from "effect"
import { DryingDecider, type DryingState } from "../../drying-batch/decider"
import { StockMovements } from "../../stock-row/movements"
import { stockKeepingWarehouse } from "../../warehouse/stock-keeping"
import type { WarehouseState } from "../../warehouse/decider"
import type { WoodTypeState } from "../../wood-type/decider"
import { dryingSetupOf, type DryingSetupInput } from "../drying-setup"
import type { Step } from "../step"

/**
 * The stock a start asks to dry: a warehouse and a stock thickness (with its product and nominal
 * width for a row in nominal sizes); `useStock: false` dries wood that is not in stock.
 */
export interface DryingStockAsked {
  readonly warehouseId?: string | null | undefined
  readonly stockThickness?: string | null | undefined
  readonly stockProduct?: StockProduct | undefined
  readonly stockWidth?: string | null | undefined
  readonly useStock?: boolean | undefined
}

export interface StartDryingIntent {
  readonly dryingId: DryingBatchId
  /** Claimed in the same append (DB-2026-0001). */
  readonly batchNumber: string
  readonly setup: DryingSetupInput
  readonly stock: DryingStockAsked
  readonly createdByName: string | null
  /** When the server received it: the start time when none is given, and a start more than a day ahead of it is refused. */
  readonly now: string
}

export interface StartDryingGiven {
  /** Absent, but for a start stored by a try that died before answering (decided again, it moves nothing). */
  readonly batch: DryingState
  readonly woodType: WoodTypeState
  /** The stock the start takes from, when it asks for some: the row that holds it now (a legacy row followed to where its stock went) and that row's warehouse. */
  readonly stock: { readonly row: StockRowKey; readonly warehouse: WarehouseState } | null
}

export interface StartDryingDecision {
  readonly batch: ReadonlyArray<DryingEvent>
  /** NOT_DRIED → UNDER_DRYING in the row the pieces come from. */
  readonly stock: ReadonlyArray<MoveStock>
  /** The wood type the batch uses: counted, so it can't be deleted under the batch. */
  readonly usesWoodType: WoodTypeId
}

const thicknessInvalid = () =>
  new ValidationError({ message: StockMessages.thicknessInvalid, details: { fields: [{ path: "stockThickness", message: StockMessages.thicknessInvalid }] } })

/**
 * What a start names of stock: its warehouse, its stock thickness as its row writes it (a number
 * with a unit, contracts stock/thickness.ts; refused when it reads as none), and the row it takes
 * from — null when it names no warehouse or thickness, or says not to use stock. The command
 * service reads that row (and its warehouse) before the step.
 */
export const dryingStockAsked = (asked: DryingStockAsked, woodTypeId: string) =>
  Effect.gen(function* () {
    const warehouseId = asked.warehouseId?.trim() ? WarehouseId.make(asked.warehouseId.trim()) : null
    const text = asked.stockThickness
    const thickness = text?.trim() ? canonicalStockThickness(text) : null
    if (text?.trim() && thickness === null) return yield* Effect.fail(thicknessInvalid())
    const size = asked.stockProduct === undefined ? {} : { product: asked.stockProduct, width: asked.stockWidth?.trim() || null }
    const row: StockRowKey | null =
      asked.useStock === false || warehouseId === null || thickness === null
        ? null
        : { warehouseId, woodTypeId: WoodTypeId.make(woodTypeId), thickness, ...size }
    return { warehouseId, thickness, row }
  })

/**
 * A drying batch starts: its events, and — when it dries stock — the pieces it takes from its
 * row (NOT_DRIED → UNDER_DRYING), all in one append, so a start never takes pieces the row does
 * not hold (the row's decision refuses it in the spec's words) and never stands without them.
 */
export const startDrying: Step<StartDryingGiven, StartDryingIntent, StartDryingDecision> = (given, intent) =>
  Effect.gen(function* () {
    const asked = yield* dryingStockAsked(intent.stock, intent.setup.woodTypeId)
    const setup = yield* dryingSetupOf(intent.setup, given.woodType, intent.now)
    if (asked.row !== null && given.stock === null) return yield* Effect.die(new Error("a start that asks for stock is decided on the row that holds it"))
    const row = given.stock === null || asked.row === null ? null : given.stock.row
    if (given.stock !== null && row !== null) yield* stockKeepingWarehouse(given.stock.warehouse)
    const batch = yield* DryingDecider.decide(
      {
        _tag: "StartDrying",
        dryingId: intent.dryingId,
        batchNumber: intent.batchNumber,
        warehouseId: asked.warehouseId,
        stockThickness: row?.thickness ?? asked.thickness,
        ...(row?.product === undefined ? {} : { stockProduct: row.product, stockWidth: row.width ?? null }),
        createdByName: intent.createdByName,
        stockTaken: row !== null,
        setup,
        now: intent.now
      },
      given.batch
    )
    // a start decided again on a batch already started moves nothing: the batch says it took its pieces
    const doc = { documentId: intent.dryingId, documentNumber: intent.batchNumber }
    const stock = row !== null && given.batch.status === "absent" ? StockMovements.startDrying(doc, row, setup.pieceCount) : []
    return { batch, stock, usesWoodType: setup.woodTypeId }
  })
