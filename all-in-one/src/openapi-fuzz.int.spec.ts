import type { ProjectionStatus, StockVerification } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fuzz, type FuzzReport } from "./testing/fuzz/fuzz-run"
import { operationsOf, type Operation } from "./testing/fuzz/openapi-requests"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * The OpenAPI document, fuzzed (issue 38 item 4). Every operation it declares gets requests
 * generated from its own schemas: valid values and their boundaries, and values it must refuse
 * (huge, negative and NaN numbers, dates such as 2026-02-31, very long and unicode strings, wrong
 * types, missing and extra fields, bad path parameters, junk bodies), as an ADMIN, as a USER and
 * signed out. The rule: the server never answers 5xx, every refusal is the house body with the
 * security headers, the server stays up, and afterwards the stock still verifies and no
 * projection has stopped.
 *
 * First a sweep that puts each edge value (-1, 2026-02-31, a number past bigint, 1e400) in every
 * parameter and every top-level body field of every operation as an ADMIN, then random requests:
 * `npm test` runs a fixed seed (FUZZ_REQUESTS, 2,000 by default); `npm run test:fuzz` runs 50,000
 * with a random seed it prints, so a failure found there is replayed with FUZZ_SEED.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RANDOM ? Math.floor(Math.random() * 2 ** 31) : 20261207
const CONCURRENCY = 4
const USER_EMAIL = "fuzz.user@timber.works"
const USER_PASSWORD = "Fuzz-User-2026!"

let app: TestApp
let admin: string
let operations: ReadonlyArray<Operation>
let report: FuzzReport

const signIn = async (email: string, password: string) => {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password })
  })
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const write: Write = (method, path, json) => app.api(path, { method, token: admin, json })
  const created = await write("POST", "/users", { email: USER_EMAIL, password: USER_PASSWORD, firstName: "Fuzz", lastName: "User", role: "USER" })
  expect(created.status, await created.clone().text()).toBe(201)
  const userId = ((await created.json()) as { id: string }).id
  const adminId = ((await (await app.api("/auth/me", { token: admin })).json()) as { id: string }).id
  // a little of everything, so that generated ids reach records that exist
  const woodTypeId = ((await (await write("POST", "/factory/wood-types", { name: "Mninga" })).json()) as { id: string }).id
  const warehouseId = await stockWarehouse(write, "FZ1")
  await stockWarehouse(write, "FZ2")
  await receivedLot(write, { lotNumber: "LOT-FUZZ-1", woodTypeId, warehouseId, sleepers: [{ height: 20, width: 20, length: 300, quantity: 4 }] })
  operations = operationsOf((await (await fetch(`${app.url}/api/docs/openapi.json`)).json()) as Parameters<typeof operationsOf>[0])
  console.info(`fuzz: ${REQUESTS} requests over ${operations.length} operations, seed ${SEED} (replay with FUZZ_SEED=${SEED})`)
  report = await fuzz(
    {
      url: `${app.url}`,
      signIn: (caller) => (caller === "ADMIN" ? app.login() : signIn(USER_EMAIL, USER_PASSWORD)),
      spared: new Set([adminId, userId])
    },
    operations,
    { seed: SEED, count: REQUESTS, concurrency: CONCURRENCY }
  )
  console.info(
    `fuzz: ${report.sent} requests (${report.swept} of the edge sweep) in ${(report.milliseconds / 1000).toFixed(1)} s; answers by status ${JSON.stringify(report.byStatus)}`
  )
}, 3_600_000)
afterAll(async () => app?.close())

describe("the OpenAPI document, fuzzed as ADMIN, USER and signed out (issue 38 item 4)", () => {
  it("given every operation fed values from its schema, valid, at its bounds and refused, then no answer is a 5xx and every refusal is the house body with the security headers", () => {
    expect(report.sent).toBe(report.swept + REQUESTS)
    expect(report.swept).toBeGreaterThan(1_000)
    // the document's every operation is in the run's reach
    expect(operations.length).toBeGreaterThan(150)
    expect(report.findings.slice(0, 20)).toEqual([])
    // the run reached past the door: the answers were not all refusals
    expect(
      Object.entries(report.byStatus)
        .filter(([status]) => Number(status) < 300)
        .reduce((sum, [, n]) => sum + n, 0)
    ).toBeGreaterThan(REQUESTS / 20)
  })

  it("given the run over, then the server is still up, the stock still verifies and no projection has stopped", async () => {
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200)
    const token = await app.login()
    const statusesNow = async () => (await (await app.api("/system/projections", { token })).json()) as ProjectionStatus[]
    // the read models catch up with the run's last writes before they are judged
    for (let waited = 0; waited < 30_000 && (await statusesNow()).some((status) => status.state === "running" && status.lag > 0); waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200))
    const verified = (await (await app.api("/management/stock/verify", { token })).json()) as StockVerification
    expect(verified.mismatches).toEqual([])
    const statuses = await statusesNow()
    expect(statuses.length).toBeGreaterThan(0)
    expect(
      statuses.filter((status) => status.state !== "running" || status.lastError !== null).map(({ name, state, lastError }) => ({ name, state, lastError }))
    ).toEqual([])
  })
})
