import { HttpApiBuilder } from "@effect/platform"
import { NotFound, ReadApi, WarehouseMessages } from "@timber/contracts"
import { findWarehouse, listWarehouses, warehouseStock } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

/** The warehouse list feeds the management table, the inventory selector and the drying, receipt and transfer pickers. */
export const WarehousesLive = HttpApiBuilder.group(ReadApi, "warehouses", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["warehouses", "read"], ["inventory-reports", "read"], ["drying-process", "read"], ["wood-transfer", "read"], ["wood-receipt", "read"]),
        query(({ db }) => listWarehouses(db, { includeArchived: urlParams.includeArchived === "true" }))
      )
    )
    .handle("stock", ({ path }) =>
      Effect.gen(function* () {
        yield* requireAny(["inventory-reports", "read"], ["drying-process", "read"], ["wood-transfer", "read"], ["warehouses", "read"])
        const found = yield* query(({ db }) => findWarehouse(db, path.id))
        if (!found) return yield* new NotFound({ message: WarehouseMessages.notFound })
        return yield* query(({ db }) => warehouseStock(db, path.id))
      })
    )
)
