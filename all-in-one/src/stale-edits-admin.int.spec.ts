import { EditedRecords, StaleEditMessages, type ApprovalRuleDto } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ifMatch, json, readingYourWrites, type Refusal } from "./testing/stale-edit-client"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * An edit or delete of an approval rule, an asset, an asset category, a maintenance record, a
 * website page or file, or a setting carries the version the user saw (If-Match): a stale one is
 * refused with 412, the record as it is now and nothing changed; a fresh one is applied.
 */
let app: TestApp
let token: string
let adminId: string
const api = readingYourWrites(() => app)
beforeAll(async () => {
  app = await startTestApp()
  token = await app.login()
  adminId = (await json<{ id: string }>(await api("/auth/me", { token }))).id
}, 120_000)
afterAll(async () => app?.close())

describe("an approval rule switched on a screen someone else changed meanwhile", () => {
  it("given a rule two approvers opened, when the first switches it off and the second deletes it on what they saw, then the delete is refused (412) and the rule stays; a fresh switch is applied", async () => {
    const created = await json<ApprovalRuleDto>(
      await api("/management/approval-rules", {
        method: "POST",
        token,
        json: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 50000, approver_id: adminId }
      })
    )
    const listed = (await json<ApprovalRuleDto[]>(await api("/management/approval-rules", { token }))).find((rule) => rule.id === created.id)!
    expect(listed.version).toBe(created.version)

    const off = await api(`/management/approval-rules/${created.id}`, { method: "PATCH", token, headers: ifMatch(listed.version), json: { is_active: false } })
    expect(off.status).toBe(200)
    const saved = await json<ApprovalRuleDto>(off)
    expect(saved.version).not.toBe(listed.version)

    const staleDelete = await api(`/management/approval-rules/${created.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })
    expect(staleDelete.status).toBe(412)
    const refusal = await json<Refusal<ApprovalRuleDto>>(staleDelete)
    expect(refusal.error).toBe("PreconditionFailed")
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.approvalRule))
    expect(refusal.details.current).toMatchObject({ id: created.id, is_active: false, version: saved.version, approver: { email: expect.any(String) } })
    const staleSwitch = await api(`/management/approval-rules/${created.id}`, { method: "PATCH", token, headers: ifMatch(listed.version), json: { is_active: true } })
    expect(staleSwitch.status).toBe(412)
    const rules = await json<ApprovalRuleDto[]>(await api("/management/approval-rules", { token }))
    expect(rules.find((rule) => rule.id === created.id)).toMatchObject({ is_active: false, version: saved.version })

    const fresh = await api(`/management/approval-rules/${created.id}`, { method: "PATCH", token, headers: ifMatch(saved.version), json: { is_active: true } })
    expect(fresh.status).toBe(200)
    const on = await json<ApprovalRuleDto>(fresh)
    expect((await api(`/management/approval-rules/${created.id}`, { method: "DELETE", token, headers: ifMatch(on.version) })).status).toBe(200)
  })
})
