import { PAGE_KEYS, type DryingBatch } from "@timber/contracts"
import type { ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import { request } from "node:http"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { startServiceProcess, type StartedProcess } from "./testing/service-processes"

/**
 * Several processes keep every promise one process keeps (issue 36 item 4): 2 command services,
 * 2 query services and 2 projections processes, each its own Node process as docker-compose runs
 * them, on one PostgreSQL schema that none of them finds made (DATABASE_SCHEMA, created by
 * whichever starts first). Then, across them: a sign-out refused by every other service from the
 * next request; a permission change applied by every other service at once; the sign-in limit
 * counted once; a LOT written through one command service listed by the other query service; drying
 * batch numbers unique across both command services. PostgreSQL only (several processes cannot
 * share a PGlite).
 */
const databaseUrl = process.env.DATABASE_URL
/** Six Node processes starting at once on 2 cores (about 40 s on a quiet machine); a CI machine under load takes longer. */
const START_WITHIN_MS = 240_000
const started: ChildProcess[] = []
const schema = `mp_${randomUUID().replace(/-/g, "").slice(0, 12)}`

interface Services {
  readonly commands: ReadonlyArray<StartedProcess>
  readonly queries: ReadonlyArray<StartedProcess>
}
let services: Services
let admin: string
let woodTypeId: string

const lotPayload = (lotNumber: string) => ({
  wood_type_id: woodTypeId,
  supplier: "Sao Hill Sawmill",
  receipt_date: "2026-11-20",
  lot_number: lotNumber,
  purchase_order: "PO-1",
  status: "PENDING",
  notes: null,
  total_amount: 0,
  total_volume_m3: 3.5,
  total_pieces: 10
})

/** A request as the console sends it, to one process's URL. */
const call = async (url: string, method: string, path: string, options: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.json !== undefined) headers["content-type"] = "application/json"
  const response = await fetch(`${url}/api${path}`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) })
  return { status: response.status, headers: response.headers, body: (await response.text()) || "null" }
}
const parsed = <T>(answer: { body: string }) => JSON.parse(answer.body) as T

const signIn = async (url: string, email = DEFAULT_ADMIN_EMAIL, password = DEFAULT_ADMIN_PASSWORD) => {
  const answer = await call(url, "POST", "/auth/login", { json: { email, password } })
  expect(answer.status, answer.body).toBe(200)
  return parsed<{ token: string }>(answer).token
}

/** A failed sign-in from a loopback address of the test's choosing (all of 127.0.0.0/8 is this machine). */
const failedSignInFrom = (url: string, address: string, email: string) =>
  new Promise<number>((resolveStatus, reject) => {
    const target = new URL(`${url}/api/auth/login`)
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress: address,
        headers: { "content-type": "application/json" }
      },
      (res) => {
        res.resume()
        res.on("end", () => resolveStatus(res.statusCode ?? 0))
      }
    )
    req.on("error", reject)
    req.end(JSON.stringify({ email, password: "wrong-guess" }))
  })

beforeAll(async () => {
  if (!databaseUrl) return
  const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, JWT_SECRET: "multi-process-secret" }
  const start = (main: string) => startServiceProcess(main, env, started, START_WITHIN_MS)
  // all six at once, on a schema none of them finds made
  const [command1, command2, query1, query2] = await Promise.all([
    start("command-service/src/main.ts"),
    start("command-service/src/main.ts"),
    start("query-service/src/main.ts"),
    start("query-service/src/main.ts"),
    start("projections/src/main.ts"),
    start("projections/src/main.ts")
  ])
  services = { commands: [command1!, command2!], queries: [query1!, query2!] }
  admin = await signIn(command1!.url)
  const woodType = await call(command1!.url, "POST", "/factory/wood-types", { token: admin, json: { name: "Mninga" } })
  expect(woodType.status, woodType.body).toBe(201)
  woodTypeId = parsed<{ id: string }>(woodType).id
}, START_WITHIN_MS + 30_000)

afterAll(async () => {
  const exits = started.map((child) =>
    child.exitCode === null && child.signalCode === null ? new Promise((resolveExit) => child.once("exit", resolveExit)) : Promise.resolve()
  )
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
  await Promise.race([Promise.all(exits), new Promise((resolveLater) => setTimeout(resolveLater, 5_000))])
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  if (!databaseUrl) return
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(`drop schema if exists ${schema} cascade`)
  await client.end()
})

