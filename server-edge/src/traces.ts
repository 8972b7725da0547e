import * as OtelTracer from "@effect/opentelemetry/Tracer"
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http"
import { resourceFromAttributes } from "@opentelemetry/resources"
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base"
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions"
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

/**
 * One SDK provider per process (or worker thread), batching spans to the collector. Its tracer is
 * passed explicitly to the runtimes that serve requests and run projections, not registered as
 * OpenTelemetry's global: two products in one test process must not send into each other's.
 */
export const startTraceExport = (config: TraceExport): ExportedTraces => {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, "")}/v1/traces` }))]
  })
  const tracer = Effect.runSync(Effect.provideService(OtelTracer.make, OtelTracer.OtelTracer, provider.getTracer("timber-works")))
  return { tracer, flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() }
}

/**
 * Names the current span now that its work says what it is (a command span is named by the first
 * command its body decides; a request span by the route that matched): Effect's spans keep the
 * name they started with, OpenTelemetry's may be renamed (`updateName`, as HTTP servers do once
 * routing is done). A no-op on Effect's default tracer.
 */
export const nameCurrentSpan = (name: string): Effect.Effect<void> =>
  Effect.flatMap(Effect.option(OtelTracer.currentOtelSpan), (span) => Effect.sync(() => span._tag === "Some" && span.value.updateName(name)))
