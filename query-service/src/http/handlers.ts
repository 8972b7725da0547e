import { HttpApiBuilder } from "@effect/platform"
import {
  AuthMessages,
  CalculatorMessages,
  CurrentUser,
  Forbidden,
  LotMessages,
  NotFound,
  ReadApi,
  WarehouseMessages,
  WoodTypeMessages
} from "@timber/contracts"
import { effectivePermissions, isAdmin, isOwnerOrAdmin } from "@timber/domain/permissions/index"
import {
  consolidatedStock,
  findUserById,
  findWoodTypeImage,
  findWarehouse,
  listWarehouses,
  lowStockAlerts,
  stockAdjustments,
  stockLedger,
  verifyStock,
  warehouseStock,
  listApprovalRequests,
  listApprovalRules,
  listCalculations,
  listDryingProcesses,
  listNotifications,
  listReceiptDrafts,
  listReceiptHistory,
  listReceiptItems,
  listSlicingOperations,
  listUserProfiles,
  listWoodReceipts,
  listWoodTypes,
  lotTraceability,
  pendingApprovalCount,
  projectionStatuses,
  unreadNotificationCount
} from "@timber/projections"
import { Effect } from "effect"
import { QueryContext } from "./context"
import { storedImageResponse } from "./stored-image"
import { userDto } from "./user-dto"
import { requireAny } from "./permissions"

const query = <A>(f: (ctx: QueryContext["Type"]) => Promise<A>) => Effect.flatMap(QueryContext, (ctx) => Effect.promise(() => f(ctx)))

export const HealthLive = HttpApiBuilder.group(ReadApi, "health", (h) =>
  h.handle("health", () => Effect.sync(() => ({ status: "ok" as const, service: "query-service", time: new Date().toISOString() })))
)

export const AuthLive = HttpApiBuilder.group(ReadApi, "auth", (h) =>
  h.handle("me", () =>
    Effect.gen(function* () {
      const current = yield* CurrentUser
      const user = yield* query(({ db }) => findUserById(db, current.userId))
      if (!user) return yield* Effect.die(new Error("authenticated user missing from the read model"))
      return userDto(user)
    })
  )
)

/** Wood types are reference data for every screen that picks one: any signed-in user may list them. */
export const WoodTypesLive = HttpApiBuilder.group(ReadApi, "woodTypes", (h) =>
  h
    .handle("list", () => query(({ db }) => listWoodTypes(db)))
    .handleRaw("image", ({ path }) =>
      Effect.flatMap(
        query(({ db }) => findWoodTypeImage(db, path.id)),
        (image) => storedImageResponse(image, WoodTypeMessages.noImage)
      )
    )
)

export const LotsLive = HttpApiBuilder.group(ReadApi, "lots", (h) =>
  h
    .handle("list", () =>
      Effect.zipRight(
        requireAny(["lot-creation", "read"], ["wood-receipt", "read"], ["dashboard", "access"]),
        query(({ db }) => listWoodReceipts(db))
      )
    )
    .handle("traceability", ({ path }) =>
      Effect.gen(function* () {
        yield* requireAny(["lot-creation", "read"], ["wood-receipt", "read"])
        const lotNumber = path.lotNumber.trim()
        if (!lotNumber) return yield* new NotFound({ message: LotMessages.noLotNumber })
        return yield* query(({ db }) => lotTraceability(db, lotNumber))
      })
    )
)

export const SystemLive = HttpApiBuilder.group(ReadApi, "system", (h) =>
  h.handle("projections", () =>
    Effect.gen(function* () {
      const user = yield* CurrentUser
      if (!isAdmin(user)) return yield* new Forbidden({ message: AuthMessages.adminOnly })
      return yield* query(({ db, store }) => projectionStatuses(db, store))
    })
  )
)

/** A user sees only their own calculations; an ADMIN may ask for another user's. */
export const CalculationsLive = HttpApiBuilder.group(ReadApi, "calculations", (h) =>
  h.handle("list", ({ urlParams }) =>
    Effect.gen(function* () {
      const user = yield* requireAny(["wood-calculator", "access"])
      const userId = urlParams.user_id ?? user.userId
      if (!isOwnerOrAdmin(user, userId)) return yield* new Forbidden({ message: CalculatorMessages.notYours })
      return yield* query(({ db }) => listCalculations(db, userId))
    })
  )
)

