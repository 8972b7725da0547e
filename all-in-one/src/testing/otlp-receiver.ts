import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/** One span as an OTLP/HTTP JSON export carries it, with its service's name. */
export interface ReceivedSpan {
  readonly service: string
  readonly traceId: string
  readonly spanId: string
  /** Empty for a trace's root. */
  readonly parentSpanId: string
  readonly name: string
  readonly startNanos: bigint
  readonly attributes: Readonly<Record<string, string | number | boolean>>
  readonly links: ReadonlyArray<{ readonly traceId: string; readonly spanId: string }>
}

interface OtlpValue {
  readonly stringValue?: string
  readonly intValue?: string | number
  readonly doubleValue?: number
  readonly boolValue?: boolean
}
interface OtlpAttribute {
  readonly key: string
  readonly value: OtlpValue
}
interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly startTimeUnixNano: string | number
  readonly attributes?: ReadonlyArray<OtlpAttribute>
  readonly links?: ReadonlyArray<{ readonly traceId: string; readonly spanId: string }>
}
interface OtlpExport {
  readonly resourceSpans?: ReadonlyArray<{
    readonly resource?: { readonly attributes?: ReadonlyArray<OtlpAttribute> }
    readonly scopeSpans?: ReadonlyArray<{ readonly spans?: ReadonlyArray<OtlpSpan> }>
  }>
}

const valueOf = (value: OtlpValue): string | number | boolean =>
  value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.doubleValue ?? value.boolValue ?? ""))

const attributesOf = (attributes: ReadonlyArray<OtlpAttribute> = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]))

/**
 * A collector in this process: accepts POST /v1/traces as OTLP/HTTP JSON (what
 * @opentelemetry/exporter-trace-otlp-http sends) and keeps every span, to be asserted on and shown.
 */
export const startOtlpReceiver = async () => {
  const spans: ReceivedSpan[] = []
  const refused: string[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces" || !String(request.headers["content-type"]).startsWith("application/json")) {
        refused.push(`${request.method} ${request.url} ${request.headers["content-type"]}`)
        response.writeHead(404).end()
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpExport
      for (const resource of body.resourceSpans ?? []) {
        const service = String(attributesOf(resource.resource?.attributes)["service.name"] ?? "")
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? "",
              name: span.name,
              startNanos: BigInt(span.startTimeUnixNano),
              attributes: attributesOf(span.attributes),
              links: span.links ?? []
            })
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Requests that were not an OTLP/HTTP JSON export of traces. */
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** A trace's spans as an indented tree (children in start order), with what each says of itself: to be read in the test's output. */
export const traceTree = (spans: ReadonlyArray<ReceivedSpan>, traceId: string): string => {
  const ours = spans.filter((span) => span.traceId === traceId).sort((a, b) => (a.startNanos < b.startNanos ? -1 : a.startNanos > b.startNanos ? 1 : 0))
  const ids = new Set(ours.map((span) => span.spanId))
  const lines: string[] = [`trace ${traceId}`]
  const show = (span: ReceivedSpan, depth: number) => {
    const said = Object.entries(span.attributes)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(" ")
    lines.push(`${"  ".repeat(depth + 1)}${span.name}  [${span.service}]${said ? `  ${said}` : ""}`)
    for (const child of ours.filter((one) => one.parentSpanId === span.spanId)) show(child, depth + 1)
  }
  for (const root of ours.filter((span) => !ids.has(span.parentSpanId))) show(root, 0)
  return lines.join("\n")
}
