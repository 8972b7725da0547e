import fc from "fast-check"
import { isNotReadyAnswer } from "@timber/server-edge"
import { anyRequest, edgeSweep, type Caller, type FuzzRequest, type Operation } from "./openapi-requests"
import { isKnownId } from "./schema-values"

/** What the fuzz found wrong with one answer: the request as sent and why it is wrong. */
export interface Finding {
  readonly request: string
  readonly status: number
  readonly why: string
  readonly body: string
}

export interface FuzzReport {
  /** The edge sweep's requests and the random ones. */
  readonly sent: number
  readonly swept: number
  readonly byStatus: Readonly<Record<number, number>>
  readonly findings: ReadonlyArray<Finding>
  readonly milliseconds: number
}

export interface FuzzTarget {
  /** The product's origin, e.g. http://127.0.0.1:34567. */
  readonly url: string
  /** Signs `caller` in afresh: a fuzzed logout, or a fuzzed change to a session, ends the old token. */
  readonly signIn: (caller: Exclude<Caller, "anonymous">) => Promise<string>
  /** Ids the fuzz must never aim at: its own callers' (deactivating them would end the run's reach, not find a fault). */
  readonly spared: ReadonlySet<string>
}

const idKey = /(^id$|Id$|_id$)/

/** Ids in an answer, to aim later requests at records that exist. */
const idsIn = (value: unknown, found: Set<string>) => {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found)
  else if (typeof value === "object" && value !== null)
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === "string" && idKey.test(key) && field.length > 0 && field.length <= 100) found.add(field)
      else idsIn(field, found)
    }
}

const resolve = (value: unknown, ids: ReadonlyArray<string>): unknown => {
  if (isKnownId(value)) return ids.length === 0 ? "no-such-record" : ids[value.knownId % ids.length]
  if (Array.isArray(value)) return value.map((item) => resolve(item, ids))
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(value))
      Object.defineProperty(out, key, { value: resolve(field, ids), enumerable: true, writable: true, configurable: true })
    return out
  }
  return value
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))

/** A lone surrogate has no UTF-8 form, so no address can carry it: a browser sends U+FFFD instead, and so does the fuzz. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd")

const addressOf = (request: FuzzRequest, ids: ReadonlyArray<string>) => {
  const path = request.operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const raw = request.rawSegments[name]
    return raw ?? encodeURIComponent(wellFormed(asText(resolve(request.pathParams[name], ids))))
  })
  const query = new URLSearchParams()
  for (const [name, value] of request.query) query.append(name, asText(resolve(value, ids)))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** The house shape of a refusal (ARCHITECTURE section 6) and the security headers: why an answer falls short, or null. */
const refusalShortfall = (response: Response, text: string): string | null => {
  if (response.headers.get("x-content-type-options") !== "nosniff") return "a 4xx without X-Content-Type-Options: nosniff"
  if (!response.headers.get("content-security-policy")) return "a 4xx without a Content-Security-Policy"
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return "a 4xx whose body is not JSON"
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown }
    if (typeof body.error !== "string" || typeof body.message !== "string" || body.message.length === 0)
      return "a 4xx without the house body { error, message }"
  } catch {
    return "a 4xx whose body does not parse"
  }
  return null
}

/**
 * Sends the edge sweep of `operations`, then `count` requests generated from them with `seed`,
 * `concurrency` at a time, and reports every 5xx, every 4xx out of the house shape, and every
 * request the server did not answer. Requests are generated in chunks from the one seed, so a run
 * is repeatable.
 */
export const fuzz = async (
  target: FuzzTarget,
  operations: ReadonlyArray<Operation>,
  options: { seed: number; count: number; concurrency: number }
): Promise<FuzzReport> => {
  const started = Date.now()
  const tokens: Partial<Record<Caller, Promise<string>>> = {}
  const tokenOf = (caller: Exclude<Caller, "anonymous">) => (tokens[caller] ??= target.signIn(caller))
  const seen = new Set<string>()
  let ids: string[] = []
  const byStatus: Record<number, number> = {}
  const findings: Finding[] = []
  const arbitrary = anyRequest(operations)
  const CHUNK = 200
  let sent = 0

  const send = async (request: FuzzRequest) => {
    const address = addressOf(request, ids)
    const headers = new Headers(request.headers)
    const token = request.caller === "anonymous" ? null : await tokenOf(request.caller)
    if (token) headers.set("authorization", `Bearer ${token}`)
    let body: BodyInit | undefined
    const { body: given } = request
    if (given?.kind === "json") {
      headers.set("content-type", "application/json")
      body = JSON.stringify(resolve(given.value, ids))
    } else if (given?.kind === "text") {
      if (given.contentType) headers.set("content-type", given.contentType)
      body = given.text
    } else if (given?.kind === "bytes") {
      headers.set("content-type", given.contentType)
      body = new Uint8Array(given.bytes)
    }
    const method = request.operation.method
    const shown = address.length > 300 ? `${address.slice(0, 300)}… (${address.length} characters)` : address
    const described = `${request.caller} ${method} ${shown}${body === undefined ? "" : ` ${String(body instanceof Uint8Array ? `<${body.length} bytes>` : body).slice(0, 300)}`}`
    let response: Response
    try {
      response = await fetch(`${target.url}${address}`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : body })
    } catch (error) {
      findings.push({ request: described, status: 0, why: `no answer: ${String(error)}`, body: "" })
      return
    }
    const text = await response.text()
    byStatus[response.status] = (byStatus[response.status] ?? 0) + 1
    // the readiness probe's 503 is a declared answer (a projection the fuzz's writes left behind), in the house body
    const notReady = isNotReadyAnswer(response.status, response.headers.get("content-type") ?? "", text)
    if (response.status >= 500 && !notReady) findings.push({ request: described, status: response.status, why: "a 5xx", body: text.slice(0, 500) })
    else if (response.status >= 400) {
      const why = refusalShortfall(response, text)
      if (why) findings.push({ request: described, status: response.status, why, body: text.slice(0, 500) })
      if (response.status === 401 && token && request.caller !== "anonymous" && tokens[request.caller] && (await tokens[request.caller]) === token)
        delete tokens[request.caller]
    } else if ((response.headers.get("content-type") ?? "").includes("application/json")) {
      const found = new Set<string>()
      try {
        idsIn(JSON.parse(text), found)
      } catch {
        // a 2xx that is not JSON after all has no ids to offer
      }
      for (const id of found) if (!target.spared.has(id) && !seen.has(id)) (seen.add(id), ids.push(id))
      if (ids.length > 2_000) ids = ids.slice(-2_000)
    }
  }

  const sendAll = async (requests: ReadonlyArray<FuzzRequest>) => {
    let next = 0
    const worker = async () => {
      while (next < requests.length) await send(requests[next++]!)
    }
    await Promise.all(Array.from({ length: options.concurrency }, worker))
    sent += requests.length
  }
  await sendAll(edgeSweep(operations, options.seed))
  const swept = sent
  for (let chunk = 0; sent - swept < options.count; chunk++)
    await sendAll(fc.sample(arbitrary, { seed: options.seed + chunk, numRuns: Math.min(CHUNK, options.count - (sent - swept)) }))
  return { sent, swept, byStatus, findings, milliseconds: Date.now() - started }
}
