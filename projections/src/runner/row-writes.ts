import { PoisonEvent, poisonReason, type RecordedEvent } from "@timber/eventstore"
import type { Insertable, Kysely, Updateable } from "kysely"
import type { ReadModels, ReadTrx } from "../database"

/** Tables whose rows are keyed by `id`. */
type Keyed = { [T in keyof ReadModels]: ReadModels[T] extends { id: string } ? T : never }[keyof ReadModels]

/** PostgreSQL takes at most 65,535 parameters per statement: multi-row inserts are cut below that. */
const MAX_PARAMETERS = 60_000

/** What a batch does to one row, folded: a delete to run first, then a new row, then a change of some columns. */
interface RowFate<T extends Keyed> {
  deleted: boolean
  inserted: Insertable<ReadModels[T]> | null
  ensured: Insertable<ReadModels[T]> | null
  changed: Updateable<ReadModels[T]> | null
}

/**
 * The writes of a batch to one table, folded in memory so each touched row is written once
 * (ARCHITECTURE section 4): the deletes in one statement, the new rows in multi-row inserts,
 * then one update per row that changed (its changes merged). A change to a row created in the
 * same batch goes into its insert; a delete drops what the batch did to the row before it.
 */
export class RowWrites<T extends Keyed> {
  readonly #rows = new Map<string, RowFate<T>>()

  constructor(
    private readonly trx: ReadTrx,
    private readonly table: T,
    /** A new row whose id is already stored: left as it is ("keep"), or the batch fails ("fail", as a plain INSERT would). */
    private readonly ifStored: "keep" | "fail" = "fail"
  ) {}

  #fate(id: string): RowFate<T> {
    let fate = this.#rows.get(id)
    if (!fate) this.#rows.set(id, (fate = { deleted: false, inserted: null, ensured: null, changed: null }))
    return fate
  }

  /** A new row. */
  insert(id: string, row: Insertable<ReadModels[T]>) {
    const fate = this.#fate(id)
    fate.inserted = row
    fate.changed = null
  }

  /** A row that must exist (inserted with these values unless it is stored already), changes still applied after. */
  ensure(id: string, row: Insertable<ReadModels[T]>) {
    const fate = this.#fate(id)
    if (fate.inserted === null && fate.ensured === null) fate.ensured = row
  }

  /** Changes some columns of a row (nothing when it does not exist). */
  change(id: string, columns: Updateable<ReadModels[T]>) {
    const fate = this.#fate(id)
    if (fate.inserted !== null) fate.inserted = { ...fate.inserted, ...columns } as Insertable<ReadModels[T]>
    else fate.changed = { ...fate.changed, ...columns }
  }

  remove(id: string) {
    this.#rows.set(id, { deleted: true, inserted: null, ensured: null, changed: null })
  }

  /** The row as this batch leaves it, when it created it. */
  created(id: string): Insertable<ReadModels[T]> | null {
    return this.#rows.get(id)?.inserted ?? null
  }

  /** Writes everything folded so far and starts afresh. */
  async flush() {
    // the table's own types are checked where the rows are built; here the table is only a name
    const db = this.trx as unknown as Kysely<Record<string, { id: string }>>
    const table = this.table as string
    const fates = [...this.#rows.entries()]
    this.#rows.clear()
    const deleted = fates.filter(([, fate]) => fate.deleted).map(([id]) => id)
    if (deleted.length > 0) await db.deleteFrom(table).where("id", "in", deleted).execute()
    const insert = async (rows: ReadonlyArray<object>, keep: boolean) => {
      if (rows.length === 0) return
      const per = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length))
      for (let i = 0; i < rows.length; i += per) {
        const values = rows.slice(i, i + per) as Array<{ id: string }>
        await (
          keep
            ? db
                .insertInto(table)
                .values(values)
                .onConflict((oc) => oc.column("id").doNothing())
            : db.insertInto(table).values(values)
        ).execute()
      }
    }
    await insert(
      fates.flatMap(([, fate]) => (fate.ensured ? [fate.ensured] : [])),
      true
    )
    await insert(
      fates.flatMap(([, fate]) => (fate.inserted ? [fate.inserted] : [])),
      this.ifStored === "keep"
    )
    for (const [id, fate] of fates) {
      if (fate.changed !== null && Object.keys(fate.changed).length > 0) await db.updateTable(table).set(fate.changed).where("id", "=", id).execute()
    }
  }
}

/** Decodes an event of a batch; one it cannot read is poison, named by its position. */
export const decodeOrPoison = <A>(decode: (event: RecordedEvent) => A, event: RecordedEvent): A => {
  try {
    return decode(event)
  } catch (error) {
    throw new PoisonEvent(event, poisonReason(error))
  }
}
