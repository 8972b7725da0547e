import { Schema, SchemaAST } from "effect"
import { moneyFields, moneyFilter, type SeesMoney } from "../shared/money"
import { taggedMembersOf } from "../shared/stored-event"
import type { PageKey } from "../users/page-key"
import { AuditedEvents } from "./event-types"

/**
 * What the audit shows a reader who lacks `amount` on a page: the events' money
 * fields are marked once, on the event schemas (`moneyInEvent`); these read the marks, so the audit's
 * data, its sentences (made from the data as seen) and a record's history leave out the same figures
 * the pages' own answers leave out.
 */
type Filter = NonNullable<ReturnType<typeof moneyFilter>>

const FILTERS: ReadonlyMap<string, Filter> = (() => {
  const shapes = new Map<string, Array<SchemaAST.AST>>()
  for (const { type, ast } of taggedMembersOf(AuditedEvents.ast)) shapes.set(type, [...(shapes.get(type) ?? []), ast])
  return new Map(
    [...shapes].flatMap(([type, asts]) => {
      // a type stored in two shapes (an earlier one read by a transformation) is filtered by both
      const filter = moneyFilter(Schema.make(asts.length === 1 ? asts[0]! : SchemaAST.Union.make(asts)))
      return filter ? [[type, filter] as const] : []
    })
  )
})()

/** A stored event's data as the reader may see it: a copy without the money they lack `amount` for (the stored data is never touched). */
export const eventDataAsSeen = (type: string, data: unknown, sees: SeesMoney): unknown => {
  const filter = FILTERS.get(type)
  return filter ? filter(structuredClone(data), sees) : data
}

/** The money fields a union of events marks, by name, with the pages that show them. */
export type MoneyNames = ReadonlyMap<string, ReadonlyArray<PageKey>>

/**
 * The names of a record's money (an asset's `purchasePrice`, a batch's `totalCost`): its aggregate's
 * state keeps what its events carry under the same names, so a record folded from them hides these.
 * A conditional mark counts as money in the record (its condition is about an event, not the state).
 */
export const moneyNamesOf = (events: Schema.Schema.All): MoneyNames => {
  const names = new Map<string, Array<PageKey>>()
  for (const { name, page } of moneyFields(events)) names.set(name, [...new Set([...(names.get(name) ?? []), page])])
  return names
}

const hiddenNames = (money: MoneyNames, sees: SeesMoney) => new Set([...money].filter(([, pages]) => pages.some((page) => !sees(page))).map(([name]) => name))

const without = (value: unknown, hidden: ReadonlySet<string>): unknown => {
  if (Array.isArray(value)) return value.map((item) => without(item, hidden))
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !hidden.has(key))
      .map(([key, child]) => [key, without(child, hidden)])
  )
}

/** A record's state (as JSON) as the reader may see it: every field named as money they may not see is left out, at any depth. */
export const recordAsSeen = (state: unknown, money: MoneyNames, sees: SeesMoney): unknown => {
  const hidden = hiddenNames(money, sees)
  return hidden.size === 0 ? state : without(state, hidden)
}

/** What an event changed in a record, as the reader may see it: a change of a money field they may not see is left out. */
export const changesAsSeen = <C extends { readonly field: string }>(changes: ReadonlyArray<C>, money: MoneyNames, sees: SeesMoney): ReadonlyArray<C> => {
  const hidden = hiddenNames(money, sees)
  return hidden.size === 0 ? changes : changes.filter((change) => !change.field.split(".").some((part) => hidden.has(part)))
}
