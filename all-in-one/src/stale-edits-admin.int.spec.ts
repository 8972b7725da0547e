import {
  EditedRecords,
  StaleEditMessages,
  type ApprovalRuleDto,
  type Asset,
  type AssetCategory,
  type MaintenanceRecord,
  type WebsitePage
} from "@timber/contracts"
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
    const staleSwitch = await api(`/management/approval-rules/${created.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(listed.version),
      json: { is_active: true }
    })
    expect(staleSwitch.status).toBe(412)
    const rules = await json<ApprovalRuleDto[]>(await api("/management/approval-rules", { token }))
    expect(rules.find((rule) => rule.id === created.id)).toMatchObject({ is_active: false, version: saved.version })

    const fresh = await api(`/management/approval-rules/${created.id}`, { method: "PATCH", token, headers: ifMatch(saved.version), json: { is_active: true } })
    expect(fresh.status).toBe(200)
    const on = await json<ApprovalRuleDto>(fresh)
    expect((await api(`/management/approval-rules/${created.id}`, { method: "DELETE", token, headers: ifMatch(on.version) })).status).toBe(200)
  })
})

describe("an asset, its category and a maintenance record edited on a screen someone else changed meanwhile", () => {
  const assetForm = (categoryId: string, name: string) => ({ assetTag: "UD-0901", categoryId, name, purchaseDate: "2026-01-31", purchasePrice: 450_000 })

  it("given a category two managers opened, when both save on what they saw, then the second save and a delete on the old version are refused (412); an asset filed in it meanwhile does not make it stale", async () => {
    const created = await json<AssetCategory>(await api("/assets/categories", { method: "POST", token, json: { name: "Saws", code: "SAW" } }))
    const listed = (await json<AssetCategory[]>(await api("/assets/categories", { token }))).find((c) => c.id === created.id)!
    expect(listed.version).toBe(created.version)
    // filing an asset in the category is not an edit of it
    expect((await api("/assets", { method: "POST", token, json: assetForm(created.id, "Band saw") })).status).toBe(201)

    const first = await api(`/assets/categories/${created.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(listed.version),
      json: { name: "Saws and blades", code: "SAW" }
    })
    expect(first.status).toBe(200)
    const saved = await json<AssetCategory>(first)
    const second = await api(`/assets/categories/${created.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(listed.version),
      json: { name: "Cutters", code: "SAW" }
    })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<AssetCategory>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.assetCategory))
    expect(refusal.details.current).toMatchObject({ id: created.id, name: "Saws and blades", version: saved.version })
    expect((await api(`/assets/categories/${created.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })).status).toBe(412)
    const categories = await json<AssetCategory[]>(await api("/assets/categories", { token }))
    expect(categories.find((c) => c.id === created.id)).toMatchObject({ name: "Saws and blades", version: saved.version })
  })

  it("given an asset two managers opened, when both save on what they saw, then the second save and a delete on the old version are refused (412) with the asset as it is now; a fresh save is applied", async () => {
    const category = await json<AssetCategory>(await api("/assets/categories", { method: "POST", token, json: { name: "Drills", code: "DRL" } }))
    const created = await json<Asset>(await api("/assets", { method: "POST", token, json: { ...assetForm(category.id, "Drill"), assetTag: "UD-0902" } }))
    const first = await api(`/assets/${created.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(created.version),
      json: { ...assetForm(category.id, "Drill press"), assetTag: "UD-0902" }
    })
    expect(first.status).toBe(200)
    const saved = await json<Asset>(first)
    expect(saved.version).not.toBe(created.version)
    const second = await api(`/assets/${created.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(created.version),
      json: { ...assetForm(category.id, "Hand drill"), assetTag: "UD-0902" }
    })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<Asset>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.asset))
    expect(refusal.details.current).toMatchObject({ id: created.id, name: "Drill press", version: saved.version, category: { name: "Drills" } })
    expect((await api(`/assets/${created.id}`, { method: "DELETE", token, headers: ifMatch(created.version) })).status).toBe(412)

    const fresh = await api(`/assets/${created.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(saved.version),
      json: { ...assetForm(category.id, "Drill 2"), assetTag: "UD-0902" }
    })
    expect(fresh.status).toBe(200)
    expect((await json<Asset>(fresh)).name).toBe("Drill 2")
  })

  it("given a maintenance record two managers opened, when both save on what they saw, then the second is refused (412) with the record as it is now", async () => {
    const category = await json<AssetCategory>(await api("/assets/categories", { method: "POST", token, json: { name: "Planers", code: "PLN" } }))
    const asset = await json<Asset>(await api("/assets", { method: "POST", token, json: { ...assetForm(category.id, "Planer"), assetTag: "UD-0903" } }))
    const withRecord = await json<Asset>(
      await api(`/assets/${asset.id}/maintenance`, { method: "POST", token, json: { maintenanceType: "Blade service", scheduledDate: "2026-03-31" } })
    )
    const record = withRecord.maintenanceRecords[0]!
    const edit = (performedBy: string) => ({ maintenanceType: "Blade service", scheduledDate: "2026-03-31", performedBy })
    const first = await api(`/assets/${asset.id}/maintenance/${record.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(withRecord.version),
      json: edit("Juma")
    })
    expect(first.status).toBe(200)
    const second = await api(`/assets/${asset.id}/maintenance/${record.id}`, {
      method: "PATCH",
      token,
      headers: ifMatch(withRecord.version),
      json: edit("Neema")
    })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<MaintenanceRecord>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.maintenanceRecord))
    expect(refusal.details.current).toMatchObject({ id: record.id, performedBy: "Juma" })
  })
})

describe("the website page saved on a version someone else saved over meanwhile", () => {
  it("given two editors opened version 1 of the page, when the first saves version 2, then the second's save on version 1 is refused (412) with version 2 as it is, nothing is added; a save on version 2 makes version 3", async () => {
    const created = await api("/website/pages", {
      method: "POST",
      token,
      json: { name: "Coming Soon Page", slug: "coming-soon", content: { mainTitle: "Soon" } }
    })
    expect(created.status).toBe(201)
    const opened = await json<WebsitePage>(created)
    expect(opened.version).toBe(1)

    const first = await api(`/website/pages/${opened.id}`, { method: "PUT", token, headers: ifMatch("1"), json: { content: { mainTitle: "Opening in May" } } })
    expect(first.status).toBe(200)
    expect((await json<WebsitePage>(first)).version).toBe(2)

    const stale = await api(`/website/pages/${opened.id}`, { method: "PUT", token, headers: ifMatch("1"), json: { content: { mainTitle: "Soon, really" } } })
    expect(stale.status).toBe(412)
    const refusal = await json<Refusal<WebsitePage>>(stale)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.websitePage))
    expect(refusal.details.current).toMatchObject({ id: opened.id, version: 2, content: { mainTitle: "Opening in May" } })
    const versions = await json<Array<{ version: number }>>(await api(`/website/pages/${opened.id}/versions`, { token }))
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2])

    const fresh = await api(`/website/pages/${opened.id}`, { method: "PUT", token, headers: ifMatch("2"), json: { content: { mainTitle: "Soon, really" } } })
    expect(fresh.status).toBe(200)
    expect(await json<WebsitePage>(fresh)).toMatchObject({ version: 3, content: { mainTitle: "Soon, really" } })
  })
})
