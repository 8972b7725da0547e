import { Effect, Option, Tracer } from "effect"
import { describe, expect, it } from "vitest"
import { currentTraceparent, parentOfTraces, spanOfTraceparent, traced, traceparentOf } from "./trace-context"

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
const SPAN = "00f067aa0ba902b7"

/** A tracer that exports (as far as this module can tell: not Effect's default one), recording the spans' names. */
const recording = () => {
  const names: string[] = []
  const native = Effect.runSync(Effect.tracer)
  const tracer = Tracer.make({
    span: (name, parent, context, links, startTime, kind, options) => {
      names.push(name)
      return native.span(name, parent, context, links, startTime, kind, options)
    },
    context: (f) => f()
  })
  return { names, tracer }
}

describe("the trace context events carry", () => {
  it("given Effect's default tracer (traces off), then no span is made and no trace context is offered for an event", () => {
    const inside = Effect.runSync(traced("command")(Effect.all([Effect.option(Effect.currentSpan), currentTraceparent])))
    expect(inside).toEqual([Option.none(), undefined])
  })

  it("given a tracer that exports, then the work runs in its span and the events get that span's W3C traceparent", () => {
    const { names, tracer } = recording()
    const [span, traceparent] = Effect.runSync(
      traced("command")(Effect.all([Effect.orDie(Effect.currentSpan), currentTraceparent])).pipe(Effect.withTracer(tracer))
    )
    expect(names).toEqual(["command"])
    expect(traceparent).toBe(`00-${span.traceId}-${span.spanId}-01`)
    expect(spanOfTraceparent(traceparent)).toMatchObject({ traceId: span.traceId, spanId: span.spanId, sampled: true })
  })

  it("given what is not a version-00 traceparent, then it is no parent: nothing a stored event holds can fail a projection", () => {
    for (const text of [
      undefined,
      42,
      "",
      `01-${TRACE}-${SPAN}-01`,
      `00-${TRACE.toUpperCase()}-${SPAN}-01`,
      `00-${"0".repeat(32)}-${SPAN}-01`,
      `00-${TRACE}-${"0".repeat(16)}-01`,
      `00-${TRACE}-${SPAN}`,
      `00-${TRACE}-${SPAN}-01-extra`
    ])
      expect(spanOfTraceparent(text)).toBeNull()
    expect(spanOfTraceparent(`00-${TRACE}-${SPAN}-00`)).toMatchObject({ sampled: false })
  })

  it("given a batch of events of several commands, then the last trace is the parent and the others are linked, each once", () => {
    const one = traceparentOf(Tracer.externalSpan({ traceId: TRACE, spanId: SPAN }))
    const other = `00-${"1".repeat(32)}-${"2".repeat(16)}-01`
    const trace = parentOfTraces([one, undefined, other, one, "junk"])!
    expect(trace.traceparent).toBe(one)
    expect(trace.links.map((link) => link.span.traceId)).toEqual(["1".repeat(32)])
    expect(parentOfTraces([undefined, "junk"])).toBeNull()
  })
})
