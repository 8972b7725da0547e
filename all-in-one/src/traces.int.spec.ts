import { LiveServerMessage, LiveTopics } from "@timber/contracts"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { startOtlpReceiver, traceTree, type ReceivedSpan } from "./testing/otlp-receiver"
import { stockWarehouse } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

const SERVICE = "timber-works-traces-spec"

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>
let app: TestApp
let admin: string
let woodTypeId: string

beforeAll(async () => {
  receiver = await startOtlpReceiver()
  // the configuration OTEL_EXPORTER_OTLP_ENDPOINT and OTEL_SERVICE_NAME give (config.ts), not the process's environment
  app = await startTestApp({ traceExport: { endpoint: receiver.url, serviceName: SERVICE } })
  admin = await app.login()
  const woodType = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule", grade: "A" } })
  expect(woodType.status).toBe(201)
  woodTypeId = ((await woodType.json()) as { id: string }).id
})
afterAll(async () => {
  await app?.close()
  await receiver?.close()
})

const decode = Schema.decodeUnknownSync(Schema.parseJson(LiveServerMessage))

/** A console's live socket watching `topic`, once the hub confirmed the subscription. */
const watching = async (topic: string) => {
  const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live?token=${admin}`)
  const messages: LiveServerMessage[] = []
  socket.on("message", (raw) => messages.push(decode(raw.toString())))
  socket.on("open", () => socket.send(JSON.stringify({ _tag: "subscribe", topics: [topic] })))
  await until(
    () => messages.some((m) => "type" in m && m.type === "subscribed"),
    () => "the subscription"
  )
  return { socket, messages }
}

const until = async (done: () => boolean, what: () => string, ms = 30_000) => {
  const deadline = Date.now() + ms
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms in vain for ${what()}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const one = (spans: ReadonlyArray<ReceivedSpan>, name: string) => {
  const named = spans.filter((span) => span.name === name)
  expect(named.map((span) => span.name)).toEqual([name])
  return named[0]!
}

describe("traces over OTLP (OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("given one LOT created while a console watches the LOT list, then one trace holds the request, its command, the decision, the append, the projections that applied it and the live push", async () => {
    const live = await watching(LiveTopics.lots)
    const created = await app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: {
        wood_type_id: woodTypeId,
        supplier: "Sao Hill Sawmill",
        receipt_date: "2026-12-01",
        lot_number: "LOT-TRACE-1",
        purchase_order: "PO-TRACE-1",
        total_volume_m3: 10,
        total_pieces: 30
      }
    })
    expect(created.status).toBe(201)
    const position = created.headers.get("x-event-position")!
    await until(
      () => live.messages.some((m) => "topic" in m && m.topic === LiveTopics.lots && BigInt(m.position) >= BigInt(position)),
      () => "the push"
    )
    live.socket.close()

    // the spans leave in batches: sent now, and looked for until the push's has come
    const request = () => receiver.spans.find((span) => span.name === "POST /api/management/wood-receipts")
    const inTrace = () => receiver.spans.filter((span) => span.traceId === request()?.traceId)
    await until(
      () => {
        void app.flushTraces()
        return inTrace().some((span) => span.name === `live push ${LiveTopics.lots}`)
      },
      () => `the push's span in the request's trace; received:\n${receiver.spans.map((span) => `${span.traceId} ${span.name}`).join("\n")}`
    )
    const trace = inTrace()
    console.log(traceTree(receiver.spans, request()!.traceId))
    expect(receiver.refused).toEqual([])

    const root = request()!
    expect(root).toMatchObject({ service: SERVICE, parentSpanId: "", attributes: { "http.request.method": "POST", "http.response.status_code": 201 } })
    const command = one(trace, "command CreateLot")
    expect(command.parentSpanId).toBe(root.spanId)
    const decide = one(trace, "decide Lot")
    expect(decide).toMatchObject({ parentSpanId: command.spanId, attributes: { command: "CreateLot" } })
    const append = one(trace, "append")
    expect(append.parentSpanId).toBe(command.spanId)
    expect(append.attributes).toMatchObject({ position })
    expect(String(append.attributes.streams).split(", ")).toContain("Lot")
    // later, in the projections' fiber: joined to the command through the events' metadata
    const listOfLots = one(trace, "project wood-receipts")
    expect(listOfLots.parentSpanId).toBe(command.spanId)
    const push = one(trace, `live push ${LiveTopics.lots}`)
    expect(push).toMatchObject({ parentSpanId: command.spanId, attributes: { sockets: 1 } })
  })

  it("given the LOT's events, then each carries the trace it was appended in beside its correlation id", async () => {
    const lot = receiver.spans.find((span) => span.name === "command CreateLot")!
    const events = await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 10_000, eventTypes: ["LotCreated"] }))
    const metadata = events.at(-1)!.metadata as { correlationId: string; traceparent?: string }
    expect(metadata.correlationId).toEqual(expect.any(String))
    expect(metadata.traceparent).toBe(`00-${lot.traceId}-${lot.spanId}-01`)
  })
})

describe("a process manager's reaction", () => {
  it("given stock counted into an empty warehouse, then the warehouse-holdings reaction runs in the trace of the adjustment that triggered it", async () => {
    const warehouseId = await stockWarehouse((method, path, json) => app.api(path, { method, token: admin, json }), "WH-TRACE")
    const adjusted = await app.api("/management/stock/adjustments", {
      method: "POST",
      token: admin,
      json: { warehouseId, woodTypeId, thickness: '2"', woodStatus: "NOT_DRIED", quantity: 12, reason: "Stock count" }
    })
    expect(adjusted.status).toBe(201)
    await app.processesSettled()
    const reaction = () => receiver.spans.find((span) => span.name === "react warehouse-holdings")
    await until(
      () => {
        void app.flushTraces()
        return reaction() !== undefined && receiver.spans.some((span) => span.name === "command RecordWarehouseHoldings")
      },
      () => `the reaction's spans; received:\n${receiver.spans.map((span) => `${span.traceId} ${span.name}`).join("\n")}`
    )
    console.log(traceTree(receiver.spans, reaction()!.traceId))
    const trace = receiver.spans.filter((span) => span.traceId === reaction()!.traceId)
    const request = one(trace, "POST /api/management/stock/adjustments")
    const trigger = trace.find((span) => span.spanId === reaction()!.parentSpanId)!
    expect(trigger.name).toMatch(/^command /)
    expect(trigger.parentSpanId).toBe(request.spanId)
    expect(one(trace, "command RecordWarehouseHoldings").parentSpanId).toBe(reaction()!.spanId)
  })
})

