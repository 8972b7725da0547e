import type { ProjectionChange } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import type { Tracer } from "effect"

/** What the host asks of the runner in its thread; each request is answered by a `done` with its id. */
export type ToRunnerThread =
  | { readonly id: number; readonly ask: "pause" | "catchUp" | "stop" }
  | { readonly ask: "resume" }
  | { readonly id: number; readonly ask: "rebuild"; readonly projection: string }

/** What the runner's thread tells its host. */
export type FromRunnerThread =
  | { readonly said: "started" }
  | { readonly said: "done"; readonly id: number; readonly error?: string }
  | { readonly said: "log"; readonly line: string }
  | { readonly said: "stopped"; readonly projections: ReadonlyArray<string> }
  | {
      readonly said: "commit"
      readonly projection: string
      readonly change: ProjectionChange
      readonly events: ReadonlyArray<RecordedEvent>
      readonly committedAt: number
    }

/** Where the thread finds the log and the read models (a thread can't share the host's connections). */
export interface RunnerThreadData {
  readonly databaseUrl: string
  readonly schema?: string
  readonly eventStoreUrl?: string
  /** Whether the host listens to every commit (the bench); otherwise none is posted. */
  readonly commits: boolean
  /** Traces exported: the thread starts an exporter of its own with this module (RunnerThreadTraces). */
  readonly traces?: RunnerThreadTraces
}

/**
 * Where the thread's spans go, and the module that starts an export there (server-edge's
 * `traces.ts`, named by the host: this package does not depend on the OpenTelemetry SDK). A span
 * cannot cross threads; the thread's spans join the command's trace through the events' metadata.
 */
export interface RunnerThreadTraces {
  readonly endpoint: string
  readonly serviceName: string
  /** A module exporting `startTraceExport({ endpoint, serviceName })` (TraceExporting). */
  readonly module: string
}

/** What the traces module gives: the tracer for the runner, and its stop (which sends what is left). */
export interface TraceExporting {
  readonly startTraceExport: (config: { readonly endpoint: string; readonly serviceName: string }) => Promise<{
    readonly tracer: Tracer.Tracer
    readonly shutdown: () => Promise<void>
  }>
}
