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
