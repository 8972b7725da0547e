import {
  DryingEvent,
  LotEvent,
  NotificationEvent,
  ReservationEvent,
  SlicingOperationEvent,
  StockEvent,
  TransferEvent,
  UserEvent,
  WoodTypeEvent,
  WoodTypeUsesEvent
} from "@timber/contracts"
import type { NewEvent, RecordedEvent } from "@timber/eventstore"
import { Schema } from "effect"
import { randomUUID } from "node:crypto"
import { makeBookRoller } from "./books"
import type { BusinessDay, StepName } from "./business-day"

/** Every kind of event a business day writes: each copy is checked against it and written as it encodes. */
const DayEvent = Schema.Union(
  LotEvent,
  ReservationEvent,
  WoodTypeEvent,
  UserEvent,
  SlicingOperationEvent,
  DryingEvent,
  StockEvent,
  TransferEvent,
  NotificationEvent,
  WoodTypeUsesEvent
)
const decodeDayEvent = Schema.decodeUnknownSync(DayEvent)
const encodeDayEvent = Schema.encodeSync(DayEvent)

/** What a copy replaces in a template event's JSON. */
type Hole =
  | { readonly _tag: "Id"; readonly value: string }
  | { readonly _tag: "Number"; readonly value: string }
  | { readonly _tag: "Sequence"; readonly prefix: string; readonly width: number }
  | { readonly _tag: "Time"; readonly at: number; readonly dateOnly: boolean }

/** A JSON text cut at its holes: literal, hole, literal, ..., literal. */
interface Cut {
  readonly literals: ReadonlyArray<string>
  readonly holes: ReadonlyArray<Hole>
}

interface TemplateEvent {
  /** The template event's id: a later event's causation may name it. */
  readonly id: string
  readonly streamId: Cut
  readonly type: string
  readonly data: Cut
  readonly metadata: Cut
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/
const TIME = /\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z)?/
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A business day's numbers (LOT number, slicing serial, drying batch, transfer): every string field named *Number. */
const numbersIn = (events: ReadonlyArray<RecordedEvent>) => {
  const found = new Set<string>()
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string" && /Number$/.test(key) && !UUID.test(value)) found.add(value)
    else if (Array.isArray(value)) value.forEach((v) => visit(v, key))
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k)
  }
  for (const event of events) visit(event.data, "")
  return found
}

/**
 * Copies of a business day's steps, as many as asked, each a LOT of its own: every id the step
 * made (not the admin's, the wood type's or the warehouses') is new, every number is new (a
 * sequence such as TR-2026-0001 goes on counting, as the product claims them: 1..n), every time
 * moves back by the copy's age, and every stock movement's before and after follow the row's
 * running balance. A step's fact about base records only (a stock row's first use of the wood
 * type) is not copied: the product records it once.
 */
