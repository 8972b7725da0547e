import type { Database } from "@timber/eventstore"
import { sql } from "kysely"
import { verifyToken } from "@timber/contracts/auth/session-token"
import { IDEMPOTENCY_HEADER } from "./request-context"

const REPLAYED_HEADERS = ["x-event-position", "content-type"]

/**
 * A write repeated with the same Idempotency-Key (by the same user) gets the first
 * answer back and appends nothing. Event ids derived from the key cover two copies
 * racing each other; this table covers the answer.
 */
export const withIdempotency =
  (database: Database, jwtSecret: string, inner: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    const key = request.headers.get(IDEMPOTENCY_HEADER)
    if (!key || request.method === "GET" || request.method === "HEAD") return inner(request)
    const token = (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "")
    const claims = token ? await verifyToken(jwtSecret, token) : null
    const scope = `${claims?.userId ?? "anonymous"}|${request.method} ${new URL(request.url).pathname}`
    const stored = await sql<{ status: number; headers: unknown; body: string }>`
      select status, headers, body from idempotent_requests where scope = ${scope} and key = ${key}`.execute(database.db)
    const hit = stored.rows[0]
    if (hit) {
      const headers = (typeof hit.headers === "string" ? JSON.parse(hit.headers) : hit.headers) as Record<string, string>
      return new Response(hit.body, { status: hit.status, headers: { ...headers, "idempotent-replay": "true" } })
    }
    const response = await inner(request)
    if (response.status >= 500) return response
    const body = await response.text()
    const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((h) => (response.headers.get(h) ? [[h, response.headers.get(h)!]] : [])))
    await sql`insert into idempotent_requests (scope, key, status, headers, body)
              values (${scope}, ${key}, ${response.status}, ${JSON.stringify(headers)}::jsonb, ${body})
              on conflict (scope, key) do nothing`.execute(database.db)
    return new Response(body, { status: response.status, headers: response.headers })
  }
