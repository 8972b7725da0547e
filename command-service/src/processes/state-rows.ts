import type { Database } from "@timber/eventstore"
import { Schema } from "effect"
import { sql, type Transaction } from "kysely"
import type { KeyedState } from "./process-manager"

/**
 * A keyed manager's rows in `process_states` (process-manager.ts `keyed`): how each is encoded,
 * read when named and written with the checkpoint. What is in memory is the runner's.
 */

/** Rows per multi-row upsert of `process_states`. */
const ROWS_PER_WRITE = 500
/** A keyed manager's rows read from and written to `process_states`, each with the schema of its key. */
export const rowCodecOf = <S>(keyed: KeyedState<S, any>) => {
  const codecs = new Map<Schema.Schema<any, any>, { readonly encode: (row: unknown) => unknown; readonly decode: (stored: unknown) => unknown }>()
  const codecOf = (key: string) => {
    const schema = keyed.rowSchema(key)
    if (!schema) return undefined
    let codec = codecs.get(schema)
    if (!codec) codecs.set(schema, (codec = { encode: Schema.encodeSync(schema), decode: Schema.decodeUnknownSync(schema) }))
    return codec
  }
  return {
    /** The row as stored; undefined for a key the manager no longer keeps. */
    encode: (key: string, row: unknown) => codecOf(key)?.encode(row),
    /** The state with the stored row set (a key it no longer keeps changes nothing). */
    into: (state: S, key: string, stored: unknown) => {
      const codec = codecOf(key)
      return codec ? keyed.set(state, key, codec.decode(stored)) : state
    }
  }
}

export type RowCodec<S> = ReturnType<typeof rowCodecOf<S>>

/** The stored rows of `keys` (one statement). */
export const readRows = async (database: Database, managerName: string, keys: ReadonlyArray<string>) => {
  const { rows } = await sql<{ key: string; state: unknown }>`
    select key, state from process_states where name = ${managerName} and key in (${sql.join(keys)})`.execute(database.db)
  return rows
}

/** The changed rows written (or removed) in the checkpoint's transaction. */
export const writeRows = async <S>(
  trx: Transaction<any>,
  managerName: string,
  k: KeyedState<S, any>,
  rowCodec: RowCodec<S>,
  position: bigint,
  state: S,
  keys: ReadonlyArray<string>
) => {
  const kept = keys.flatMap((key) => {
    const row = k.get(state, key)
    const encoded = row === undefined ? undefined : rowCodec.encode(key, row)
    if (encoded === undefined) return []
    // changed since a tick handled it: due again at the earliest moment it may call for one
    const due = k.due?.at(key, row, null) ?? null
    return [{ name: managerName, key, state: JSON.stringify(encoded), saved_at_position: position.toString(), due_at: due }]
  })
  const removed = keys.filter((key) => k.get(state, key) === undefined)
  for (let i = 0; i < kept.length; i += ROWS_PER_WRITE)
    await trx
      .insertInto("process_states")
      .values(kept.slice(i, i + ROWS_PER_WRITE))
      .onConflict((oc) =>
        oc.columns(["name", "key"]).doUpdateSet((eb) => ({
          state: eb.ref("excluded.state"),
          saved_at_position: eb.ref("excluded.saved_at_position"),
          due_at: eb.ref("excluded.due_at")
        }))
      )
      .execute()
  for (let i = 0; i < removed.length; i += ROWS_PER_WRITE)
    await trx
      .deleteFrom("process_states")
      .where("name", "=", managerName)
      .where("key", "in", removed.slice(i, i + ROWS_PER_WRITE))
      .execute()
}
