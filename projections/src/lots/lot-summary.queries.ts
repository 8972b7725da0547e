import { LOT_ALERT_CAPS, type LotAlerts, type LotStatus, type LotSummary } from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import { lotFromRow } from "./lots.queries"

/**
 * The LOTs per status with their volume (actual where measured, else the estimate): what the
 * dashboard's cards show, read from the totals the LOT projection keeps (lot-status-totals.ts).
 */
export const lotSummary = async (db: ReadDb): Promise<LotSummary> => {
  const rows = await db
    .selectFrom("lot_status_totals")
    .select(["id", "lots", sql<string>`volume_m3::float8`.as("volume")])
    .orderBy("id")
    .execute()
  return { statuses: rows.map((row) => ({ status: row.id as LotStatus, count: Number(row.lots), volumeM3: Number(row.volume) })) }
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
