import type { Stocktake } from "@timber/contracts"
import type { ReadDb } from "../database"

const parsed = (body: unknown) => (typeof body === "string" ? JSON.parse(body) : body) as Stocktake

/** The stocktakes, newest first (at most the last 200: the screen shows recent counts). */
export const listStocktakes = async (db: ReadDb, filter: { readonly id?: string } = {}): Promise<Stocktake[]> => {
  let query = db.selectFrom("stocktakes").select("body").orderBy("started_at", "desc").orderBy("id").limit(200)
  if (filter.id !== undefined) query = query.where("id", "=", filter.id)
  return (await query.execute()).map((row) => parsed(row.body))
}

export const findStocktake = async (db: ReadDb, id: string): Promise<Stocktake | null> => (await listStocktakes(db, { id }))[0] ?? null
