import { LiveTopics } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { watchLive } from "./testing/live-socket"
import { savePlankCalculation } from "./testing/saved-plank-calculation"
import { signUpStaff } from "./testing/signed-up-staff"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string

const signUp = (email: string, role: string) => signUpStaff(app, admin, { email, role, firstName: "Pat" })
const watch = (token: string, topics: ReadonlyArray<string>) => watchLive(app.url, token, topics)

const saveCalculation = (token: string, woodTypeId: string, pricePerPlank: number) => savePlankCalculation(app, token, woodTypeId, pricePerPlank)

beforeAll(async () => {
  app = await startTestApp({ signInLimits: { refusalFloorMs: 0 } })
  admin = await app.login()
})
afterAll(async () => app?.close())

describe("a user's private live topics", () => {
  it("given B subscribed to A's notifications, user and calculations topics, when A gets a notification, a calculation and a failed sign-in, then A is told and B hears nothing", async () => {
    const a = await signUp("approver.a@timber.works", "MANAGER")
    const b = await signUp("snooper.b@timber.works", "MANAGER")
    const operator = await signUp("operator.c@timber.works", "USER")
    const woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mpingo" } })).json()) as { id: string }).id
    const rule = await app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 50_000, approver_id: a.id, is_active: true }
    })
    expect(rule.status).toBe(201)
    const privateTopics = [LiveTopics.notifications(a.id), `user:${a.id}`, LiveTopics.calculations(a.id)]

    const owner = await watch(a.token, privateTopics)
    const snooper = await watch(b.token, [...privateTopics, LiveTopics.lots])

    await saveCalculation(operator.token, woodTypeId, 60_000) // above the rule: A is asked to approve
    await saveCalculation(a.token, woodTypeId, 40_000)
    await app.api("/auth/login", { method: "POST", json: { email: a.email, password: "wrong" } })
    await owner.until(() => privateTopics.every((topic) => owner.pushed.includes(topic)))
    await app.processesSettled()
    // B's socket is as fast as A's; a further LOT proves it still hears what it may
    const lot = await app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: { wood_type_id: woodTypeId, supplier: "S", receipt_date: "2026-11-21", lot_number: "LOT-PRIVATE-1", purchase_order: "PO" }
    })
    expect(lot.status).toBe(201)
    await snooper.until(() => snooper.pushed.includes(LiveTopics.lots))

    owner.close()
    snooper.close()
    expect(snooper.pushed.filter((topic) => topic !== LiveTopics.lots)).toEqual([])
    expect(snooper.granted()).toEqual([LiveTopics.lots])
    expect(owner.granted()).toEqual(privateTopics)
  })
})
