import { StockMoved, WarehouseId, WoodTypeId, type StockRowKey } from "@timber/contracts"
import { stockRowStream } from "@timber/domain"
import { Schema } from "effect"
import { carryOverStockRow } from "../commands/stock-carry-over"
import type { ProcessManager } from "./process-manager"

/**
 * The legacy rows it has asked to carry: one reaction per row, not one per movement of a row read at
 * a first start (a legacy row's every later movement finds it carried anyway). A fixed set: since the
 * carry-over no command starts a legacy row, so it never grows with the business.
 */
const CarryOverState = Schema.Struct({ asked: Schema.ReadonlySet(Schema.String) })

const legacyRowOf = (e: typeof StockMoved.Type): StockRowKey | null =>
  e.product !== undefined ? null : { warehouseId: WarehouseId.make(e.warehouseId), woodTypeId: WoodTypeId.make(e.woodTypeId), thickness: e.thickness }

/**
 * Stock in nominal sizes: every movement of a legacy row (a row keyed by
 * thickness text only, stored before) has its row carried over to its row in nominal sizes, by a
 * command of its own (`carryOverStockRow`). At a start on a store with legacy rows the process
 * reads the log's stock movements once from its checkpoint, so every legacy row is carried as the
 * product starts; after that it only sees a legacy row when something still names one (a movement
 * redirected to where its row went names the nominal row). Events are never edited: the legacy
 * row's ledger keeps its history and ends with the carry-over. The row's own stream says whether it
 * was carried (a second ask carries nothing); the state only spares asking twice.
 */
export const stockCarryOverProcess: ProcessManager<typeof CarryOverState.Type, typeof StockMoved.Type> = {
  name: "stock-carry-over",
  actor: { userId: "process:stock-carry-over", email: "stock@timber.works" },
  events: StockMoved,
  initialState: { asked: new Set() },
  state: CarryOverState,
  evolve: (state, e) => (legacyRowOf(e) === null || state.asked.has(e.stockRowId) ? state : { asked: new Set([...state.asked, e.stockRowId]) }),
  react: (state, e) => {
    const legacy = legacyRowOf(e)
    if (legacy === null || state.asked.has(e.stockRowId)) return []
    return [{ streamId: stockRowStream(legacy), decide: (streams) => carryOverStockRow(streams, legacy) }]
  }
}
