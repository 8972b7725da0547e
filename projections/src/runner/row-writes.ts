import { PoisonEvent, poisonReason, type RecordedEvent } from "@timber/eventstore"
import { sql, type Insertable, type Kysely, type Updateable } from "kysely"
import type { ReadModels, ReadTrx } from "../database"

/** Tables whose rows are keyed by `id`. */
export type Keyed = { [T in keyof ReadModels]: ReadModels[T] extends { id: string } ? T : never }[keyof ReadModels]

/** PostgreSQL takes at most 65,535 parameters per statement: multi-row inserts are cut below that. */
const MAX_PARAMETERS = 60_000

/**
 * What a batch does to one row, folded: a delete to run first, then a new row, then a change of
 * some columns. A new row that may already be stored ("keep") also keeps the changes made after
 * it apart, for when the stored row wins: one event at a time, they would have changed it.
 */
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

  /** A new row (with "keep", a second one for the same id is ignored, as its INSERT would be). */
  insert(id: string, row: Insertable<ReadModels[T]>) {
    const fate = this.#fate(id)
    if (this.ifStored === "keep" && fate.inserted !== null) return
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
    // a new row in "keep" may lose to a stored one, which these changes must then reach
    if (fate.inserted === null || this.ifStored === "keep") fate.changed = { ...fate.changed, ...columns }
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
    await insertRows(
      db,
      table,
      fates.flatMap(([, fate]) => (fate.ensured ? [fate.ensured] : [])),
      "keep"
    )
    const newRows = fates.flatMap(([, fate]) => (fate.inserted ? [fate.inserted] : []))
    // with "keep", the ids written: a row not among them was stored already and still takes its changes
    const written = await insertRows(db, table, newRows, this.ifStored)
    for (const [id, fate] of fates) {
      const stillToChange = fate.inserted === null || !written.has(id)
      if (stillToChange && fate.changed !== null && Object.keys(fate.changed).length > 0)
        await db.updateTable(table).set(fate.changed).where("id", "=", id).execute()
    }
  }
}

/**
 * Multi-row inserts of `rows` (cut below PostgreSQL's parameter limit); with "keep" a row whose
 * id is stored is left as it is. Answers the ids inserted ("keep" only: with "fail" every row is).
 */
const insertRows = async (
  db: Kysely<Record<string, { id: string }>>,
  table: string,
  rows: ReadonlyArray<object>,
  ifStored: "keep" | "fail"
): Promise<ReadonlySet<string>> => {
  const written = new Set<string>()
  if (rows.length === 0) return written
  const per = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length))
  for (let i = 0; i < rows.length; i += per) {
    const values = rows.slice(i, i + per) as Array<{ id: string }>
    if (ifStored === "fail") {
      await db.insertInto(table).values(values).execute()
      continue
    }
    const inserted = await db
      .insertInto(table)
      .values(values)
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .execute()
    for (const row of inserted) written.add(row.id)
  }
  return written
}

/** Tables whose rows belong to an owner (a LOT, a drying batch) and are dropped with it by that column. */
type Owned = { [T in Keyed]: ReadModels[T] extends { [K in OwnerColumn]?: unknown } ? T : never }[Keyed]
type OwnerColumn = "receipt_id" | "drying_id"

/**
 * The writes of a batch to rows that only ever come and go with their owner: all of an owner's
 * stored rows deleted in one statement for every owner cleared, then the batch's new rows in
 * multi-row inserts. Clearing an owner drops the rows the batch added before, as its DELETE would.
 */
export class OwnedRows<T extends Owned> {
  readonly #cleared = new Set<string>()
  readonly #rows = new Map<string, Array<Insertable<ReadModels[T]>>>()

  constructor(
    private readonly trx: ReadTrx,
    private readonly table: T,
    private readonly owner: OwnerColumn,
    private readonly ifStored: "keep" | "fail" = "fail"
  ) {}

  add(owner: string, row: Insertable<ReadModels[T]>) {
    const rows = this.#rows.get(owner)
    if (rows) rows.push(row)
    else this.#rows.set(owner, [row])
  }

  /** Every row of the owner goes, stored or added so far. */
  clear(owner: string) {
    this.#cleared.add(owner)
    this.#rows.delete(owner)
  }

  async flush() {
    const db = this.trx as unknown as Kysely<Record<string, { id: string }>>
    const cleared = [...this.#cleared]
    const rows = [...this.#rows.values()].flat()
    this.#cleared.clear()
    this.#rows.clear()
    if (cleared.length > 0) await sql`delete from ${sql.table(this.table)} where ${sql.ref(this.owner)} = any(${cleared}::text[])`.execute(db)
    await insertRows(db, this.table, rows, this.ifStored)
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
