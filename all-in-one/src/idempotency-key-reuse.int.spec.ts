import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from "@timber/command-service/http/idempotency"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

// issue 24 item 3: an Idempotency-Key stands for one request
let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

const createWoodType = (key: string, name: string) =>
  app.api("/factory/wood-types", { method: "POST", token: admin, headers: { "idempotency-key": key }, json: { name } })

const woodTypesCreated = async () =>
  (await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 10_000, eventTypes: ["WoodTypeCreated"] }))).map(
    (e) => (e.data as { name: string }).name
  )

describe("an Idempotency-Key reused with a different body", () => {
  it("answers 422 saying so and appends nothing; the same key with the same body still replays the first answer", async () => {
    const first = await createWoodType("reuse-key-1", "Mninga")
    expect(first.status).toBe(201)
    const { id } = (await first.json()) as { id: string }
    const before = await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 100_000 }))

    const other = await createWoodType("reuse-key-1", "Mkongo")
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({ error: "IdempotencyKeyReused", message: IDEMPOTENCY_KEY_REUSED_MESSAGE })
    expect(await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 100_000 }))).toHaveLength(before.length)
    expect(await woodTypesCreated()).not.toContain("Mkongo")

    const again = await createWoodType("reuse-key-1", "Mninga")
    expect(again.status).toBe(201)
    expect(again.headers.get("idempotent-replay")).toBe("true")
    expect(((await again.json()) as { id: string }).id).toBe(id)
    expect((await woodTypesCreated()).filter((name) => name === "Mninga")).toHaveLength(1)
  })

  it("given a refused first request (400), the key reused with a corrected body is still a different request: 422, nothing appended", async () => {
    const refused = await createWoodType("reuse-key-2", "")
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    const corrected = await createWoodType("reuse-key-2", "Mvule wa pili")
    expect(corrected.status).toBe(422)
    expect(await woodTypesCreated()).not.toContain("Mvule wa pili")
  })
})
