import type { Readiness } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { commandServicesOnOneDatabase, type CommandServicesOnOneDatabase } from "./testing/command-services-on-one-database"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * What an orchestrator asks (GET /api/health: alive; GET /api/ready: should take traffic), without a
 * sign-in: the query service is ready when the store answers, every read-model migration ran and no
 * projection stopped or fell a minute behind; the command service when the store answers and its
 * tables are migrated.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())

const until = async (condition: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 10_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("an orchestrator's probes", () => {
  it("given a product that started, then /ready answers 200 with every check holding, to a caller who is not signed in", async () => {
    const answer = await app.api("/ready")
    expect(answer.status).toBe(200)
    const ready = (await answer.json()) as Readiness
    expect(ready).toMatchObject({ status: "ready", service: "query-service" })
    expect(ready.checks.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: "store", ok: true },
      { name: "migrations", ok: true },
      { name: "projections", ok: true }
    ])
  })

  it("given a projection stopped on an event it cannot read, then /ready answers 503 naming it in words, while /health still answers 200", async () => {
    await Effect.runPromise(
      app.store.appendToStream(`Lot-${crypto.randomUUID()}`, [{ id: crypto.randomUUID(), type: "LotCreated", data: { lotNumber: 42 }, metadata: {} }], {
        expectedRevision: "no_stream"
      })
    )
    await until(async () => (await app.api("/ready")).status === 503, "/ready to answer 503")
    const answer = await app.api("/ready")
    const body = (await answer.json()) as { error: string; message: string; details: { checks: Readiness["checks"] } }
    expect(body.error).toBe("NotReady")
    expect(body.message).toBe("Stopped on an event: wood-receipts")
    expect(body.details.checks.find((check) => check.name === "projections")).toEqual({
      name: "projections",
      ok: false,
      detail: "Stopped on an event: wood-receipts"
    })
    expect((await app.api("/health")).status).toBe(200)
  })
})

describe("the command service's probe", () => {
  let shared: CommandServicesOnOneDatabase
  beforeAll(async () => {
    shared = await commandServicesOnOneDatabase(1, { jwtSecret: "readiness-secret", processes: false })
  }, 60_000)
  afterAll(async () => shared?.close())

  it("given a command service on a migrated store, then its /ready answers 200 with the store and its tables checked", async () => {
    const answer = await shared.services[0]!.handle(new Request("http://timber.test/api/ready"))
    expect(answer.status).toBe(200)
    const ready = (await answer.json()) as Readiness
    expect(ready).toMatchObject({ status: "ready", service: "command-service" })
    expect(ready.checks.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: "store", ok: true },
      { name: "migrations", ok: true }
    ])
  })
})
