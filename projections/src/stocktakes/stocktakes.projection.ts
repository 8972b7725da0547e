import { decodeEvent, evolveStocktakeView, LiveTopics, STOCKTAKE_EVENT_TYPES, StocktakeEvent, type Stocktake } from "@timber/contracts"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

const parsed = (body: unknown) => (typeof body === "string" ? JSON.parse(body) : body) as Stocktake

/**
 * Stocktakes, folded by the fold the aggregate uses (contracts `evolveStocktakeView`). A batch
 * reads the rows it touches once and writes each once. Pushed on the `assets` topic: the
 * stocktake screen already listens to it for the assets it counts.
 */
export const stocktakesProjection: Projection = {
  name: "stocktakes",
  version: 1,
  eventTypes: [...STOCKTAKE_EVENT_TYPES],
  tables: ["stocktakes"],
  ...batched(async (trx, events) => {
    const decoded = events.map((event) => decodeOrPoison((recorded) => decodeEvent(StocktakeEvent, recorded), event))
    const ids = [...new Set(decoded.map((e) => e.stocktakeId as string))]
    if (ids.length === 0) return []
    const stored = await trx.selectFrom("stocktakes").select(["id", "body"]).where("id", "in", ids).execute()
    const known = new Set(stored.map((row) => row.id))
    const views = new Map<string, Stocktake | null>(stored.map((row) => [row.id, parsed(row.body)]))
    for (const e of decoded) views.set(e.stocktakeId, evolveStocktakeView(views.get(e.stocktakeId) ?? null, e))
    for (const [id, view] of views) {
      if (view === null) continue
      const columns = { location: view.location, status: view.status, body: JSON.stringify(view), started_at: view.startedAt }
      if (known.has(id)) await trx.updateTable("stocktakes").set(columns).where("id", "=", id).execute()
      else
        await trx
          .insertInto("stocktakes")
          .values({ id, ...columns })
          .execute()
    }
    return [LiveTopics.assets]
  }),
  reset: async (trx) => {
    await trx.deleteFrom("stocktakes").execute()
  }
}
