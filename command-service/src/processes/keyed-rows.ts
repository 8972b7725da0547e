import { HashMap, Option, type Schema } from "effect"
import type { KeyedState } from "./process-manager"

/**
 * A part of a manager's state that gains an entry per business record (a transfer, an approval
 * request, an asset): one row per correlation id, `<prefix>:<id>`. In the state it is a HashMap
 * (persistent: a row loaded or changed does not copy the others).
 */
export interface RowPerKey<R> {
  readonly _tag: "RowPerKey"
  readonly prefix: string
  readonly row: Schema.Schema<R, any>
  /** The row's key in `process_states`. */
  readonly key: (id: string) => string
}

/**
 * A bounded part (the rules, the users, the warehouses' assigned users): one row, loaded with
 * every event and every tick, written only when it changes.
 */
export interface OneRow<V> {
  readonly _tag: "OneRow"
  readonly key: string
  readonly value: Schema.Schema<V, any>
}

export const rowPerKey = <R, I>(prefix: string, row: Schema.Schema<R, I>): RowPerKey<R> => ({
  _tag: "RowPerKey",
  prefix,
  row,
  key: (id) => `${prefix}:${id}`
})

export const oneRow = <V, I>(key: string, value: Schema.Schema<V, I>): OneRow<V> => ({ _tag: "OneRow", key, value })

/** Each field of the state: a map of rows (a HashMap field), or one row. */
export type Parts<S> = {
  readonly [K in keyof S]: S[K] extends HashMap.HashMap<any, infer R> ? RowPerKey<R> | OneRow<S[K]> : OneRow<S[K]>
}

type Part = RowPerKey<unknown> | OneRow<unknown>

/**
 * A manager's state as rows (process-manager.ts `keyed`). `keysOf` names the per-record rows an
 * event reads or changes; the bounded rows are named with every event, so `evolve` and `react`
 * always see them. With `due`, the rows of that part carry the moment they next call for the
 * tick (see `KeyedState.due`).
 */
export const keyedRows = <S extends object, E, R = never>(options: {
  readonly initialState: S
  readonly parts: Parts<S>
  readonly keysOf: (event: E, state: S) => ReadonlyArray<string>
  readonly due?: { readonly part: RowPerKey<R>; readonly at: (row: R, handled: Date | null) => Date | null }
}): KeyedState<S, E> => {
  const fields = Object.entries(options.parts) as Array<[keyof S & string, Part]>
  const bounded = fields.flatMap(([, part]) => (part._tag === "OneRow" ? [part.key] : []))
  const partOf = (key: string) => {
    for (const [field, part] of fields)
      if (part._tag === "OneRow" ? key === part.key : key.startsWith(`${part.prefix}:`))
        return { field, part, id: key.slice(part._tag === "OneRow" ? 0 : part.prefix.length + 1) }
    return undefined
  }
  const due = options.due
  return {
    keysOf: (event, state) => [...options.keysOf(event, state), ...bounded],
    rowSchema: (key) => {
      const found = partOf(key)
      return found ? (found.part._tag === "OneRow" ? found.part.value : found.part.row) : undefined
    },
    get: (state, key) => {
      const found = partOf(key)
      if (!found) return undefined
      const value = state[found.field]
      return found.part._tag === "OneRow" ? value : Option.getOrUndefined(HashMap.get(value as HashMap.HashMap<string, unknown>, found.id))
    },
    set: (state, key, row) => {
      const found = partOf(key)
      if (!found) return state
      if (found.part._tag === "OneRow") return { ...state, [found.field]: row === undefined ? options.initialState[found.field] : row }
      const rows = state[found.field] as HashMap.HashMap<string, unknown>
      return { ...state, [found.field]: row === undefined ? HashMap.remove(rows, found.id) : HashMap.set(rows, found.id, row) }
    },
    keys: (state) =>
      fields.flatMap(([field, part]) =>
        part._tag === "OneRow" ? [part.key] : [...HashMap.keys(state[field] as HashMap.HashMap<string, unknown>)].map(part.key)
      ),
    ...(due
      ? {
          due: {
            at: (key: string, row: unknown, handled: Date | null) => (key.startsWith(`${due.part.prefix}:`) ? due.at(row as R, handled) : null),
            with: bounded
          }
        }
      : {})
  }
}

/**
 * A manager whose whole state is one map of rows (a request id to what it is about): kept as a
 * HashMap, whose stored form (its [key, value] pairs) is the one its single document had, so an
 * old document still reads.
 */
export const keyedMap = <R, E>(options: {
  readonly rows: RowPerKey<R>
  readonly keysOf: (event: E, state: HashMap.HashMap<string, R>) => ReadonlyArray<string>
}): KeyedState<HashMap.HashMap<string, R>, E> => {
  const { rows } = options
  const idOf = (key: string) => (key.startsWith(`${rows.prefix}:`) ? key.slice(rows.prefix.length + 1) : undefined)
  return {
    keysOf: options.keysOf,
    rowSchema: (key) => (idOf(key) === undefined ? undefined : rows.row),
    get: (state, key) => {
      const id = idOf(key)
      return id === undefined ? undefined : Option.getOrUndefined(HashMap.get(state, id))
    },
    set: (state, key, row) => {
      const id = idOf(key)
      if (id === undefined) return state
      return row === undefined ? HashMap.remove(state, id) : HashMap.set(state, id, row as R)
    },
    keys: (state) => [...HashMap.keys(state)].map(rows.key)
  }
}
