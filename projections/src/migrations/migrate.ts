import { StoreOfNewerRelease } from "@timber/eventstore"
import { sql, type Kysely } from "kysely"
import * as readModels from "./20261121_0001_read_models"
import * as calculations from "./20261122_0002_calculations"
import * as approvalsNotifications from "./20261122_0003_approvals_notifications"
import * as slicingOperations from "./20261122_0004_slicing_operations"
import * as drying from "./20261122_0005_drying"
import * as projectionHealth from "./20261123_0006_projection_health"
import * as countsHoldEveryEvent from "./20261123_0007_counts_hold_every_event"
import * as warehousesStock from "./20261123_0008_warehouses_stock"
import * as usersRolesSettings from "./20261123_0009_users_roles_settings"
import * as receiptProcessing from "./20261123_0011_receipt_processing"
import * as woodTypeCatalogue from "./20261123_0015_wood_type_catalogue"
import * as woodTypeImage from "./20261124_0016_wood_type_image"
import * as approvalRequestSubject from "./20261128_0017_approval_request_subject"
import * as electricityRecharges from "./20261128_0018_electricity_recharges"
import * as notificationSender from "./20261128_0019_notification_sender"
import * as transfers from "./20261128_0030_transfers"
import * as assets from "./20261128_0045_assets"
import * as assetUpkeep from "./20261128_0046_asset_upkeep"
import * as stocktakes from "./20261128_0047_stocktakes"
import * as settingsChanges from "./20261128_0050_settings_changes"
import * as audit from "./20261128_0060_audit"
import * as displayTokens from "./20261128_0065_display_tokens"
import * as newsletterSubscribers from "./20261128_0085_newsletter_subscribers"
import * as websiteFiles from "./20261128_0090_website_files"
import * as projectionOperations from "./20261128_0070_projection_operations"
import * as websitePages from "./20261128_0080_website_pages"
import * as hotStatementIndexes from "./20261206_0100_hot_statement_indexes"
import * as recordVersions from "./20261206_0100_record_versions"
import * as listSortIndexes from "./20261206_0500_list_sort_indexes"
import * as summaryIndexes from "./20261206_0510_summary_indexes"
import * as slicingPageIndexes from "./20261206_0600_slicing_page_indexes"
import * as dryingPageIndexes from "./20261206_0601_drying_page_indexes"
import * as transferPageIndexes from "./20261206_0602_transfer_page_indexes"
import * as stockLedgerPageIndexes from "./20261206_0603_stock_ledger_page_indexes"
import * as approvalPageIndexes from "./20261206_0604_approval_page_indexes"
import * as calculationPageIndexes from "./20261206_0605_calculation_page_indexes"
import * as notificationPageIndexes from "./20261206_0606_notification_page_indexes"
import * as moreRecordVersions from "./20261207_0700_more_record_versions"
import * as lotStatusTotals from "./20261207_0100_lot_status_totals"
import * as assetPageIndexes from "./20261207_0710_asset_page_indexes"
import * as subscriberPageIndexes from "./20261207_0711_subscriber_page_indexes"
import * as rechargePageIndexes from "./20261207_0712_recharge_page_indexes"
import * as completedDryingSortIndexes from "./20261207_0713_completed_drying_sort_indexes"
import * as websitePageIndexes from "./20261207_0714_website_page_indexes"
import * as kilnChargeIndexes from "./20261207_0800_kiln_charge_indexes"
import * as websiteFilePageIndexes from "./20261207_0810_website_file_page_indexes"
import * as unreadNotificationIndex from "./20261207_0850_unread_notification_index"
import * as rechargeRegister from "./20261207_0900_recharge_register"
import * as stockLedgerDocumentIndex from "./20261207_0900_stock_ledger_document_index"
import * as slicingWoodTypeIndex from "./20261207_0901_slicing_wood_type_index"
import * as frozenDryingCost from "./20261207_0950_frozen_drying_cost"
import * as contentRecordVersions from "./20261207_1200_content_record_versions"
import * as stockNominalSizes from "./20261207_1200_stock_nominal_sizes"
import * as dryingStockRow from "./20261207_1600_drying_stock_row"

