import { schemaVersionOf } from "@timber/contracts"
import { testDatabases, type Database, type RecordedEvent } from "@timber/eventstore"
import { Schema } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect } from "vitest"
import type { ReadDb, ReadModels } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { ALL_PROJECTIONS } from "../runner/all-projections"
import type { Projection } from "../runner/projection"

/** When the i-th given event happened, unless the spec says otherwise: a minute apart from 08:00. */
export const at = (i: number) => new Date(Date.UTC(2026, 10, 2, 8, i)).toISOString()

/** Who appends the given events, unless the spec says otherwise. */
export const ACTOR = { userId: "u-admin", userEmail: "admin@timber.test" } as const

/** An event as a spec gives it: the data its contract's schema encodes, with when and by whom. */
export interface GivenEvent {
  readonly type: string
  readonly data: unknown
  readonly at: string | null
  readonly by: { readonly userId: string; readonly userEmail: string }
}

/**
 * The events of one contract union: `const lot = eventsOf(LotEvent)`, then
 * `lot(LotCreated.make({...}))` is that event encoded as the command service appends it.
 */
export const eventsOf =
  <A extends { readonly _tag: string }, I>(schema: Schema.Schema<A, I, never>) =>
  (event: A, options: { readonly at?: string; readonly by?: GivenEvent["by"] } = {}): GivenEvent => {
    const { _tag, ...data } = Schema.encodeSync(schema)(event) as I & { readonly _tag: string }
    return { type: _tag, data, at: options.at ?? null, by: options.by ?? ACTOR }
  }

/** The rows a spec expects in its projection's tables: every row, in id order, with the columns it names. */
export type ExpectedRows = { readonly [T in keyof ReadModels]?: ReadonlyArray<{ readonly [C in keyof ReadModels[T]]?: unknown }> }

const recorded = (events: ReadonlyArray<GivenEvent>): ReadonlyArray<RecordedEvent> =>
  events.map((event, i) => {
    const occurredAt = event.at ?? at(i)
    return {
      id: `event-${i + 1}`,
      streamId: `Spec-${i + 1}`,
      revision: 0n,
      position: BigInt(i + 1),
      type: event.type,
      data: event.data,
      metadata: {
        ...event.by,
        correlationId: `correlation-${i + 1}`,
        causationId: `causation-${i + 1}`,
        occurredAt,
        schemaVersion: schemaVersionOf(event.type)
      },
      recordedAt: new Date(occurredAt)
    }
  })

const READ_MODEL_TABLES = ALL_PROJECTIONS.flatMap((projection) => projection.tables)

const emptyReadModels = (db: ReadDb) => sql`truncate ${sql.join(READ_MODEL_TABLES.map((table) => sql.table(table)))}`.execute(db)

/**
 * The tables' rows as a spec writes them, whichever database: times as ISO strings, and whole
 * numbers stored as bigint or numeric as numbers (pg gives those as text, PGlite bigint as a number).
 */
const rowsOf = async (db: ReadDb, projection: Projection) => {
  const rows: Record<string, unknown[]> = {}
  for (const table of projection.tables) {
    const columns = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db)
    const numeric = new Set(
      columns.rows.filter((column) => column.data_type === "bigint" || column.data_type === "numeric").map((column) => column.column_name)
    )
    const stored = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(db)
    rows[table] = stored.rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          value instanceof Date ? value.toISOString() : numeric.has(column) && value !== null ? Number(value) : value
        ])
      )
    )
  }
  return rows
}

export interface ProjectionSpec {
  /** Given these events (in this order), when the projection applies them, then its tables hold these rows. */
  readonly given: (...events: ReadonlyArray<GivenEvent>) => {
    /** A table of the projection left out is expected empty; a row matches when it has the columns named. */
    readonly then: (expected: ExpectedRows) => Promise<void>
  }
}

/**
 * given(events).then(rows), the shape every projection spec reads in: the projection applies the
 * events, then its tables hold exactly the rows expected — whether the events arrive as one batch
 * (`applyBatch`, as a catch-up reads them) or one at a time (`apply`, as live ones trickle in).
 * One database per file (the run's engine: PostgreSQL when DATABASE_URL is set, else PGlite), every read model
 * emptied before each `then`, so a test may state several givens.
 */
export const describeProjection = (projection: Projection, body: (spec: ProjectionSpec) => void) => {
  for (const target of testDatabases("the run's engine")) {
    describe(`the ${projection.name} projection on ${target.name}`, () => {
      let database: Database
      const db = () => database.db as ReadDb
      beforeAll(async () => {
        database = await target.open()
        await migrateReadModels(database.db)
      })
      afterAll(async () => {
        await database.close()
      })
      body({
        given: (...events) => ({
          then: async (expected) => {
            const unowned = Object.keys(expected).filter((table) => !projection.tables.includes(table))
            if (unowned.length > 0) throw new Error(`${projection.name} does not own ${unowned.join(", ")}`)
            const wanted = Object.fromEntries(
              projection.tables.map((table) => [table, (expected[table as keyof ReadModels] ?? []).map((row) => expect.objectContaining(row))])
            )
            const applied = recorded(events)
            await emptyReadModels(db())
            await db()
              .transaction()
              .execute((trx) => (projection.applyBatch ? projection.applyBatch(trx, applied) : Promise.resolve([])))
            if (projection.applyBatch) expect(await rowsOf(db(), projection), "applied as one batch").toEqual(wanted)
            await emptyReadModels(db())
            for (const event of applied)
              await db()
                .transaction()
                .execute((trx) => projection.apply(trx, event))
            expect(await rowsOf(db(), projection), "applied one event at a time").toEqual(wanted)
          }
        })
      })
    })
  }
}
