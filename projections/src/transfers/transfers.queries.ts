import type { Transfer } from "@timber/contracts"
import type { ReadDb } from "../database"

/** Every transfer, newest first (factory spec section 7, GET /transfers). */
export const listTransfers = async (db: ReadDb): Promise<Transfer[]> =>
  (await db.selectFrom("transfers").select("body").orderBy("log_position", "desc").execute()).map(
    (row) => (typeof row.body === "string" ? JSON.parse(row.body) : row.body) as Transfer
  )
