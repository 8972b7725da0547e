import { WarehouseId, WarehouseMessages } from "@timber/contracts"
import { warehouseStream } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"

/** The reservation stream keeps codes unique even when two writes race; claimed in the warehouse's own command. */
export const claimWarehouseCode = (streams: Streams, code: string, warehouseId: WarehouseId) =>
  claimValue(streams, {
    scope: UniqueValues.warehouseCode.scope,
    key: UniqueValues.warehouseCode.key(code),
    ownerId: warehouseId,
    takenMessage: WarehouseMessages.codeTaken(code.trim()),
    // the holder of a code is a warehouse: its id, read back from the reservation, is branded here
    ownerStream: (holder: string) => warehouseStream(WarehouseId.make(holder))
  })

/** A code changed by an edit: the new one claimed, the old one let go (a change of case or spacing keeps its one key). */
export const moveWarehouseCode = (streams: Streams, code: { readonly before: string; readonly after: string }, warehouseId: WarehouseId) =>
  UniqueValues.warehouseCode.key(code.after) === UniqueValues.warehouseCode.key(code.before)
    ? Effect.void
    : Effect.zipRight(
        claimWarehouseCode(streams, code.after, warehouseId),
        releaseValue(streams, { scope: UniqueValues.warehouseCode.scope, key: UniqueValues.warehouseCode.key(code.before), ownerId: warehouseId })
      )
