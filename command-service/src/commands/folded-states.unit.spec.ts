import type { Decider } from "@timber/domain"
import type { EventStore, RecordedEvent } from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { foldRecorded } from "./folded-states"

const Counted = Schema.Struct({ _tag: Schema.Literal("Counted"), by: Schema.Number })
type Counted = typeof Counted.Type
const counter: Decider<unknown, Counted, number> = {
  events: Counted,
  initialState: 0,
  evolve: (total, event) => total + event.by,
  decide: () => Effect.succeed([])
}
const recorded = (id: string, revision: number, by: number): RecordedEvent => ({
  id,
  streamId: "Counter-1",
  revision: BigInt(revision),
  position: BigInt(revision + 1),
  type: "Counted",
  data: { by },
  metadata: {},
  recordedAt: new Date(0)
})
const aStore = () => ({}) as EventStore

describe("an aggregate's state folded again from its recorded events", () => {
  it("given a stream folded once, when new events arrive, then the state is the whole history's", () => {
    const store = aStore()
    const history = [recorded("e0", 0, 1), recorded("e1", 1, 2)]
    expect(foldRecorded(store, counter, "Counter-1", history)).toBe(3)
    expect(foldRecorded(store, counter, "Counter-1", [...history, recorded("e2", 2, 4)])).toBe(7)
    expect(foldRecorded(store, counter, "Counter-1", [...history, recorded("e2", 2, 4)])).toBe(7)
  })

  it("a different history under the same stream name (another database, another store) is folded from its start", () => {
    const store = aStore()
    expect(foldRecorded(store, counter, "Counter-1", [recorded("e0", 0, 1), recorded("e1", 1, 2)])).toBe(3)
    expect(foldRecorded(store, counter, "Counter-1", [recorded("x0", 0, 10), recorded("x1", 1, 20), recorded("x2", 2, 30)])).toBe(60)
    expect(foldRecorded(aStore(), counter, "Counter-1", [recorded("e0", 0, 1)])).toBe(1)
  })
})

describe("a stream read at different lengths by commands running at once", () => {
  /** A decider that counts the events it is asked to evolve, to see what a fold costs. */
  const counting = () => {
    let evolved = 0
    const decider: Decider<unknown, Counted, number> = { ...counter, evolve: (total, event) => (evolved++, total + event.by) }
    return { decider, evolved: () => evolved }
  }
  const history = Array.from({ length: 1_000 }, (_, i) => recorded(`e${i}`, i, 1))

  it("given the stream folded at its full length, when a shorter read comes back late, then its state is that prefix's, folded from a nearby point, not from the start", () => {
    const store = aStore()
    const { decider, evolved } = counting()
    expect(foldRecorded(store, decider, "Counter-1", history.slice(0, 990))).toBe(990)
    expect(foldRecorded(store, decider, "Counter-1", history)).toBe(1_000)
    const before = evolved()
    expect(foldRecorded(store, decider, "Counter-1", history.slice(0, 995))).toBe(995)
    expect(evolved() - before).toBe(5)
    expect(foldRecorded(store, decider, "Counter-1", history)).toBe(1_000)
    expect(evolved() - before).toBe(5)
  })

  it("sixteen reads of growing lengths answered in reverse order each fold no more than the events past the last length folded before them", () => {
    const store = aStore()
    const { decider, evolved } = counting()
    for (let n = 900; n <= 984; n++) foldRecorded(store, decider, "Counter-1", history.slice(0, n))
    const before = evolved()
    for (let n = 1_000; n > 984; n--) expect(foldRecorded(store, decider, "Counter-1", history.slice(0, n))).toBe(n)
    expect(evolved() - before).toBe((16 * 17) / 2)
  })
})
