import { Worker } from "node:worker_threads"
import { ALL_PROJECTIONS } from "../all-projections"
import { stoppedReadingOf, type ProjectionRunner, type ProjectionRunnerOptions } from "../runner"
import type { FromRunnerThread, RunnerThreadData, RunnerThreadTraces, ToRunnerThread } from "./messages"

export interface ThreadedRunnerOptions {
  readonly databaseUrl: string
  readonly schema?: string
  readonly eventStoreUrl?: string
  readonly onCommit?: ProjectionRunnerOptions["onCommit"]
  readonly log?: (line: string) => void
  /** Traces exported: where, and the module the thread starts its own exporter with. */
  readonly traces?: RunnerThreadTraces | undefined
  /** The thread's module (`runner-thread.mjs` beside this file unless given). */
  readonly entry?: URL
}

/** How long after an unexpected end of its thread the runner starts another. */
const RESTART_AFTER_MS = 1_000

/**
 * Every projection (ALL_PROJECTIONS) run in a worker thread, behind the runner's own interface:
 * the all-in-one on PostgreSQL runs them so, as the deployment runs them in a service of their own,
 * because on the process's one event loop each projection statement waited its turn behind the
 * HTTP requests (BENCHMARKS.md, "Measurements behind code decisions"). PostgreSQL only: PGlite is one
 * connection inside this thread. A thread that ends unexpectedly is logged and started again.
 */
export const makeThreadedProjectionRunner = (options: ThreadedRunnerOptions): ProjectionRunner => {
  const log = options.log ?? (() => undefined)
  let worker: Worker | null = null
  let running = false
  /** The thread's last word on which projections are stopped. */
  let stopped: ReadonlySet<string> = new Set()
  let nextId = 0
  const waiting = new Map<number, (error?: string) => void>()

  const ask = (request: "pause" | "catchUp" | "stop") =>
    new Promise<void>((resolve) => {
      if (!worker) return resolve()
      const id = nextId++
      waiting.set(id, () => resolve())
      worker.postMessage({ id, ask: request } satisfies ToRunnerThread)
    })

  const hear = (message: FromRunnerThread) => {
    switch (message.said) {
      case "started":
        return
      case "done":
        waiting.get(message.id)?.(message.error)
        waiting.delete(message.id)
        return
      case "log":
        return log(message.line)
      case "stopped":
        stopped = new Set(message.projections)
        return
      case "commit":
        return options.onCommit?.(message.projection, message.change, message.events, message.committedAt)
      default:
        return message satisfies never
    }
  }

  const startThread = () =>
    new Promise<void>((resolve, reject) => {
      const data: RunnerThreadData = {
        databaseUrl: options.databaseUrl,
        schema: options.schema,
        eventStoreUrl: options.eventStoreUrl,
        commits: options.onCommit !== undefined,
        ...(options.traces ? { traces: options.traces } : {})
      }
      const thread = new Worker(options.entry ?? new URL("./runner-thread.mjs", import.meta.url), { workerData: data })
      worker = thread
      thread.on("message", (message: FromRunnerThread) => {
        if (message.said === "started") resolve()
        hear(message)
      })
      thread.on("error", (error) => log(`projections thread: ${error.stack ?? String(error)}`))
      thread.on("exit", (code) => {
        if (worker !== thread) return
        worker = null
        for (const done of waiting.values()) done()
        waiting.clear()
        reject(new Error(`the projections thread ended (${code}) before it started`))
        if (!running) return
        log(`projections thread ended (${code}); starting another in ${RESTART_AFTER_MS} ms`)
        setTimeout(() => running && !worker && startThread().catch((error: unknown) => log(String(error))), RESTART_AFTER_MS)
      })
    })

  return {
    start: async () => {
      if (running) return
      running = true
      await startThread()
    },
    stop: async () => {
      running = false
      const thread = worker
      if (!thread) return
      await ask("stop")
      worker = null
      await thread.terminate()
    },
    pause: () => ask("pause"),
    resume: () => worker?.postMessage({ ask: "resume" } satisfies ToRunnerThread),
    catchUp: () => ask("catchUp"),
    stoppedReading: (types) => stoppedReadingOf(ALL_PROJECTIONS, stopped, types),
    rebuild: (projection) =>
      new Promise<void>((resolve, reject) => {
        if (!worker) return reject(new Error("the projections thread is not running"))
        const id = nextId++
        waiting.set(id, (error) => (error === undefined ? resolve() : reject(new Error(error))))
        worker.postMessage({ id, ask: "rebuild", projection } satisfies ToRunnerThread)
      })
  }
}
