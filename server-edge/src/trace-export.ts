import * as OtelTracer from "@effect/opentelemetry/Tracer"
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http"
import { resourceFromAttributes } from "@opentelemetry/resources"
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base"
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions"
import { Effect } from "effect"

/**
 * One SDK provider per process (or worker thread), batching spans to the collector. Its tracer is
 * passed explicitly to the runtimes that serve requests and run projections, not registered as
 * OpenTelemetry's global: two products in one test process must not send into each other's.
 */
export const exportTraces = (config: { readonly endpoint: string; readonly serviceName: string }) => {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, "")}/v1/traces` }))]
  })
  const tracer = Effect.runSync(Effect.provideService(OtelTracer.make, OtelTracer.OtelTracer, provider.getTracer("timber-works")))
  return {
    tracer,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
    // an OpenTelemetry span may be renamed (an Effect span may not): nameCurrentSpan in traces.ts
    rename: (name: string) =>
      Effect.flatMap(Effect.option(OtelTracer.currentOtelSpan), (span) => Effect.sync(() => span._tag === "Some" && span.value.updateName(name)))
  }
}
