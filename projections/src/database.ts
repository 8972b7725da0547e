import type { Kysely, Transaction } from "kysely"
import type { ApprovalRequestsTable, ApprovalRulesTable } from "./approvals/approvals.table"
import type { NotificationsTable } from "./notifications/notifications.table"
import type { SlicingOperationsTable } from "./slicing/slicing-operations.table"
import type { DryingBatchesTable, DryingReadingsTable } from "./drying/drying.table"
import type { ElectricityRechargesTable } from "./drying/electricity.table"
import type { CalculationsTable } from "./calculations/calculations.table"
import type { ProjectionCheckpointsTable } from "./checkpoints/checkpoints.table"
import type { LotStatusTotalsTable, LotsTable } from "./lots/lots.table"
import type { ReceiptDraftsTable, ReceiptHistoryTable, ReceiptItemsTable } from "./receipts/receipts.table"
import type { UsersTable } from "./users/users.table"
import type { WoodTypesTable } from "./wood-types/wood-types.table"
import type { WarehousesTable } from "./warehouses/warehouses.table"
import type { StockLedgerTable, StockRowsTable } from "./stock/stock.table"
import type { RolesTable } from "./roles/roles.table"
import type { SettingsChangesTable, SystemSettingsTable } from "./settings/settings.table"
import type { TransfersTable } from "./transfers/transfers.table"
import type { AssetCategoriesTable, AssetsTable } from "./assets/assets.table"
import type { AuditEventsTable, AuditLotEventsTable, AuditLotStreamsTable } from "./audit/audit.table"
import type { DisplayTokensTable } from "./display-tokens/display-tokens.table"
import type { NewsletterSubscribersTable } from "./newsletter/newsletter-subscribers.table"
import type { WebsitePagesTable, WebsitePageVersionsTable } from "./website-pages/website-pages.table"
import type { StocktakesTable } from "./stocktakes/stocktakes.table"
import type { WebsiteFilesTable, WebsiteFoldersTable } from "./website-files/website-files.table"
import type { ProjectionSkipsTable } from "./operations/projection-skips.table"

/** Every read-model table; this package is the only writer. */
export interface ReadModels {
  wood_receipts: LotsTable
  lot_status_totals: LotStatusTotalsTable
  wood_types: WoodTypesTable
  users: UsersTable
  projection_checkpoints: ProjectionCheckpointsTable
  calculations: CalculationsTable
  approval_requests: ApprovalRequestsTable
  approval_rules: ApprovalRulesTable
  notifications: NotificationsTable
  slicing_operations: SlicingOperationsTable
  drying_processes: DryingBatchesTable
  drying_readings: DryingReadingsTable
  electricity_recharges: ElectricityRechargesTable
  warehouses: WarehousesTable
  stock_rows: StockRowsTable
  stock_ledger: StockLedgerTable
  roles: RolesTable
  system_settings: SystemSettingsTable
  settings_changes: SettingsChangesTable
  receipt_drafts: ReceiptDraftsTable
  receipt_history: ReceiptHistoryTable
  receipt_items: ReceiptItemsTable
  transfers: TransfersTable
  assets: AssetsTable
  asset_categories: AssetCategoriesTable
  audit_events: AuditEventsTable
  audit_lot_events: AuditLotEventsTable
  audit_lot_streams: AuditLotStreamsTable
  display_tokens: DisplayTokensTable
  newsletter_subscribers: NewsletterSubscribersTable
  website_pages: WebsitePagesTable
  website_page_versions: WebsitePageVersionsTable
  stocktakes: StocktakesTable
  website_folders: WebsiteFoldersTable
  website_files: WebsiteFilesTable
  projection_skips: ProjectionSkipsTable
}

export type ReadDb = Kysely<ReadModels>
export type ReadTrx = Transaction<ReadModels>
