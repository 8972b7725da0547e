import { makeCommandService } from "@timber/command-service"
import { ApprovalMessages, NotificationTypes, type ApprovalRequestDto, type ApprovalRuleDto, type Notification } from "@timber/contracts"
import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { savePlankCalculation } from "./testing/saved-plank-calculation"
import { signUpStaff } from "./testing/signed-up-staff"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let manager: string
let managerId: string
let user: string
let woodTypeId: string

const signUp = (email: string, role: string) => signUpStaff(app, admin, { email, role, firstName: "Asha" })
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

const saveCalculation = (token: string, pricePerPlank: number) => savePlankCalculation(app, token, woodTypeId, pricePerPlank)
/** Reads after the process managers and projections caught up with everything so far. */
const settled = async () => {
  await app.processesSettled()
  const head = await Effect.runPromise(app.store.headPosition())
  return { "x-min-position": head.toString() }
}
const requests = async (token = admin) =>
  (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token, headers: await settled() }))).items
const notifications = async (token: string) => (await json<{ items: Notification[] }>(app.api("/notifications", { token, headers: await settled() }))).items

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
  const m = await signUp("approver.manager@timber.works", "MANAGER")
  manager = m.token
  managerId = m.id
  user = (await signUp("calc.operator@timber.works", "USER")).token
})
afterAll(async () => app?.close())

