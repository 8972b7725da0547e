import type { AssignWarehouseUsers } from "@timber/contracts"
import { assignWarehouseUsers } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { readWarehouseWrite, warehouseOf } from "./warehouse-write"

/** Replaces a warehouse's users (domain `assignWarehouseUsers`): reads it and the users it names, and records the assignment. */
export const assignWarehouseUsersCommand = (intent: AssignWarehouseUsers) => (streams: Streams) =>
  Effect.gen(function* () {
    const decided = yield* assignWarehouseUsers(yield* readWarehouseWrite(streams, intent.warehouseId, intent.userIds), intent)
    yield* streams.record(warehouseOf(intent.warehouseId), decided.warehouse)
  })
