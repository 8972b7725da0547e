import { createWarehouse, type CreateWarehouseIntent } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { claimWarehouseCode } from "./warehouse-code"
import { readWarehouseWrite, warehouseOf } from "./warehouse-write"

/** Creates a warehouse (domain `createWarehouse`): reads it and the users it names, records it and claims its code, in one append. */
export const createWarehouseCommand = (intent: CreateWarehouseIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const decided = yield* createWarehouse(yield* readWarehouseWrite(streams, intent.warehouseId, intent.assignedUserIds, { assumeNew: true }), intent)
    yield* streams.record(warehouseOf(intent.warehouseId), decided.warehouse)
    yield* claimWarehouseCode(streams, decided.code, intent.warehouseId)
  })
