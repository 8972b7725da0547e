/**
 * The projections in a thread of their own, as the deployment runs them in a service of their own
 * (docker-compose `projections`): started by `split-lag.ts` with the bench's database and schema,
 * it posts the lag of every LotCreated it commits (ms from the event's recordedAt).
 */
import { makeSqlEventStore, openDatabase } from "@timber/eventstore"
import { ALL_PROJECTIONS, makeProjectionRunner } from "@timber/projections"
import { parentPort, workerData } from "node:worker_threads"
import { lotLagsInto } from "./lot-lags"

const { databaseUrl, schema } = workerData as { databaseUrl: string; schema: string }
const database = await openDatabase({ databaseUrl, schema })
const store = await makeSqlEventStore(database)
const lags: number[] = []
const runner = makeProjectionRunner({
  database,
  store,
  projections: ALL_PROJECTIONS,
  onCommit: lotLagsInto(lags)
})
await runner.start()
parentPort!.postMessage("started")
parentPort!.on("message", async () => {
  await runner.stop()
  await store.close()
  await database.close()
  parentPort!.postMessage(lags)
})
