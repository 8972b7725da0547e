import { HashSet } from "effect"

/** A record's state as JSON a person can read and diff: sets as sorted lists, maps as objects, big integers as text. */
export const stateAsJson = (value: unknown): unknown => {
  if (value === null || value === undefined) return null
  if (typeof value === "bigint") return value.toString()
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Set || HashSet.isHashSet(value)) return [...(value as Iterable<unknown>)].map(stateAsJson).sort()
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), stateAsJson(v)]))
  if (Array.isArray(value)) return value.map(stateAsJson)
  if (typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, stateAsJson(v)])
    )
  return value
}

export interface FieldChange {
  /** The field's path in the state ("quantities.available", "readings.2.humidity"). */
  readonly field: string
  readonly before: unknown
  readonly after: unknown
}

const leaves = (value: unknown, path: string, into: Map<string, unknown>) => {
  if (value !== null && typeof value === "object" && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0)) {
    for (const [key, child] of Object.entries(value)) leaves(child, path === "" ? key : `${path}.${key}`, into)
  } else into.set(path, value)
}

/** What one event changed: every field (to the leaves) whose value differs between the two states, in the order of the state. */
export const diffStates = (before: unknown, after: unknown): ReadonlyArray<FieldChange> => {
  const a = new Map<string, unknown>()
  const b = new Map<string, unknown>()
  leaves(stateAsJson(before), "", a)
  leaves(stateAsJson(after), "", b)
  const fields = [...new Set([...b.keys(), ...a.keys()])]
  return fields
    .filter((field) => JSON.stringify(a.get(field) ?? null) !== JSON.stringify(b.get(field) ?? null))
    .map((field) => ({ field: field === "" ? "(whole record)" : field, before: a.get(field) ?? null, after: b.get(field) ?? null }))
}