describe("approval rules", () => {
  let rule: ApprovalRuleDto

  it("only an ADMIN adds a rule; a missing approver gets the spec's message", async () => {
    const byManager = await app.api("/management/approval-rules", {
      method: "POST",
      token: manager,
      json: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 50_000, approver_id: managerId }
    })
    expect(byManager.status).toBe(403)
    expect((await json<{ message: string }>(byManager)).message).toBe(ApprovalMessages.onlyAdminsCreateRules)
    const missing = await app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 50_000 }
    })
    expect(missing.status).toBe(400)
    expect((await json<{ message: string }>(missing)).message).toBe(ApprovalMessages.requiredFields)
    const created = await app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 50_000, approver_id: managerId, is_active: true }
    })
    expect(created.status).toBe(201)
    rule = await json<ApprovalRuleDto>(created)
    expect(rule).toMatchObject({
      module: "WoodCalculator",
      condition_type: "cost_above",
      condition_value: 50_000,
      is_active: true,
      approver: { email: "approver.manager@timber.works", role: "MANAGER" }
    })
    const listed = await json<ApprovalRuleDto[]>(
      app.api("/management/approval-rules", { token: manager, headers: { "x-min-position": created.headers.get("x-event-position")! } })
    )
    expect(listed.map((r) => r.id)).toEqual([rule.id])
  })

  it("a USER cannot see approvals, nor their pending count (issue 24 item 4: the count follows the list)", async () => {
    expect((await app.api("/management/approvals", { token: user })).status).toBe(403)
    expect((await app.api("/management/approval-rules", { token: user })).status).toBe(403)
    expect((await app.api("/management/approvals/pending-count", { token: user })).status).toBe(403)
  })

  it("a calculation above the rule raises one pending request and tells the approver", async () => {
    await saveCalculation(user, 40_000) // under the limit: nothing to approve
    const calculation = await saveCalculation(user, 60_000)
    const pending = await requests()
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({
      type: "WoodCalculator",
      status: "pending",
      requestor: { email: "calc.operator@timber.works" },
      operation: { serial_number: `CALC-${calculation.id.slice(0, 8).toUpperCase()}`, wood_type: { name: "Mninga" } }
    })
    expect(await json(app.api("/management/approvals/pending-count", { token: admin }))).toEqual({ count: 1 })
    const told = await notifications(manager)
    expect(told.map((n) => [n.type, n.isRead, n.linkUrl])).toEqual([[NotificationTypes.approvalRequested, false, "/dashboard/management/approvals"]])
    expect(await json(app.api("/notifications/unread-count", { token: manager }))).toEqual({ count: 1 })
    expect(await notifications(admin)).toEqual([])
  })

  it("two approvers deciding at once: exactly one decision lands, the other is told it was already decided", async () => {
    const [request] = await requests()
    const [a, b] = await Promise.all([
      app.api(`/management/approvals/${request!.id}`, { method: "PATCH", token: admin, json: { status: "approved", notes: "fine" } }),
      app.api(`/management/approvals/${request!.id}`, { method: "PATCH", token: manager, json: { status: "rejected", notes: "too dear" } })
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const winner = a.status === 200 ? await json<ApprovalRequestDto>(a) : await json<ApprovalRequestDto>(b)
    const stream = await Effect.runPromise(app.store.readStream(`ApprovalRequest-${request!.id}`))
    expect(stream.map((e) => e.type)).toEqual(["ApprovalRequested", winner.status === "approved" ? "ApprovalApproved" : "ApprovalRejected"])
    expect((await requests()).find((r) => r.id === request!.id)?.status).toBe(winner.status)
    const toRequestor = await notifications(user)
    expect(toRequestor.map((n) => n.type)).toEqual([winner.status === "approved" ? NotificationTypes.approvalApproved : NotificationTypes.approvalRejected])
    expect(toRequestor[0]!.linkUrl).toBe("/dashboard/factory/wood-calculator")
  })

  it("a redelivered log changes nothing: a second engine from checkpoint 0 raises no duplicate", async () => {
    const before = (await Effect.runPromise(app.store.headPosition())).toString()
    await sql`delete from process_checkpoints`.execute(app.database.db)
    const second = await makeCommandService({ database: app.database, store: app.store, jwtSecret: "test-secret", log: () => undefined })
    await second.processesSettled()
    await second.dispose()
    expect((await Effect.runPromise(app.store.headPosition())).toString()).toBe(before)
  })

  it("a deactivated rule stops asking; only an ADMIN deletes it", async () => {
    const off = await app.api(`/management/approval-rules/${rule.id}`, { method: "PATCH", token: admin, json: { is_active: false } })
    expect(off.status).toBe(200)
    expect((await json<ApprovalRuleDto>(off)).is_active).toBe(false)
    await saveCalculation(user, 90_000)
    expect((await requests()).filter((r) => r.status === "pending")).toEqual([])
    expect((await app.api(`/management/approval-rules/${rule.id}`, { method: "DELETE", token: manager })).status).toBe(403)
    const removed = await app.api(`/management/approval-rules/${rule.id}`, { method: "DELETE", token: admin })
    expect(removed.status).toBe(200)
    expect(
      await json(app.api("/management/approval-rules", { token: admin, headers: { "x-min-position": removed.headers.get("x-event-position")! } }))
    ).toEqual([])
    expect((await app.api(`/management/approval-rules/${rule.id}`, { method: "DELETE", token: admin })).status).toBe(404)
  })

  it("lists approver profiles and refuses a rule for an unknown approver", async () => {
    const profiles = await json<Array<{ email: string; full_name: string; role: string }>>(app.api("/users/profiles", { token: admin }))
    expect(profiles.map((p) => p.email)).toContain("approver.manager@timber.works")
    const unknown = await app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodSlicer", condition_type: "waste_percentage_above", condition_value: 10, approver_id: "nobody" }
    })
    expect(unknown.status).toBe(400)
    expect((await json<{ message: string }>(unknown)).message).toBe(ApprovalMessages.approverUnknown)
  })

  it("given a USER, then the profiles say they may not approve and a rule naming them is refused in words; a MANAGER may", async () => {
    const profiles = await json<Array<{ id: string; email: string; may_approve: boolean }>>(app.api("/users/profiles", { token: admin }))
    const operator = profiles.find((p) => p.email === "calc.operator@timber.works")!
    expect(operator.may_approve).toBe(false)
    expect(profiles.find((p) => p.id === managerId)!.may_approve).toBe(true)
    const refused = await app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodSlicer", condition_type: "waste_percentage_above", condition_value: 10, approver_id: operator.id }
    })
    expect(refused.status).toBe(400)
    expect((await json<{ message: string }>(refused)).message).toBe(ApprovalMessages.approverMayNotApprove)
  })
})
