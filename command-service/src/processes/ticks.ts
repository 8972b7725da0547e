import type { Database } from "@timber/eventstore"
import { sql } from "kysely"
import type { KeyedState, ProcessManager, Reaction } from "./process-manager"
import { readRows, type RowCodec } from "./state-rows"

/** Due rows a keyed manager's tick reads at a time (keyset pages by due time). */
const TICK_ROWS = 500

/**
 * A keyed manager's tick: its rows due by `now` read by index, a page at a time, with the
 * bounded rows it needs, never every row; each page's rows then move to the next moment they
 * call for one, unless an event changed them meanwhile (their due time is then recomputed).
 */
export const tickDueRows = async <S>(parts: {
  readonly database: Database
  readonly manager: ProcessManager<S>
  readonly keyed: KeyedState<S, any>
  readonly rowCodec: RowCodec<S>
  /** Writes what the manager folded but has not written yet. */
  readonly saveStanding: () => Promise<void>
  readonly now: Date
  readonly run: (reactions: ReadonlyArray<Reaction>) => Promise<void>
}) => {
  const { database, manager, rowCodec, now, run } = parts
  const k = parts.keyed
  const due = k.due!
  // what it folded but has not written yet is written first: the due times read are those of what it knows
  await parts.saveStanding()
  const at = now.toISOString()
  const shared = due.with.length === 0 ? [] : await readRows(database, manager.name, due.with)
  let after: { readonly dueAt: string; readonly key: string } | null = null
  for (;;) {
    const { rows }: { rows: ReadonlyArray<{ key: string; state: unknown; due_at: Date | string }> } = await sql<{
      key: string
      state: unknown
      due_at: Date | string
    }>`
      select key, state, due_at from process_states
      where name = ${manager.name} and due_at <= ${at}::timestamptz
        ${after ? sql`and (due_at, key) > (${after.dueAt}::timestamptz, ${after.key})` : sql``}
      order by due_at, key limit ${TICK_ROWS}`.execute(database.db)
    if (rows.length === 0) return
    let state = manager.initialState
    for (const row of [...shared, ...rows]) state = rowCodec.into(state, row.key, row.state)
    await run(manager.tick!(state, now))
    const moves = rows.map((row) => {
      const next = due.at(row.key, k.get(state, row.key), now)
      return sql`(${row.key}, ${next === null ? null : next.toISOString()}, ${new Date(row.due_at).toISOString()})`
    })
    await sql`
      update process_states p set due_at = v.next::timestamptz
      from (values ${sql.join(moves)}) as v(key, next, was)
      where p.name = ${manager.name} and p.key = v.key and p.due_at = v.was::timestamptz`.execute(database.db)
    if (rows.length < TICK_ROWS) return
    const last: { key: string; due_at: Date | string } = rows[rows.length - 1]!
    after = { dueAt: new Date(last.due_at).toISOString(), key: last.key }
  }
}
