import { Cause, Effect, Exit, Option, Tracer } from "effect"

/**
 * One command's trace, carried across the log: the W3C trace context (`traceparent`) of the span
 * that appended an event rides in the event's metadata beside its correlation id, so a projection
 * that applies the event later, in another fiber, thread or process, and the live push after it,
 * start their spans in the same trace. Exported only when the process was started with a tracer
 * that exports (server-edge `traces.ts`, OTEL_EXPORTER_OTLP_ENDPOINT): without one no span is
 * made here and no event carries a trace context, so tracing off costs nothing.
 */

/** The tracer every fiber has unless a process installs another: its spans go nowhere. */
const tracerThatExportsNothing = Effect.runSync(Effect.tracer)

const exporting = (tracer: Tracer.Tracer) => tracer !== tracerThatExportsNothing

/** `self` in a span named `name`, only while an exporting tracer is installed (otherwise `self` as it is). */
export const traced =
  (name: string, options?: Tracer.SpanOptions) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.tracerWith((tracer) => (exporting(tracer) ? Effect.withSpan(self, name, options) : self))

/** `self` while traces are exported, else nothing (work that only feeds a span). */
export const whileTraced = (self: Effect.Effect<void>): Effect.Effect<void> => Effect.tracerWith((tracer) => (exporting(tracer) ? self : Effect.void))

/** Sets an attribute of the current span, while traces are exported. */
export const annotateTrace = (key: string, value: unknown): Effect.Effect<void> =>
  Effect.tracerWith((tracer) => (exporting(tracer) ? Effect.annotateCurrentSpan(key, value) : Effect.void))

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/
const ZEROS = /^0+$/

/** A span's W3C trace context (version 00). */
export const traceparentOf = (span: Tracer.AnySpan): string => `00-${span.traceId}-${span.spanId}-${span.sampled ? "01" : "00"}`

/** The span a W3C trace context names, as a parent for spans made here; null for anything else. */
export const spanOfTraceparent = (text: unknown): Tracer.ExternalSpan | null => {
  if (typeof text !== "string") return null
  const match = TRACEPARENT.exec(text)
  if (!match || ZEROS.test(match[1]!) || ZEROS.test(match[2]!)) return null
  return Tracer.externalSpan({ traceId: match[1]!, spanId: match[2]!, sampled: (Number.parseInt(match[3]!, 16) & 1) === 1 })
}

/** The current span's trace context, to store with what this fiber appends; undefined when traces are not exported. */
export const currentTraceparent: Effect.Effect<string | undefined> = Effect.tracerWith((tracer) =>
  exporting(tracer)
    ? Effect.map(Effect.option(Effect.currentSpan), Option.match({ onNone: () => undefined, onSome: traceparentOf }))
    : Effect.succeed(undefined)
)

/** The trace context an event was appended in, when it carries one. */
export const traceparentOfEvent = (event: { readonly metadata: unknown }): string | undefined => {
  const metadata = event.metadata
  if (typeof metadata !== "object" || metadata === null) return undefined
  const traceparent = (metadata as { readonly traceparent?: unknown }).traceparent
  return typeof traceparent === "string" ? traceparent : undefined
}

/** At most this many other traces are linked from one span (a catch-up batch holds thousands of events). */
const MAX_LINKS = 32

/**
 * Where a span over work on `traceparents` (a batch's events, of one command or of several)
 * belongs: the last trace as its parent, the others as links; null when none carries a trace.
 */
export const parentOfTraces = (
  traceparents: Iterable<string | undefined>
): { readonly parent: Tracer.ExternalSpan; readonly traceparent: string; readonly links: ReadonlyArray<Tracer.SpanLink> } | null => {
  // each trace once, in the order of its last event
  const spans = new Map<string, Tracer.ExternalSpan>()
  for (const traceparent of traceparents) {
    const span = spanOfTraceparent(traceparent)
    if (span === null || traceparent === undefined) continue
    spans.delete(traceparent)
    spans.set(traceparent, span)
  }
  const traced = [...spans]
  const last = traced.pop()
  if (!last) return null
  const links = traced.slice(-MAX_LINKS).map(([, span]): Tracer.SpanLink => ({ _tag: "SpanLink", span, attributes: {} }))
  return { parent: last[1], traceparent: last[0], links }
}

/**
 * Runs promise-based work (a projection's batch, a live push) in a span of `tracer`, child of
 * `parent`; without a tracer (traces not exported) or a parent (nothing traced led here), just
 * runs it. Fails with the work's own error, not a wrapper, so callers' `instanceof` checks hold.
 */
export const inSpan = async <A>(
  tracer: Tracer.Tracer | undefined,
  name: string,
  options: {
    readonly parent: Tracer.AnySpan | null
    readonly links?: ReadonlyArray<Tracer.SpanLink>
    readonly attributes?: Record<string, unknown>
    /** "consumer" (work on events read from the log) unless given. */
    readonly kind?: Tracer.SpanKind
  },
  work: (span: Tracer.Span | null) => Promise<A>
): Promise<A> => {
  if (tracer === undefined || options.parent === null) return work(null)
  const run = Effect.useSpan(name, { parent: options.parent, links: options.links, attributes: options.attributes, kind: options.kind ?? "consumer" }, (span) =>
    Effect.tryPromise({ try: () => work(span), catch: (error) => error })
  )
  const exit = await Effect.runPromiseExit(Effect.withTracer(run, tracer))
  if (Exit.isSuccess(exit)) return exit.value
  throw Cause.squash(exit.cause)
}
