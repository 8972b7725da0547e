import type { UserId, WarehouseId } from "@timber/contracts"
import { UserDecider, userStream, WarehouseDecider, warehouseStream, type WarehouseWriteGiven } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"

export const warehouseOf = (warehouseId: WarehouseId) => streamOf(WarehouseDecider, warehouseStream(warehouseId))

/** What a warehouse write is given (domain `WarehouseWriteGiven`): the warehouse (`assumeNew`: one being created) and each user it names. */
export const readWarehouseWrite = (
  streams: Streams,
  warehouseId: WarehouseId,
  userIds: ReadonlyArray<UserId>,
  options: { readonly assumeNew?: boolean } = {}
): Effect.Effect<WarehouseWriteGiven> =>
  Effect.zipWith(
    streams.read(warehouseOf(warehouseId), options),
    Effect.forEach(userIds, (userId) => Effect.map(streams.read(streamOf(UserDecider, userStream(userId))), ({ state }) => state)),
    ({ state: warehouse }, assignees) => ({ warehouse, assignees })
  )
