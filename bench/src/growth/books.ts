import { WOOD_TYPE_USES_PER_PERIOD, WOOD_TYPE_USES_STREAM_PREFIX, woodTypeUsesStream } from "@timber/domain"
import type { NewEvent, RecordedEvent } from "@timber/eventstore"
import { WoodTypeId } from "@timber/contracts"
import { randomUUID } from "node:crypto"

/** A copied event and the stream it goes to. */
export interface Placed {
  readonly streamId: string
  readonly event: NewEvent
}

interface Period {
  period: number
  count: number
  events: number
}

const USES_STREAM = new RegExp(`^${WOOD_TYPE_USES_STREAM_PREFIX}(.+)-(\\d+)$`)

/**
 * The copies' uses of a wood type kept on books as the product keeps them (domain
 * wood-type/uses.ts): every copy's `WoodTypeUsed` names the template's period, so the roller
 * moves it to the current period and, when that period is full, closes it and opens the next
 * with the count carried, as the use that finds it full does in the product. Without it, a
 * filled store would hold one period of 100,000 uses that the product itself never writes.
 */
export const makeBookRoller = (template: ReadonlyArray<RecordedEvent>) => {
  const periods = new Map<string, Period>()
  for (const event of template) {
    const match = USES_STREAM.exec(event.streamId)
    if (!match) continue
    const held = periods.get(match[1]!)
    if (event.type === "WoodTypeUsesOpened") periods.set(match[1]!, { period: Number(match[2]), count: (event.data as { count: number }).count, events: 1 })
    else if (held && event.type === "WoodTypeUsed") Object.assign(held, { count: held.count + 1, events: held.events + 1 })
    else if (held && event.type === "WoodTypeUseReleased") Object.assign(held, { count: Math.max(0, held.count - 1), events: held.events + 1 })
  }
  const event = (type: string, data: object, metadata: NewEvent["metadata"]): NewEvent => ({ id: randomUUID(), type, data, metadata })

  /** The copied events with each use on its wood type's current period, and the carry-overs the full periods need. */
  return (copied: ReadonlyArray<Placed>): Array<Placed> => {
    const out: Placed[] = []
    for (const placed of copied) {
      const match = USES_STREAM.exec(placed.streamId)
      const held = match ? periods.get(match[1]!) : undefined
      if (!match || !held) {
        out.push(placed)
        continue
      }
      const woodTypeId = WoodTypeId.make(match[1]!)
      if (held.events >= WOOD_TYPE_USES_PER_PERIOD) {
        const { metadata } = placed.event
        const next = held.period + 1
        out.push({
          streamId: woodTypeUsesStream(woodTypeId, held.period),
          event: event("WoodTypeUsesClosed", { woodTypeId, period: held.period, count: held.count, next }, metadata)
        })
        out.push({
          streamId: woodTypeUsesStream(woodTypeId, next),
          event: event("WoodTypeUsesOpened", { woodTypeId, period: next, count: held.count }, metadata)
        })
        Object.assign(held, { period: next, events: 1 })
      }
      out.push({ streamId: woodTypeUsesStream(woodTypeId, held.period), event: placed.event })
      held.events++
      held.count += placed.event.type === "WoodTypeUseReleased" ? -1 : 1
    }
    return out
  }
}