/** Timestamped migrations, applied in this order (not quite the names' order: one was listed late), each once. */
const MIGRATIONS: ReadonlyArray<readonly [string, { up: (db: Kysely<any>) => Promise<void> }]> = [
  ["20261121_0001_read_models", readModels],
  ["20261122_0002_calculations", calculations],
  ["20261122_0003_approvals_notifications", approvalsNotifications],
  ["20261122_0004_slicing_operations", slicingOperations],
  ["20261122_0005_drying", drying],
  ["20261123_0006_projection_health", projectionHealth],
  ["20261123_0007_counts_hold_every_event", countsHoldEveryEvent],
  ["20261123_0008_warehouses_stock", warehousesStock],
  ["20261123_0009_users_roles_settings", usersRolesSettings],
  ["20261123_0011_receipt_processing", receiptProcessing],
  ["20261123_0015_wood_type_catalogue", woodTypeCatalogue],
  ["20261124_0016_wood_type_image", woodTypeImage],
  ["20261128_0017_approval_request_subject", approvalRequestSubject],
  ["20261128_0018_electricity_recharges", electricityRecharges],
  ["20261128_0019_notification_sender", notificationSender],
  ["20261128_0030_transfers", transfers],
  ["20261128_0045_assets", assets],
  ["20261128_0046_asset_upkeep", assetUpkeep],
  ["20261128_0047_stocktakes", stocktakes],
  ["20261128_0050_settings_changes", settingsChanges],
  ["20261128_0060_audit", audit],
  ["20261128_0065_display_tokens", displayTokens],
  ["20261128_0070_projection_operations", projectionOperations],
  ["20261128_0080_website_pages", websitePages],
  ["20261128_0085_newsletter_subscribers", newsletterSubscribers],
  ["20261128_0090_website_files", websiteFiles],
  ["20261206_0100_hot_statement_indexes", hotStatementIndexes],
  ["20261206_0100_record_versions", recordVersions],
  ["20261206_0500_list_sort_indexes", listSortIndexes],
  ["20261206_0510_summary_indexes", summaryIndexes],
  ["20261206_0600_slicing_page_indexes", slicingPageIndexes],
  ["20261206_0601_drying_page_indexes", dryingPageIndexes],
  ["20261206_0602_transfer_page_indexes", transferPageIndexes],
  ["20261206_0603_stock_ledger_page_indexes", stockLedgerPageIndexes],
  ["20261206_0604_approval_page_indexes", approvalPageIndexes],
  ["20261206_0605_calculation_page_indexes", calculationPageIndexes],
  ["20261206_0606_notification_page_indexes", notificationPageIndexes],
  ["20261207_0100_lot_status_totals", lotStatusTotals],
  ["20261207_0700_more_record_versions", moreRecordVersions],
  ["20261207_0710_asset_page_indexes", assetPageIndexes],
  ["20261207_0711_subscriber_page_indexes", subscriberPageIndexes],
  ["20261207_0712_recharge_page_indexes", rechargePageIndexes],
  ["20261207_0713_completed_drying_sort_indexes", completedDryingSortIndexes],
  ["20261207_0714_website_page_indexes", websitePageIndexes],
  ["20261207_0800_kiln_charge_indexes", kilnChargeIndexes],
  ["20261207_0810_website_file_page_indexes", websiteFilePageIndexes],
  ["20261207_0850_unread_notification_index", unreadNotificationIndex],
  ["20261207_0900_recharge_register", rechargeRegister],
  ["20261207_0900_stock_ledger_document_index", stockLedgerDocumentIndex],
  ["20261207_0901_slicing_wood_type_index", slicingWoodTypeIndex],
  ["20261207_0950_frozen_drying_cost", frozenDryingCost],
  ["20261207_1200_content_record_versions", contentRecordVersions],
  ["20261207_1200_stock_nominal_sizes", stockNominalSizes],
  ["20261207_1600_drying_stock_row", dryingStockRow]
]

/** The read models' migrations by name, in the order they run (and are recorded in read_model_migrations). */
export const READ_MODEL_MIGRATION_NAMES: ReadonlyArray<string> = MIGRATIONS.map(([name]) => name)

/**
 * Every migration this database has not recorded runs, in the list's order, each in its own
 * transaction with its record. Forward only: there are no down migrations; a shipped migration is
 * never edited, renamed or removed, and a new one goes at the end of the list (an upgraded store
 * runs it after every one it has). A database a newer release migrated is refused with words.
 */
export const migrateReadModels = async (db: Kysely<any>) => {
  // under the migrations' lock too: two services starting at once on a fresh schema both "create if not exists",
  // and PostgreSQL lets the second fail on its catalog's unique index
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7411002)`.execute(trx)
    await sql`create table if not exists read_model_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(trx)
    const { rows } = await sql<{ name: string }>`select name from read_model_migrations`.execute(trx)
    const unknown = rows.map((row) => row.name).filter((name) => !READ_MODEL_MIGRATION_NAMES.includes(name))
    if (unknown.length > 0) throw new StoreOfNewerRelease({ part: "read models", unknown })
  })
  for (const [name, migration] of MIGRATIONS) {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7411002)`.execute(trx)
      const done = await sql`select 1 from read_model_migrations where name = ${name}`.execute(trx)
      if (done.rows.length > 0) return
      await migration.up(trx)
      await sql`insert into read_model_migrations (name) values (${name})`.execute(trx)
    })
  }
}

/** The migrations this code knows that the database has not run: none once a start has migrated (GET /ready asks). */
export const pendingReadModelMigrations = async (db: Kysely<any>): Promise<ReadonlyArray<string>> => {
  const { rows } = await sql<{ name: string }>`select name from read_model_migrations`.execute(db)
  const applied = new Set(rows.map((row) => row.name))
  return MIGRATIONS.map(([name]) => name).filter((name) => !applied.has(name))
}
