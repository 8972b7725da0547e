import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

const SCRAPE_TOKEN = "scrape-token-for-prometheus-0123456789"

let app: TestApp
let admin: string
let woodTypeId: string

const scrape = (authorization?: string) => fetch(`${app.url}/metrics`, { headers: authorization ? { authorization } : {} })

/** The value of one sample in the text format (`name{labels} value`), 0 when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  const line = text.split("\n").find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && wanted.every((label) => row.includes(label)))
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(" ") + 1))
}

const metrics = async () => {
  const answer = await scrape(`Bearer ${SCRAPE_TOKEN}`)
  expect(answer.status).toBe(200)
  return answer.text()
}

beforeAll(async () => {
  app = await startTestApp({ metricsToken: SCRAPE_TOKEN })
  admin = await app.login()
  const created = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule", grade: "A" } })
  expect(created.status).toBe(201)
  woodTypeId = ((await created.json()) as { id: string }).id
})
afterAll(async () => app?.close())

describe("GET /metrics (issue 40 item 4)", () => {
  it("given no token, a wrong one or a non-ADMIN's, then 401 or 403 in the house shape; an ADMIN's token or the scrape token opens it", async () => {
    const none = await scrape()
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ error: "Unauthorized" })
    for (const wrong of ["Bearer not-a-token", `Bearer ${SCRAPE_TOKEN}x`, "Bearer ", "Basic YWRtaW46YWRtaW4=", `Bearer ${"x".repeat(10_000)}`]) {
      const answer = await scrape(wrong)
      expect({ wrong: wrong.slice(0, 40), status: answer.status }).toEqual({ wrong: wrong.slice(0, 40), status: 401 })
    }
    const user = await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email: "metrics.manager@timber.works", password: "Passw0rd-long", firstName: "Mia", lastName: "Manager", role: "MANAGER", isActive: true }
    })
    expect(user.status).toBe(201)
    const manager = await app.login("metrics.manager@timber.works", "Passw0rd-long")
    const forbidden = await scrape(`Bearer ${manager}`)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ error: "Forbidden", message: "Metrics are for an ADMIN or the scrape token (METRICS_TOKEN)" })

    const asAdmin = await scrape(`Bearer ${admin}`)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/)
    expect((await scrape(`Bearer ${SCRAPE_TOKEN}`)).status).toBe(200)
  })

  it("given a scrape, then every family is there: requests, command latency, conflicts, retries, projection and process-manager lag, live sockets, the store's size", async () => {
    const text = await metrics()
    for (const family of [
      "timber_http_requests_total",
      "timber_command_duration_seconds",
      "timber_append_conflicts_total",
      "timber_command_retries_total",
      "timber_projection_lag_events",
      "timber_projection_lag_seconds",
      "timber_process_manager_lag_events",
      "timber_process_manager_lag_seconds",
      "timber_live_sockets",
      "timber_event_store_head_position",
      "timber_event_store_bytes"
    ]) {
      expect(text).toContain(`# TYPE ${family} `)
    }
    // one row per projection and per process manager, by name
    expect(text).toMatch(/timber_projection_lag_seconds\{projection="wood-receipts"\} \d/)
    expect(text).toMatch(/timber_process_manager_lag_events\{manager="[a-z-]+"\} \d/)
    expect(sample(text, "timber_event_store_head_position")).toBeGreaterThan(0)
    expect(sample(text, "timber_event_store_bytes")).toBeGreaterThan(0)
    expect(sample(text, "timber_event_store_events")).toBeGreaterThan(0)
  })

  it("given a LOT created, then its route (the pattern, not the path) and status count one more, and the command's latency is observed", async () => {
    const route = { route: "/api/management/wood-receipts", method: "POST", status: "201" }
    const command = { command: "POST /api/management/wood-receipts", outcome: "appended" }
    const before = await metrics()
    const created = await app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: {
        wood_type_id: woodTypeId,
        supplier: "Sao Hill Sawmill",
        receipt_date: "2026-11-20",
        lot_number: "LOT-METRICS-1",
        purchase_order: "PO-1",
        status: "PENDING",
        notes: null,
        total_amount: 0,
        total_volume_m3: 1,
        total_pieces: 2
      }
    })
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { id: string }).id
    const completed = await app.api(`/management/wood-receipts/${id}`, { method: "PATCH", token: admin, json: { status: "COMPLETED" } })
    expect(completed.status).toBe(200)
    const after = await metrics()
    expect(sample(after, "timber_http_requests_total", route)).toBe(sample(before, "timber_http_requests_total", route) + 1)
    expect(sample(after, "timber_command_duration_seconds_count", command)).toBe(sample(before, "timber_command_duration_seconds_count", command) + 1)
    expect(sample(after, "timber_command_duration_seconds_sum", command)).toBeGreaterThan(sample(before, "timber_command_duration_seconds_sum", command))
    const byId = { route: "/api/management/wood-receipts/:id", method: "PATCH", status: "200" }
    expect(sample(after, "timber_http_requests_total", byId)).toBe(sample(before, "timber_http_requests_total", byId) + 1)
    // no id of a record ever becomes a label
    expect(after).not.toContain(id)
  })

  it("given writers racing for one stream, then the append conflicts and the retries are counted", async () => {
    const before = await metrics()
    let after = before
    // sign-ins of one account append to its stream side by side: all but one first try lose the race
    for (let round = 0; round < 3 && sample(after, "timber_append_conflicts_total") === sample(before, "timber_append_conflicts_total"); round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          fetch(`${app.url}/api/auth/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD })
          })
        )
      )
      expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409)).toEqual([])
      after = await metrics()
    }
    expect(sample(after, "timber_append_conflicts_total")).toBeGreaterThan(sample(before, "timber_append_conflicts_total"))
    expect(sample(after, "timber_command_retries_total")).toBeGreaterThan(sample(before, "timber_command_retries_total"))
  })

  it("given the projections held back while a write lands, then their lag shows in events and seconds, and goes back to 0 once they catch up", async () => {
    const lagOf = (text: string, family: string) =>
      [...text.matchAll(new RegExp(`^${family}\\{projection="([^"]+)"\\} (\\S+)$`, "gm"))].map((match) => ({ projection: match[1]!, value: Number(match[2]) }))
    await app.projections.pause()
    try {
      expect((await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mpingo", grade: "B" } })).status).toBe(201)
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      const held = await metrics()
      expect(Math.max(...lagOf(held, "timber_projection_lag_events").map((lag) => lag.value))).toBeGreaterThanOrEqual(1)
      expect(Math.max(...lagOf(held, "timber_projection_lag_seconds").map((lag) => lag.value))).toBeGreaterThanOrEqual(1)
    } finally {
      await app.projections.resume()
    }
    await expect
      .poll(async () => Math.max(...lagOf(await metrics(), "timber_projection_lag_events").map((lag) => lag.value)), { timeout: 15_000, interval: 250 })
      .toBe(0)
  })
})
