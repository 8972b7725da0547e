/**
 * The projection runner in a worker thread (`threaded-runner.ts` starts it): its own connections,
 * its own event loop, so its wakes and statements never queue behind the host's HTTP requests.
 */
import { makeEsdbEventStore, makeSqlEventStore, openDatabase } from "@timber/eventstore"
import { parentPort, workerData } from "node:worker_threads"
import { ALL_PROJECTIONS } from "../all-projections"
import { makeProjectionRunner } from "../runner"
import type { FromRunnerThread, RunnerThreadData, ToRunnerThread, TraceExporting } from "./messages"

const host = parentPort!
const tell = (message: FromRunnerThread) => host.postMessage(message)
const data = workerData as RunnerThreadData
const database = await openDatabase({ databaseUrl: data.databaseUrl, schema: data.schema })
const store = data.eventStoreUrl ? makeEsdbEventStore(data.eventStoreUrl) : await makeSqlEventStore(database)
// a span cannot cross threads: this thread exports its own, in the commands' traces (the events carry them)
const traces = data.traces ? await ((await import(data.traces.module)) as TraceExporting).startTraceExport(data.traces) : undefined
const runner = makeProjectionRunner({
  tracer: traces?.tracer,
  database,
  store,
  projections: ALL_PROJECTIONS,
  log: (line) => tell({ said: "log", line }),
  onStoppedChange: (projections) => tell({ said: "stopped", projections }),
  onCommit: data.commits ? (projection, change, events, committedAt) => tell({ said: "commit", projection, change, events, committedAt }) : undefined
})
host.on("message", async (message: ToRunnerThread) => {
  switch (message.ask) {
    case "resume":
      return runner.resume()
    case "pause":
      await runner.pause()
      return tell({ said: "done", id: message.id })
    case "catchUp":
      await runner.catchUp()
      return tell({ said: "done", id: message.id })
    case "rebuild":
      return runner.rebuild(message.projection).then(
        () => tell({ said: "done", id: message.id }),
        (error: unknown) => tell({ said: "done", id: message.id, error: error instanceof Error ? error.message : String(error) })
      )
    case "stop":
      await runner.stop()
      await store.close()
      await database.close()
      await traces?.shutdown()
      return tell({ said: "done", id: message.id })
    default:
      return message satisfies never
  }
})
await runner.start()
tell({ said: "started" })
