import { LOT_ALERT_CAPS, type LotAlerts, type LotStatus, type LotSummary } from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import { lotFromRow } from "./wood-receipts.queries"

/**
 * The LOTs per status with their volume (actual where measured, else the estimate), counted and
 * summed in SQL over the status index (migration 20261206_0510): what the dashboard's cards show.
 */
export const lotSummary = async (db: ReadDb): Promise<LotSummary> => {
  const rows = await db
    .selectFrom("wood_receipts")
    .select(["status", sql<string>`count(*)`.as("count"), sql<string>`coalesce(sum(coalesce(actual_volume_m3, estimated_volume_m3)), 0)::float8`.as("volume")])
    .groupBy("status")
    .orderBy("status")
    .execute()
  return { statuses: rows.map((row) => ({ status: row.status as LotStatus, count: Number(row.count), volumeM3: Number(row.volume) })) }
}

/** The most recently changed LOTs of a status, `cap` of them: one range scan of the status index. */
const newestOf = (db: ReadDb, status: LotStatus, cap: number, unconfirmed = false) => {
  let query = db.selectFrom("wood_receipts").selectAll().where("status", "=", status)
  if (unconfirmed) query = query.where("receipt_confirmed_at", "is", null)
  return query.orderBy("updated_at", "desc").orderBy("id", "desc").limit(cap).execute()
}

/**
 * The top bar's receipt alerts (platform spec section 4): "Awaiting Confirmation" is a receipt
 * measured and not yet confirmed, the status the factory spec names PENDING_APPROVAL (RECEIVED is
 * reached by no event: domain/README.md); "Pending Delivery" PENDING; "Slicing in Progress" SLICING.
 */
export const lotAlerts = async (db: ReadDb): Promise<LotAlerts> => {
  const [awaitingConfirmation, pendingDelivery, slicing] = await Promise.all([
    newestOf(db, "PENDING_APPROVAL", LOT_ALERT_CAPS.awaitingConfirmation, true),
    newestOf(db, "PENDING", LOT_ALERT_CAPS.pendingDelivery),
    newestOf(db, "SLICING", LOT_ALERT_CAPS.slicing)
  ])
  return { awaitingConfirmation: awaitingConfirmation.map(lotFromRow), pendingDelivery: pendingDelivery.map(lotFromRow), slicing: slicing.map(lotFromRow) }
}
