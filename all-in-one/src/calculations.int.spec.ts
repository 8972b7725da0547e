import { CalculatorMessages } from "@timber/contracts"
import { calculatePlankPrice } from "@timber/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let user: string
let other: string
let woodTypeId: string

const signUp = async (email: string) => {
  expect(
    (await app.api("/users", { method: "POST", token: admin, json: { email, password: "Passw0rd-long", firstName: "C", lastName: "U", role: "USER" } })).status
  ).toBe(201)
  return app.login(email, "Passw0rd-long")
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Teak" } })).json()) as { id: string }).id
  user = await signUp("calc.user@timber.works")
  other = await signUp("calc.other@timber.works")
})
afterAll(async () => app?.close())

const figures = calculatePlankPrice({ thicknessInches: 2, widthInches: 6, lengthFeet: 12, pricePerPlank: 25_000, priceIncludesVat: false, vatPercent: 18 })
const payload = {
  wood_type_id: "",
  thickness: 2,
  width: 6,
  length: 12,
  price_per_plank: 25_000,
  tax_percentage: 18,
  volume_m3: Number(figures.volumePerPlank.toFixed(4)),
  planks_per_m3: figures.planksPerCubicMetre,
  price_per_m3: figures.pricePerCubicMetreExcludingVat,
  notes: "sample"
}

describe("calculations", () => {
  it("saves the server's figures and lists them for their owner only", async () => {
    const saved = await app.api("/factory/calculations", { method: "POST", token: user, json: { ...payload, wood_type_id: woodTypeId } })
    expect(saved.status).toBe(201)
    const body = (await saved.json()) as { id: string; volume_m3: number; wood_type: { name: string } }
    expect(body.volume_m3).toBeCloseTo(figures.volumePerPlank, 10)
    expect(body.wood_type.name).toBe("Teak")
    const { items: mine } = (await (
      await app.api("/factory/calculations", { token: user, headers: { "x-min-position": saved.headers.get("x-event-position")! } })
    ).json()) as { items: Array<{ id: string }> }
    expect(mine.map((c) => c.id)).toEqual([body.id])
    const { items: theirs } = (await (await app.api("/factory/calculations", { token: other })).json()) as { items: unknown[] }
    expect(theirs).toEqual([])
    const peek = await app.api(
      `/factory/calculations?user_id=${encodeURIComponent(((await (await app.api("/auth/me", { token: user })).json()) as { id: string }).id)}`,
      { token: other }
    )
    expect(peek.status).toBe(403)
    expect(((await peek.json()) as { message: string }).message).toBe(CalculatorMessages.notYours)
    const deleteByOther = await app.api(`/factory/calculations/${body.id}`, { method: "DELETE", token: other })
    expect(deleteByOther.status).toBe(403)
    expect((await app.api(`/factory/calculations/${body.id}`, { method: "DELETE", token: user })).status).toBe(200)
  })

  it("refuses figures that disagree with the formula, and missing dimensions with the spec's message", async () => {
    const wrong = await app.api("/factory/calculations", { method: "POST", token: user, json: { ...payload, wood_type_id: woodTypeId, price_per_m3: 1 } })
    expect(wrong.status).toBe(422)
    expect(((await wrong.json()) as { message: string }).message).toBe(CalculatorMessages.figuresDisagree)
    const { thickness: _, ...noThickness } = payload
    const missing = await app.api("/factory/calculations", { method: "POST", token: user, json: { ...noThickness, wood_type_id: woodTypeId } })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toBe(CalculatorMessages.dimensionsRequired)
  })
})
