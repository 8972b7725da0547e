import { Effect, type Tracer } from "effect"

/**
 * Traces out of this process over OTLP/HTTP (JSON), when the standard OTEL_EXPORTER_OTLP_ENDPOINT
 * says where: Effect's own spans (`Effect.withSpan`) handed to the OpenTelemetry SDK through
 * `@effect/opentelemetry`. Without it nothing is started and Effect keeps its default tracer.
 */

/** Where the traces go and under which service name. */
export interface TraceExport {
  /** The collector's base address (OTEL_EXPORTER_OTLP_ENDPOINT); spans are POSTed to `<endpoint>/v1/traces`. */
  readonly endpoint: string
  /** OTEL_SERVICE_NAME, else the process's own name. */
  readonly serviceName: string
}

/** The standard variables, or undefined when traces are off (no endpoint). */
export const traceExportFromEnv = (env: NodeJS.ProcessEnv, defaultServiceName: string): TraceExport | undefined => {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
  if (!endpoint) return undefined
  return { endpoint, serviceName: env.OTEL_SERVICE_NAME?.trim() || defaultServiceName }
}

/** A started export: the tracer to install in this process's Effect runtimes, and its stop (which sends what is left). */
export interface ExportedTraces {
  readonly tracer: Tracer.Tracer
  /** Sends every ended span now (tests; a stop does it too). */
  readonly flush: () => Promise<void>
  readonly shutdown: () => Promise<void>
}

/** How a span is renamed once an export has loaded OpenTelemetry (trace-export.ts); before that there is nothing to rename. */
let renameCurrentSpan: ((name: string) => Effect.Effect<void>) | null = null

/**
 * Starts the export (trace-export.ts). The SDK, the exporter and `@effect/opentelemetry` are
 * loaded here, on demand: a process without OTEL_EXPORTER_OTLP_ENDPOINT never loads them.
 */
export const startTraceExport = async (config: TraceExport): Promise<ExportedTraces> => {
  const { rename, ...exported } = (await import("./trace-export")).exportTraces(config)
  renameCurrentSpan = rename
  return exported
}

/**
 * Names the current span now that its work says what it is (a command span is named by the first
 * command its body decides; a request span by the route that matched): Effect's spans keep the
 * name they started with, OpenTelemetry's may be renamed (`updateName`, as HTTP servers do once
 * routing is done). Nothing without an export.
 */
export const nameCurrentSpan = (name: string): Effect.Effect<void> => Effect.suspend(() => (renameCurrentSpan ? renameCurrentSpan(name) : Effect.void))
