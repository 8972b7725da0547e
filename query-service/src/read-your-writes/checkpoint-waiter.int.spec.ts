import { PROJECTION_CHANNEL, type ProjectionChange } from "@timber/contracts"
import { testDatabases, type Database } from "@timber/eventstore"
import type { ReadDb } from "@timber/projections"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeCheckpointWaiter, type CheckpointWaiter } from "./checkpoint-waiter"

for (const target of testDatabases("every engine")) {
  describe(`waiting for checkpoints on ${target.name}`, () => {
    let database: Database
    let waiter: CheckpointWaiter
    beforeAll(async () => {
      database = await target.open()
      // the rows stay behind on purpose: only the runner's notification can tell the waiter they moved
      await sql`create table if not exists projection_checkpoints (name text primary key, position bigint not null, state text not null)`.execute(database.db)
      await sql`insert into projection_checkpoints values ('wood-receipts', 0, 'running'), ('audit', 0, 'running'), ('stock', 0, 'running')`.execute(
        database.db
      )
      waiter = await makeCheckpointWaiter(database, database.db as ReadDb)
    })
    afterAll(async () => {
      await waiter.close()
      await database.close()
    })

    const announce = (change: ProjectionChange) => database.notify(PROJECTION_CHANNEL, JSON.stringify(change))

    it("given a read waiting for two projections, when the runner announces one wake that moved both past its position, the read goes on with none behind", async () => {
      const waiting = waiter.waitFor(["wood-receipts", "audit"], 42n, 5_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
      await announce({ topics: ["lots"], position: "42", projections: ["wood-receipts", "audit"] })
      expect(await waiting).toEqual([])
    })

    it("given a read waiting for two projections, when a wake moved only one of them, the other is still named behind when the wait ends", async () => {
      const waiting = waiter.waitFor(["wood-receipts", "stock"], 50n, 1_500)
      await new Promise((resolve) => setTimeout(resolve, 100))
      await announce({ topics: [], position: "50", projections: ["wood-receipts", "audit"] })
      expect(await waiting).toEqual(["stock"])
    })
  })
}
