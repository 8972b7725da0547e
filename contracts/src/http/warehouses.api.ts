import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden, NotFound, ValidationError } from "../shared/errors"
import {
  AdjustmentListParams,
  ConsolidatedStockRow,
  LedgerListParams,
  LowStockAlert,
  StockAdjustment,
  StockAdjustmentPayload,
  StockAdjustmentPage,
  StockLedgerPage,
  StockMinimumPayload,
  StockVerification,
  WarehouseStockRow
} from "../stock/dto"
import { AssignedUsersPayload, Warehouse, WarehousePayload, WarehouseRecord } from "../warehouses/dto"
import { withDomainErrors } from "./domain-errors"
import { IdPath, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

export class WarehousesApi extends HttpApiGroup.make("warehouses")
  .add(
    HttpApiEndpoint.get("list", "/management/warehouses")
      .setUrlParams(Schema.Struct({ includeArchived: Schema.optional(Schema.String) }))
      .addSuccess(Schema.Array(Warehouse))
  )
  .add(HttpApiEndpoint.get("stock", "/management/warehouses/:id/stock").setPath(IdPath).addSuccess(Schema.Array(WarehouseStockRow)).addError(NotFound))
  .addError(Forbidden)
  .middleware(Authentication) {}

export class WarehouseCommandsApi extends HttpApiGroup.make("warehouseCommands")
  .add(HttpApiEndpoint.post("create", "/management/warehouses").setPayload(WarehousePayload).addSuccess(WarehouseRecord, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.put("update", "/management/warehouses/:id")).setPayload(WarehousePayload).addSuccess(WarehouseRecord))
  .add(onSeenVersion(HttpApiEndpoint.patch("archive", "/management/warehouses/:id/archive")).addSuccess(WarehouseRecord))
  .add(onSeenVersion(HttpApiEndpoint.patch("restore", "/management/warehouses/:id/restore")).addSuccess(WarehouseRecord))
  .add(
    onSeenVersion(HttpApiEndpoint.put("assignUsers", "/management/warehouses/:id/assigned-users")).setPayload(AssignedUsersPayload).addSuccess(WarehouseRecord)
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

export class StockApi extends HttpApiGroup.make("stock")
  .add(HttpApiEndpoint.get("consolidated", "/management/stock/consolidated").addSuccess(Schema.Array(ConsolidatedStockRow)))
  .add(HttpApiEndpoint.get("alerts", "/management/stock/alerts").addSuccess(Schema.Array(LowStockAlert)))
  .add(HttpApiEndpoint.get("adjustments", "/management/stock/adjustments").setUrlParams(AdjustmentListParams).addSuccess(StockAdjustmentPage))
  .add(HttpApiEndpoint.get("ledger", "/management/stock/ledger").setUrlParams(LedgerListParams).addSuccess(StockLedgerPage))
  .add(HttpApiEndpoint.get("verify", "/management/stock/verify").addSuccess(StockVerification))
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

export class StockCommandsApi extends HttpApiGroup.make("stockCommands")
  .add(HttpApiEndpoint.post("adjust", "/management/stock/adjustments").setPayload(StockAdjustmentPayload).addSuccess(StockAdjustment, { status: 201 }))
  .add(HttpApiEndpoint.put("setMinimum", "/management/stock/minimum-levels").setPayload(StockMinimumPayload).addSuccess(WarehouseStockRow))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