describe.skipIf(!databaseUrl)("two command services, two query services and two projections processes on one database", () => {
  it(
    "given DATABASE_SCHEMA, then a LOT created through command service 1 is listed by query service 2 (the projections write where the services read)",
    { timeout: 60_000 },
    async () => {
      const [command1] = services.commands
      const [, query2] = services.queries
      const created = await call(command1!.url, "POST", "/management/wood-receipts", { token: admin, json: lotPayload("LOT-MULTI-1") })
      expect(created.status, created.body).toBe(201)
      const position = created.headers.get("x-event-position")!
      // read-your-writes waits 2 s for the projections; the processes may still be warming up, so ask again a few times
      let listed: ReadonlyArray<{ lotNumber: string }> = []
      for (let tries = 0; tries < 10 && !listed.some((lot) => lot.lotNumber === "LOT-MULTI-1"); tries++) {
        const list = await call(query2!.url, "GET", "/management/wood-receipts", { token: admin, headers: { "x-min-position": position } })
        if (list.status === 200) listed = parsed<{ items: ReadonlyArray<{ lotNumber: string }> }>(list).items
      }
      expect(listed.map((lot) => lot.lotNumber)).toContain("LOT-MULTI-1")
    }
  )

  it(
    "given a sign-out through one command service, then the token is refused by both query services and the other command service from the very next request, every time",
    { timeout: 60_000 },
    async () => {
      for (let round = 0; round < 10; round++) {
        const through = services.commands[round % 2]!
        const other = services.commands[(round + 1) % 2]!
        const token = await signIn(through.url)
        // each service has seen the session live (its memory holds the user)
        for (const query of services.queries) expect((await call(query.url, "GET", "/management/wood-receipts", { token })).status).toBe(200)
        expect((await call(through.url, "POST", "/auth/logout", { token })).status).toBe(204)
        const next = await Promise.all([
          ...services.queries.map((query) => call(query.url, "GET", "/management/wood-receipts", { token })),
          call(other.url, "POST", "/factory/wood-types", { token, json: { name: `Signed out ${round}` } })
        ])
        expect(next.map((answer) => answer.status)).toEqual([401, 401, 401])
      }
    }
  )

  it(
    "given a role change, then a page permission taken away, through one command service, then the other services apply each from the next request",
    { timeout: 60_000 },
    async () => {
      const [command1, command2] = services.commands
      const [query1, query2] = services.queries
      const email = "kiln.manager@timber.works"
      const user = await call(command1!.url, "POST", "/users", {
        token: admin,
        json: { email, password: "Passw0rd-long", firstName: "Kiln", lastName: "Manager", role: "MANAGER" }
      })
      expect(user.status, user.body).toBe(201)
      const { id } = parsed<{ id: string }>(user)
      const edit = (changes: Record<string, unknown>) =>
        call(command1!.url, "PUT", `/users/${id}`, { token: admin, json: { email, firstName: "Kiln", lastName: "Manager", ...changes } })
      const token = await signIn(command2!.url, email, "Passw0rd-long")
      /** What each other service answers the user: approvals (MANAGER reads them, USER not), LOTs, and a LOT's create. */
      const answers = async () =>
        (
          await Promise.all([
            call(query2!.url, "GET", "/management/approvals", { token }),
            call(query1!.url, "GET", "/management/approvals", { token }),
            call(query2!.url, "GET", "/management/wood-receipts", { token }),
            call(query1!.url, "GET", "/management/wood-receipts", { token }),
            call(command2!.url, "POST", "/management/wood-receipts", { token, json: lotPayload(`LOT-ROLE-${randomUUID().slice(0, 6)}`) })
          ])
        ).map((answer) => answer.status)
      expect(await answers()).toEqual([200, 200, 200, 200, 201])

      // MANAGER to USER and back, round after round: approvals and creating LOTs go and come, reading LOTs stays
      for (let round = 0; round < 4; round++) {
        expect((await edit({ role: "USER" })).status).toBe(200)
        expect(await answers(), `round ${round}, made USER`).toEqual([403, 403, 200, 200, 403])
        expect((await edit({ role: "MANAGER" })).status).toBe(200)
        expect(await answers(), `round ${round}, made MANAGER again`).toEqual([200, 200, 200, 200, 201])
      }
      expect((await edit({ role: "USER" })).status).toBe(200)

      // the LOT pages taken away from their stored permissions: reading LOTs goes too
      const everything = { access: true, read: true, create: true, edit: true, delete: true, amount: true }
      const nothing = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
      const lotPages = new Set(["lot-creation", "wood-receipt", "wood-slicing", "dashboard", "approvals"])
      const permissions = Object.fromEntries(PAGE_KEYS.map((page) => [page, lotPages.has(page) ? nothing : everything]))
      expect((await edit({ role: "USER", permissions })).status).toBe(200)
      expect(await answers()).toEqual([403, 403, 403, 403, 403])
    }
  )

  it("given drying batches started through both command services at once, then every number is its own", { timeout: 60_000 }, async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(services.commands[i % 2]!.url, "POST", "/factory/drying-processes", {
          token: admin,
          json: { woodTypeId, thickness: 50, thicknessUnit: "mm", pieceCount: 5, startingHumidity: 40, startingElectricityUnits: 100, useStock: false }
        })
      )
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(201))
    const numbers = answers.map((answer) => parsed<DryingBatch>(answer).batchNumber)
    const year = new Date().getUTCFullYear()
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `DB-${year}-${String(i + 1).padStart(4, "0")}`))
  })

  it("given 20 failed sign-ins from one address spread over both command services, then the 21st is refused by either", { timeout: 60_000 }, async () => {
    const [command1, command2] = services.commands
    for (let i = 0; i < 20; i++) expect(await failedSignInFrom(services.commands[i % 2]!.url, "127.0.0.77", `guess.${i}@timber.works`)).toBe(401)
    expect(await failedSignInFrom(command1!.url, "127.0.0.77", "one.more@timber.works")).toBe(429)
    expect(await failedSignInFrom(command2!.url, "127.0.0.77", "one.more@timber.works")).toBe(429)
  })
})
