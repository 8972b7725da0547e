import { editWarehouse, type EditWarehouseIntent } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { moveWarehouseCode } from "./warehouse-code"
import { readWarehouseWrite, warehouseOf } from "./warehouse-write"

/**
 * Edits a warehouse (domain `editWarehouse`): reads it and the users it names, records the edit and
 * moves its code's claim, in one append, so a refused edit claims nothing.
 */
export const editWarehouseCommand = (intent: EditWarehouseIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const decided = yield* editWarehouse(yield* readWarehouseWrite(streams, intent.warehouseId, intent.assignedUserIds ?? []), intent)
    yield* streams.record(warehouseOf(intent.warehouseId), decided.warehouse)
    yield* moveWarehouseCode(streams, decided.code, intent.warehouseId)
  })
