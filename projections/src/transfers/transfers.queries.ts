import type { Transfer } from "@timber/contracts"
import type { ReadDb } from "../database"

/** Every transfer, newest first (factory spec section 7, GET /transfers). */
export const listTransfers = async (db: ReadDb): Promise<Transfer[]> =>
  (await db.selectFrom("transfers").select("body").orderBy("log_position", "desc").execute()).map(
    (row) => (typeof row.body === "string" ? JSON.parse(row.body) : row.body) as Transfer
  )

/** The transfers in some statuses (the wall's "in transit"), newest first: a range scan of transfers_status. */
export const listTransfersIn = async (db: ReadDb, statuses: ReadonlyArray<Transfer["status"]>): Promise<Transfer[]> =>
  statuses.length === 0
    ? []
    : (await db.selectFrom("transfers").select("body").where("status", "in", statuses).orderBy("log_position", "desc").execute()).map(
        (row) => (typeof row.body === "string" ? JSON.parse(row.body) : row.body) as Transfer
      )
