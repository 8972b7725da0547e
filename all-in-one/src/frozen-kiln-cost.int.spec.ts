import { DryingMessages, type AuditEventsPage, type DryingCost, type DryingCostCorrection, type DryingCostPage, type DryingBatch } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { dryingWithoutStock } from "./testing/drying-from-stock"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 37 item 4: a completed batch's cost is frozen at completion. A recharge corrected (or a
 * drying setting changed) afterwards never reprices it silently; an admin recalculates it with a
 * reason, and the batch and the audit say so.
 */
let app: TestApp
let admin: string
let manager: string
const PASSWORD = "Passw0rd-long"
const TOKEN = "4040 5050 6060 7070 8080"
/** 100 kWh for TZS 30,000 (300 TZS per kWh), pasted with the batch's second reading. */
const SMS = `QKF3H8J2LM Confirmed. TZS 30,000.00 paid to LUKU for meter 04312345678. Token ${TOKEN}. Units 100 kWh. VAT TZS 1,525.42.`

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const ok = async <T>(response: Promise<Response>) => {
  const answered = await response
  expect(answered.status, await answered.clone().text()).toBeLessThan(300)
  return json<T>(answered)
}
/** The log position of the latest write: reads wait for it, so they see every write before them. */
let position = "0"
const write = async (method: string, path: string, body: unknown, token = admin) => {
  const answered = await app.api(path, { method, token, json: body })
  position = answered.headers.get("x-event-position") ?? position
  return answered
}
const read = (path: string) => app.api(path, { token: admin, headers: { "x-min-position": position } })

/** The batch's kiln charge once its cost is frozen (the kiln-costs process records it just after the completion). */
const frozenCostOf = async (id: string): Promise<DryingCost> => {
  for (let tries = 0; tries < 100; tries++) {
    const [cost] = (await json<DryingCostPage>(read(`/factory/drying-costs?id=${id}`))).items
    if (cost?.frozen) return cost
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("the batch's cost was never frozen")
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  await ok(write("POST", "/users", { email: "kiln.lead@timber.works", password: PASSWORD, firstName: "Kiln", lastName: "Lead", role: "MANAGER" }))
  manager = await app.login("kiln.lead@timber.works", PASSWORD)
})
afterAll(async () => app?.close())

describe("a completed batch's cost is frozen at completion (issue 37 item 4)", () => {
  let batch: DryingBatch
  let frozen: DryingCost

  it("given a completed batch whose readings pasted a recharge, when that recharge is corrected and the oven's lifespan changed afterwards, then GET /factory/drying-costs answers the figure frozen at completion", async () => {
    const woodTypeId = (await ok<{ id: string }>(write("POST", "/factory/wood-types", { name: "Mvule" }))).id
    const now = Date.now()
    const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString()
    batch = await ok<DryingBatch>(write("POST", "/factory/drying-processes", dryingWithoutStock(woodTypeId, hoursAgo(30))))
    for (const [hours, electricityMeter, lukuSms] of [
      [24, 950, null],
      [20, 1020, SMS],
      [6, 900, null]
    ] as const)
      await ok(
        write("POST", `/factory/drying-processes/${batch.id}/readings`, { electricityMeter, humidity: 12, readingTime: hoursAgo(hours), lukuSms }, manager)
      )
    await ok(write("PUT", `/factory/drying-processes/${batch.id}`, { status: "COMPLETED", endTime: hoursAgo(1) }, manager))

    frozen = await frozenCostOf(batch.id)
    // 1000 − 900 + the 100 kWh pasted = 200 kWh
    expect(frozen).toMatchObject({ kwhUsed: 200, runningHours: 29, frozen: true, correction: null })

    // the recharge re-read from its receipt: 150 kWh for TZS 30,000; and the oven written off over 2 years
    await ok(write("PUT", `/electricity/recharges/${TOKEN.replace(/\D/g, "")}`, { kwhAmount: 150, totalPaid: 30_000, reason: "receipt re-read" }))
    await ok(write("PUT", "/settings/ovenPurchasePrice", { value: 87_600_000 }))
    await ok(write("PUT", "/settings/ovenLifespanYears", { value: 2 }))
    const after = await json<DryingCostPage>(read(`/factory/drying-costs?id=${batch.id}`))
    expect(after.items[0]).toEqual(frozen)
  })

  it("given that frozen cost, when a manager asks to correct it, or an admin gives no reason, then it is refused and nothing changes", async () => {
    const byManager = await write("POST", `/factory/drying-processes/${batch.id}/cost-corrections`, { reason: "recharge corrected" }, manager)
    expect(byManager.status).toBe(403)
    expect((await json<{ message: string }>(byManager)).message).toBe(DryingMessages.costAdminOnly)
    expect((await write("POST", `/factory/drying-processes/${batch.id}/cost-corrections`, { reason: " " })).status).toBe(400)
    expect((await json<DryingCostPage>(read(`/factory/drying-costs?id=${batch.id}`))).items[0]).toEqual(frozen)
  })

  it("given that frozen cost, when an admin corrects it with a reason, then the charge shows the recalculated cost with the correction, and the audit says who changed it from what to what and why", async () => {
    const corrected = await ok<DryingCostCorrection>(
      write("POST", `/factory/drying-processes/${batch.id}/cost-corrections`, { reason: "LUKU recharge corrected in the register" })
    )
    expect(corrected).toMatchObject({ id: batch.id, previousTotalCost: frozen.totalCost, changed: true })
    const [charge] = (await json<DryingCostPage>(read(`/factory/drying-costs?id=${batch.id}`))).items
    // 1000 − 900 + 150 kWh
    expect(charge).toMatchObject({ kwhUsed: 250, frozen: true, totalCost: corrected.totalCost })
    expect(charge!.correction).toMatchObject({ previousTotalCost: frozen.totalCost, reason: "LUKU recharge corrected in the register" })
    expect(charge!.totalCost).not.toBeCloseTo(frozen.totalCost!, 0)

    const audit = await json<AuditEventsPage>(read(`/audit/events?type=DryingCostCorrected&stream=DryingBatch-${batch.id}`))
    expect(audit.events.map((e) => e.description)).toEqual([
      expect.stringMatching(
        new RegExp(`corrected the cost of drying batch ${batch.batchNumber} from TZS [\\d,]+ to TZS [\\d,]+: LUKU recharge corrected in the register$`)
      )
    ])
  })
})