export const makeCopier = (day: BusinessDay, options: { readonly lotsPerDay: number; readonly newestCopy: number }) => {
  // the records the base made (users, the wood type, warehouses): named by their streams and data, never by metadata
  const baseIds = new Set(day.base.flatMap((event) => JSON.stringify([event.streamId, event.data]).match(new RegExp(UUID, "g")) ?? []))
  const allTemplate = [...day.base, ...day.steps.flatMap((step) => step.events)]
  const numbers = [...numbersIn(day.steps.flatMap((step) => step.events))].sort((a, b) => b.length - a.length)
  const holePattern = new RegExp(
    [...(numbers.length > 0 ? [`(${numbers.map(escape).join("|")})`] : ["(?!)"]), `(${UUID.source})`, `(${TIME.source})`].join("|"),
    "g"
  )
  const cut = (text: string): Cut => {
    const literals: string[] = []
    const holes: Hole[] = []
    let from = 0
    for (const match of text.matchAll(holePattern)) {
      const [whole, number, uuid, time] = match
      let hole: Hole | null = null
      if (number !== undefined) {
        const sequence = /^(.*-)(\d{4,})$/.exec(number)
        hole = sequence ? { _tag: "Sequence", prefix: sequence[1]!, width: sequence[2]!.length } : { _tag: "Number", value: number }
      } else if (uuid !== undefined) {
        if (!baseIds.has(uuid)) hole = { _tag: "Id", value: uuid }
      } else if (time !== undefined) hole = { _tag: "Time", at: Date.parse(time), dateOnly: time.length === 10 }
      if (!hole) continue
      literals.push(text.slice(from, match.index))
      holes.push(hole)
      from = match.index + whole.length
    }
    literals.push(text.slice(from))
    return { literals, holes }
  }
  const ownsSomething = (c: Cut) => c.holes.some((hole) => hole._tag !== "Time")
  const steps = new Map<StepName, ReadonlyArray<TemplateEvent>>(
    day.steps.map(({ name, events }) => [
      name,
      events
        .map((event) => ({
          id: event.id,
          streamId: cut(JSON.stringify(event.streamId)),
          type: event.type,
          data: cut(JSON.stringify(event.data)),
          metadata: cut(JSON.stringify(event.metadata))
        }))
        .filter((event) => ownsSomething(event.data) || ownsSomething(event.streamId))
    ])
  )
  /** Each sequence's last number handed out (the template's own first). */
  const sequences = new Map<string, number>()
  for (const number of numbers) {
    const sequence = /^(.*-)(\d{4,})$/.exec(number)
    if (sequence) sequences.set(sequence[1]!, Math.max(sequences.get(sequence[1]!) ?? 0, Number(sequence[2])))
  }
  const rollBooks = makeBookRoller(allTemplate)
  /** Every stock row's quantities by bucket, as the template left them. */
  const balances = new Map<string, number>()
  for (const event of allTemplate)
    if (event.type === "StockMoved") {
      const moved = event.data as { stockRowId: string; changes: ReadonlyArray<{ bucket: string; after: number }> }
      for (const change of moved.changes) balances.set(`${moved.stockRowId}|${change.bucket}`, change.after)
    }

  /** The events of copy `n` (1, 2, ...) of the named steps, in the template's order, each with its stream. */
  const copy = (n: number, names: ReadonlyArray<StepName>): Array<{ readonly streamId: string; readonly event: NewEvent }> => {
    const ids = new Map<string, string>()
    const sequenced = new Map<string, string>()
    const ageMs = ((options.newestCopy - n) * 86_400_000) / options.lotsPerDay
    const idFor = (template: string) => {
      let id = ids.get(template)
      if (!id) ids.set(template, (id = randomUUID()))
      return id
    }
    const fill = (c: Cut) => {
      let text = c.literals[0]!
      c.holes.forEach((hole, i) => {
        switch (hole._tag) {
          case "Id":
            text += idFor(hole.value)
            break
          case "Number":
            text += `${hole.value}-${n}`
            break
          case "Sequence": {
            let number = sequenced.get(hole.prefix)
            if (!number) {
              const next = (sequences.get(hole.prefix) ?? 0) + 1
              sequences.set(hole.prefix, next)
              sequenced.set(hole.prefix, (number = `${hole.prefix}${String(next).padStart(hole.width, "0")}`))
            }
            text += number
            break
          }
          case "Time": {
            const iso = new Date(hole.at - ageMs).toISOString()
            text += hole.dateOnly ? iso.slice(0, 10) : iso
            break
          }
          default:
            hole satisfies never
        }
        text += c.literals[i + 1]!
      })
      return JSON.parse(text) as unknown
    }
    const out: Array<{ streamId: string; event: NewEvent }> = []
    for (const name of names)
      for (const template of steps.get(name) ?? []) {
        const data = fill(template.data) as Record<string, unknown>
        if (template.type === "StockMoved") {
          const moved = data as { stockRowId: string; changes: Array<{ bucket: string; before: number; after: number; change: number }> }
          moved.changes = moved.changes.map((change) => {
            const key = `${moved.stockRowId}|${change.bucket}`
            const before = balances.get(key) ?? 0
            balances.set(key, before + change.change)
            return { ...change, before, after: before + change.change }
          })
        }
        // checked against the contracts' schema and written as it encodes, as a command would
        const { _tag: _type, ...encoded } = encodeDayEvent(decodeDayEvent({ ...data, _tag: template.type })) as Record<string, unknown>
        out.push({
          streamId: fill(template.streamId) as string,
          event: { id: idFor(template.id), type: template.type, data: encoded, metadata: fill(template.metadata) as Record<string, unknown> }
        })
      }
    return rollBooks(out)
  }
  return { copy, stepsHeld: [...steps.entries()].map(([name, events]) => ({ name, events: events.length })) }
}