describe("traces from the projections' own thread (PostgreSQL, PROJECTIONS_THREAD on)", () => {
  it.runIf(process.env.DATABASE_URL)(
    "given the projections in a worker thread, then their spans still join the command's trace: the thread exports them itself",
    async () => {
      const threaded = await startTestApp({ traceExport: { endpoint: receiver.url, serviceName: `${SERVICE}-threaded` }, projectionsInThread: true })
      try {
        const token = await threaded.login()
        const created = await threaded.api("/factory/wood-types", { method: "POST", token, json: { name: "Mninga", grade: "A" } })
        expect(created.status).toBe(201)
        // read back once the thread's projections have applied it (read-your-writes)
        const read = await threaded.api("/factory/wood-types", { token, headers: { "x-min-position": created.headers.get("x-event-position")! } })
        expect(read.headers.get("x-data-behind")).toBeNull()
        const command = () => receiver.spans.find((span) => span.service === `${SERVICE}-threaded` && span.name === "command CreateWoodType")
        // the thread's spans leave when it stops (its exporter's shutdown sends what is left)
        await threaded.close()
        await until(
          () => {
            void threaded.flushTraces()
            return receiver.spans.some((span) => span.name === "project wood-types" && span.traceId === command()?.traceId)
          },
          () => `the thread's projection span in the command's trace; received:\n${receiver.spans.map((span) => `${span.traceId} ${span.name}`).join("\n")}`
        )
        const applied = receiver.spans.find((span) => span.name === "project wood-types" && span.traceId === command()!.traceId)!
        expect(applied.parentSpanId).toBe(command()!.spanId)
      } finally {
        await threaded.close().catch(() => undefined)
      }
    },
    // a second product with a thread of its own: its start and stop take a minute when the machine is loaded
    180_000
  )
})

describe("traces off (no OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("given a product started without an endpoint, then its events carry no trace context", async () => {
    const quiet = await startTestApp()
    try {
      const token = await quiet.login()
      expect((await quiet.api("/factory/wood-types", { method: "POST", token, json: { name: "Mninga", grade: "A" } })).status).toBe(201)
      const events = await Effect.runPromise(quiet.store.readAll({ fromPosition: 0n, limit: 10_000, eventTypes: ["WoodTypeCreated"] }))
      expect(events.length).toBeGreaterThan(0)
      for (const event of events) expect(event.metadata).not.toHaveProperty("traceparent")
    } finally {
      await quiet.close()
    }
  })
})
