import { sql } from "kysely"
import type { ReadTrx } from "../database"

/** What one LOT row adds to its status's total, as stored (the volume as exact numeric text). */
interface Counted {
  readonly status: string
  readonly volume: string
}

/** The LOT rows named, each with its status and volume (the actual where measured, else the estimate), as stored now. */
const countedNow = async (trx: ReadTrx, ids: ReadonlyArray<string>) => {
  const rows = await trx
    .selectFrom("wood_receipts")
    .select(["id", "status", sql<string>`coalesce(actual_volume_m3, estimated_volume_m3, 0)::numeric::text`.as("volume")])
    .where("id", "in", ids)
    .execute()
  return new Map(rows.map((row): [string, Counted] => [row.id, { status: row.status, volume: row.volume }]))
}

/**
 * The dashboard's LOTs per status with their volume (`lot_status_totals`), kept by the LOT
 * projection beside its rows so the summary reads a handful of rows however many LOTs there are
 * (a count and sum over every LOT grew with the business). A batch remembers each row it is about
 * to write as it was before (`remember`, before every flush of the LOT rows), then `write` adds
 * what each row is after minus what it was to its statuses' totals. The volumes are summed as
 * numeric in SQL, from the stored values, so what a row added is taken back exactly when it moves on.
 */
export class LotStatusTotals {
  readonly #before = new Map<string, Counted | null>()

  constructor(private readonly trx: ReadTrx) {}

  /** Reads the rows named that this batch has not written yet: what they counted for before it. */
  async remember(ids: Iterable<string>) {
    const unseen = [...ids].filter((id) => !this.#before.has(id))
    if (unseen.length === 0) return
    const stored = await countedNow(this.trx, unseen)
    for (const id of unseen) this.#before.set(id, stored.get(id) ?? null)
  }

  /** Moves the totals by what the remembered rows count for now against before; a status left with no LOT has no row. */
  async write() {
    const ids = [...this.#before.keys()]
    if (ids.length === 0) return
    const after = await countedNow(this.trx, ids)
    const moves: Array<{ status: string; lots: number; volume: string }> = []
    for (const id of ids) {
      const was = this.#before.get(id) ?? null
      const is = after.get(id) ?? null
      if (was !== null && is !== null && was.status === is.status && was.volume === is.volume) continue
      if (was !== null) moves.push({ status: was.status, lots: -1, volume: `-${was.volume}` })
      if (is !== null) moves.push({ status: is.status, lots: 1, volume: is.volume })
    }
    this.#before.clear()
    if (moves.length === 0) return
    const values = sql.join(moves.map((move) => sql`(${move.status}, ${move.lots}::bigint, ${move.volume}::numeric)`))
    await sql`
      insert into lot_status_totals (id, lots, volume_m3)
      select status, sum(lots), sum(volume) from (values ${values}) as move (status, lots, volume) group by status
      on conflict (id) do update set lots = lot_status_totals.lots + excluded.lots, volume_m3 = lot_status_totals.volume_m3 + excluded.volume_m3`.execute(
      this.trx
    )
    await this.trx
      .deleteFrom("lot_status_totals")
      .where("lots", "=", 0)
      .where(
        "id",
        "in",
        moves.map((move) => move.status)
      )
      .execute()
  }
}
