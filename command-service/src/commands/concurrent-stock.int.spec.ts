import { decodeEvent, STOCK_BUCKETS, WoodTypeId, woodTypeCatalogueOf, type MoveStock, type StockRowKey, WarehouseId } from "@timber/contracts"
import { fold, StockMovements, StockRowDecider, stockRowStream, WoodTypeDecider, woodTypeStream } from "@timber/domain"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCommandOn, streamOf, type CommandEnvelope } from "./execute"
import { idSource } from "./ids"
import { moveStock } from "./stock"

const WOOD_TYPE = WoodTypeId.make("teak")
const rowKey = (warehouse: number, inches: number): StockRowKey => ({
  warehouseId: WarehouseId.make(`wh-${warehouse}`),
  woodTypeId: WOOD_TYPE,
  thickness: `${inches}"`
})
const ROWS = [rowKey(1, 1), rowKey(1, 2), rowKey(2, 1)]

const envelope = (scope: string): CommandEnvelope => ({
  actor: { userId: "u1", email: "asha@timber.works" },
  correlationId: scope,
  causationId: scope,
  occurredAt: "2026-11-25T08:00:00.000Z",
  ids: idSource(scope)
})

/** A business step that takes pieces out of some rows and puts them into others, as a slicing or a transfer does. */
interface Step {
  readonly takes: ReadonlyArray<{ readonly row: number; readonly pieces: number }>
  readonly puts: ReadonlyArray<{ readonly row: number; readonly pieces: number }>
}

const movementsOf = (documentId: string, step: Step): ReadonlyArray<MoveStock> => [
  ...step.takes.map(({ row, pieces }, i) => ({
    ...StockMovements.startDrying({ documentId, documentNumber: null }, ROWS[row]!, pieces)[0]!,
    movementId: `${documentId}:take-${i}`
  })),
  ...step.puts.map(({ row, pieces }, i) => ({
    ...StockMovements.receive({ documentId, documentNumber: null }, [{ row: ROWS[row]!, pieces }])[0]!,
    movementId: `${documentId}:put-${i}`
  }))
]

const aStep: fc.Arbitrary<Step> = fc.record({
  takes: fc.array(fc.record({ row: fc.integer({ min: 0, max: ROWS.length - 1 }), pieces: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 3 }),
  puts: fc.array(fc.record({ row: fc.integer({ min: 0, max: ROWS.length - 1 }), pieces: fc.integer({ min: 1, max: 6 }) }), { maxLength: 2 })
})

let database: Database
let store: EventStore

const rowState = async (row: StockRowKey) => {
  const recorded = await Effect.runPromise(store.readStream(stockRowStream(row)))
  return {
    recorded,
    state: fold(
      StockRowDecider,
      recorded.map((e) => decodeEvent(StockRowDecider.events, e))
    )
  }
}

beforeAll(async () => {
  database = await testDatabases("the run's engine").at(-1)!.open({ poolSize: 16 })
  store = await makeSqlEventStore(database)
  await Effect.runPromise(
    runCommandOn(store, envelope("wood-type"), (streams) =>
      streams.decide(streamOf(WoodTypeDecider, woodTypeStream(WOOD_TYPE)), {
        _tag: "CreateWoodType",
        woodTypeId: WOOD_TYPE,
        name: "Teak",
        grade: null,
        catalogue: woodTypeCatalogueOf({ name: "Teak" })
      })
    )
  )
})
afterAll(async () => database?.close())

describe("stock moved by concurrent multi-row commands", () => {
  it("whatever steps race, no quantity goes negative, each step is stored whole or not at all, and every row's ledger replays to the row", async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 3, maxLength: 3 }),
        fc.array(aStep, { minLength: 2, maxLength: 10 }),
        async (initial, steps) => {
          run++
          // every run starts from its own rows' state: whatever earlier runs left, plus this run's receipt
          await Effect.runPromise(
            runCommandOn(store, envelope(`seed-${run}`), (streams) =>
              moveStock(
                streams,
                initial.flatMap((pieces, row) =>
                  pieces === 0 ? [] : StockMovements.receive({ documentId: `seed-${run}`, documentNumber: null }, [{ row: ROWS[row]!, pieces }])
                )
              )
            )
          )
          const outcomes = await Promise.all(
            steps.map((step, i) =>
              Effect.runPromise(
                Effect.either(runCommandOn(store, envelope(`step-${run}-${i}`), (streams) => moveStock(streams, movementsOf(`step-${run}-${i}`, step))))
              )
            )
          )
          const rows = await Promise.all(ROWS.map(rowState))
          for (const { state, recorded } of rows) {
            for (const bucket of STOCK_BUCKETS) expect(state.quantities[bucket]).toBeGreaterThanOrEqual(0)
            // the ledger (each movement's change) sums to the row
            const sums = Object.fromEntries(STOCK_BUCKETS.map((bucket) => [bucket, 0]))
            for (const e of recorded)
              if (e.type === "StockMoved")
                for (const change of (e.data as { changes: Array<{ bucket: string; change: number }> }).changes) sums[change.bucket]! += change.change
            expect(sums).toEqual(state.quantities)
          }
          const applied = new Set(rows.flatMap(({ state }) => [...state.applied]))
          steps.forEach((step, i) => {
            const ids = movementsOf(`step-${run}-${i}`, step).map((m) => m.movementId)
            const stored = ids.filter((id) => applied.has(id)).length
            // a step that succeeded is in whole; a refused one (not enough stock, too much contention) left nothing
            expect(stored).toBe(outcomes[i]!._tag === "Right" ? ids.length : 0)
          })
        }
      ),
      { numRuns: 25 }
    )
  })
})