export const ApprovalsLive = HttpApiBuilder.group(ReadApi, "approvals", (h) =>
  h
    .handle("list", () =>
      Effect.zipRight(
        requireAny(["approvals", "read"]),
        query(({ db }) => listApprovalRequests(db))
      )
    )
    // the dashboard card and the sidebar badge both show it; a count tells little
    .handle("pendingCount", () =>
      Effect.zipRight(
        requireAny(["approvals", "access"], ["dashboard", "access"]),
        query(({ db }) => pendingApprovalCount(db))
      )
    )
    .handle("rules", () =>
      Effect.zipRight(
        requireAny(["approvals", "read"]),
        query(({ db }) => listApprovalRules(db))
      )
    )
    // approver choices for rules, recipients for transfers and messages
    .handle("profiles", () =>
      Effect.zipRight(
        requireAny(["approvals", "read"], ["wood-transfer", "access"], ["notifications", "access"]),
        query(({ db }) => listUserProfiles(db))
      )
    )
)

/** Everyone reads only their own notifications. */
export const NotificationsLive = HttpApiBuilder.group(ReadApi, "notifications", (h) =>
  h
    .handle("list", () => Effect.flatMap(CurrentUser, (user) => query(({ db }) => listNotifications(db, user.userId))))
    .handle("unreadCount", () => Effect.flatMap(CurrentUser, (user) => query(({ db }) => unreadNotificationCount(db, user.userId))))
)

/** The slicer's saved operations; the dashboard and traceability read them as well. */
export const SlicingLive = HttpApiBuilder.group(ReadApi, "slicing", (h) =>
  h.handle("list", ({ urlParams }) =>
    Effect.zipRight(
      requireAny(["wood-slicing", "read"], ["approvals", "read"], ["dashboard", "access"]),
      query(({ db }) => listSlicingOperations(db, urlParams.lot_number?.trim() || undefined))
    )
  )
)

/** Drying batches; the dashboard's ongoing list reads them too. */
export const DryingLive = HttpApiBuilder.group(ReadApi, "drying", (h) =>
  h.handle("list", () =>
    Effect.zipRight(
      requireAny(["drying-process", "read"], ["inventory-reports", "read"], ["dashboard", "access"]),
      query(({ db }) => listDryingProcesses(db))
    )
  )
)

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

/** Inventory reports; the ledger invariant check is an ADMIN's. */
export const StockLive = HttpApiBuilder.group(ReadApi, "stock", (h) =>
  h
    .handle("consolidated", () =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"]),
        query(({ db }) => consolidatedStock(db))
      )
    )
    .handle("alerts", () =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"], ["dashboard", "access"]),
        query(({ db }) => lowStockAlerts(db))
      )
    )
    .handle("adjustments", () =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"]),
        query(({ db }) => stockAdjustments(db))
      )
    )
    .handle("ledger", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"]),
        query(({ db }) => stockLedger(db, { warehouseId: urlParams.warehouseId?.trim() || undefined, stockRowId: urlParams.stockRowId?.trim() || undefined }))
      )
    )
    .handle("verify", () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!isAdmin(user)) return yield* new Forbidden({ message: AuthMessages.adminOnly })
        return yield* query(({ db }) => verifyStock(db))
      })
    )
)

/** Receipt processing's reads; the slicer also reads drafts and history to label its LOTs. */
export const ReceiptsLive = HttpApiBuilder.group(ReadApi, "receipts", (h) =>
  h
    .handle("drafts", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["wood-receipt", "read"], ["wood-slicing", "read"]),
        query(({ db }) => listReceiptDrafts(db, urlParams.receipt_id.trim()))
      )
    )
    .handle("history", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["wood-receipt", "read"], ["wood-slicing", "read"]),
        query(({ db }) => listReceiptHistory(db, urlParams.receipt_id.trim()))
      )
    )
    .handle("items", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["wood-receipt", "read"], ["lot-creation", "read"]),
        query(({ db }) => listReceiptItems(db, urlParams.receipt_id.trim()))
      )
    )
)
