import {
  EditedRecords,
  StaleEditMessages,
  type Asset,
  type Calculation,
  type CalculationPage,
  type DisplayToken,
  type SubscriberList,
  type WoodType,
  type DryingBatch,
  type ElectricityRecharge,
  type RechargePage,
  type FileView,
  type FolderContents,
  type FolderView,
  type SettingValue,
  type SystemSettings,
  type User
} from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ifMatch, json, readingYourWrites, type Refusal } from "./testing/stale-edit-client"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 36 item 4, last part: the file manager's folders and files, the settings, a drying reading,
 * an electricity recharge and the remaining deletes carry the version the user saw (If-Match). A
 * stale one is refused with 412, the record as it is now and nothing changed; one without If-Match
 * is applied as before; a change to another folder, file or setting does not make it stale.
 */
let app: TestApp
let token: string
const api = readingYourWrites(() => app)
beforeAll(async () => {
  app = await startTestApp()
  token = await app.login()
}, 120_000)
afterAll(async () => app?.close())

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

const createFolder = async (name: string, parentId: string | null = null) => {
  const response = await api("/website/folders", { method: "POST", token, json: { name, parentId } })
  expect(response.status, await response.clone().text()).toBe(201)
  return json<FolderView>(response)
}
const uploadInto = async (folderId: string | null, name: string) => {
  const form = new FormData()
  form.append("files", new Blob([PNG], { type: "image/png" }), name)
  if (folderId) form.append("folderId", folderId)
  const response = await api("/website/files/upload", { method: "POST", token, body: form })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await json<FileView[]>(response))[0]!
}
/** A folder's contents as the file manager lists them (the versions its actions carry). */
const contents = async (parentId: string | null) => json<FolderContents>(await api(`/website/folders${parentId ? `?parentId=${parentId}` : ""}`, { token }))

describe("a website folder renamed, moved or deleted on a screen someone else changed meanwhile", () => {
  it("given a folder two people opened, when the first renames it and the second renames it on what they saw, then the second is refused (412) with the folder as it is now, and nothing changed", async () => {
    const created = await createFolder("Carousel")
    const listed = (await contents(null)).folders.find((f) => f.id === created.id)!
    // the listing backs the rename: it carries the folder's own version
    expect(listed.version).toBe(created.version)

    const first = await api(`/website/folders/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: { name: "Slides" } })
    expect(first.status).toBe(200)
    const renamed = await json<FolderView>(first)
    expect(renamed.version).not.toBe(listed.version)

    const second = await api(`/website/folders/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: { name: "Banners" } })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<FolderView>>(second)
    expect(refusal.error).toBe("PreconditionFailed")
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.websiteFolder))
    expect(refusal.details.current).toMatchObject({ id: created.id, name: "Slides", version: renamed.version })
    expect(refusal.details.version).toBe(renamed.version)
    expect((await contents(null)).folders.find((f) => f.id === created.id)!.name).toBe("Slides")

    // a move and a delete made on the old version are refused too; made on the current one they apply
    const target = await createFolder("Archive for stale")
    const staleMove = await api(`/website/folders/${created.id}/move`, {
      method: "PUT",
      token,
      headers: ifMatch(listed.version),
      json: { parentId: target.id }
    })
    expect(staleMove.status).toBe(412)
    expect((await api(`/website/folders/${created.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })).status).toBe(412)
    expect((await contents(null)).folders.some((f) => f.id === created.id)).toBe(true)
    expect((await api(`/website/folders/${created.id}`, { method: "DELETE", token, headers: ifMatch(renamed.version) })).status).toBe(200)
  })

  it("given a folder someone opened to rename, when files are uploaded and other folders made and renamed meanwhile, then the rename is still current and applies", async () => {
    const opened = await createFolder("Gallery")
    const other = await createFolder("Logos")
    await uploadInto(null, "root.png")
    await uploadInto(opened.id, "inside.png")
    await api(`/website/folders/${other.id}`, { method: "PUT", token, json: { name: "Brand" } })
    await createFolder("Inside gallery", opened.id)

    const rename = await api(`/website/folders/${opened.id}`, { method: "PUT", token, headers: ifMatch(opened.version), json: { name: "Photo gallery" } })
    expect(rename.status, await rename.clone().text()).toBe(200)
    expect((await json<FolderView>(rename)).name).toBe("Photo gallery")
  })

  it("given a folder renamed since, when a rename carries no If-Match, then it is applied as before", async () => {
    const created = await createFolder("Plain")
    await api(`/website/folders/${created.id}`, { method: "PUT", token, json: { name: "Plain 2" } })
    const blind = await api(`/website/folders/${created.id}`, { method: "PUT", token, json: { name: "Plain 3" } })
    expect(blind.status).toBe(200)
    expect((await json<FolderView>(blind)).name).toBe("Plain 3")
  })
})

describe("a website file moved or deleted on a screen someone else changed meanwhile", () => {
  it("given a file two people see, when the first moves it and the second moves or deletes it on what they saw, then the second is refused (412) with the file as it is now; another file's move does not make it stale", async () => {
    const from = await createFolder("Incoming")
    const to = await createFolder("Published")
    const file = await uploadInto(from.id, "teak.png")
    const neighbour = await uploadInto(from.id, "oak.png")
    const listed = (await contents(from.id)).items.find((f) => f.id === file.id)!
    expect(listed.version).toBe(file.version)

    // another file moving is not a change of this one
    expect(
      (await api(`/website/files/${neighbour.id}/move`, { method: "PUT", token, headers: ifMatch(neighbour.version), json: { folderId: to.id } })).status
    ).toBe(200)
    const first = await api(`/website/files/${file.id}/move`, { method: "PUT", token, headers: ifMatch(listed.version), json: { folderId: to.id } })
    expect(first.status, await first.clone().text()).toBe(200)
    const moved = await json<FileView>(first)

    const second = await api(`/website/files/${file.id}/move`, { method: "PUT", token, headers: ifMatch(listed.version), json: { folderId: null } })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<FileView>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.websiteFile))
    expect(refusal.details.current).toMatchObject({ id: file.id, folderId: to.id, version: moved.version })
    expect((await api(`/website/files/${file.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })).status).toBe(412)
    expect((await contents(to.id)).items.some((f) => f.id === file.id)).toBe(true)

    expect((await api(`/website/files/${file.id}`, { method: "DELETE", token, headers: ifMatch(moved.version) })).status).toBe(200)
    // without If-Match a delete applies as before
    expect((await api(`/website/files/${neighbour.id}`, { method: "DELETE", token })).status).toBe(200)
  })
})

describe("settings saved on a form someone else changed meanwhile", () => {
  const read = async () => json<SystemSettings>(await api("/settings", { token }))

  it("given the Security tab two administrators opened, when the first saves and the second saves the same keys on what they saw, then the second is refused (412) with the settings as they are now, and nothing changed", async () => {
    const opened = await read()
    const security = (maxLoginAttempts: number, passwordExpiry: number) => ({ twoFactorAuth: false, passwordExpiry, maxLoginAttempts })
    const first = await api("/settings", { method: "PUT", token, headers: ifMatch(opened.version), json: security(7, 60) })
    expect(first.status, await first.clone().text()).toBe(200)
    const saved = await json<SystemSettings>(first)
    expect(saved.version).not.toBe(opened.version)

    const second = await api("/settings", { method: "PUT", token, headers: ifMatch(opened.version), json: security(4, 30) })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<SystemSettings>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.setting))
    expect(refusal.details.current).toMatchObject({ maxLoginAttempts: 7, passwordExpiry: 60, version: saved.version })
    expect(await read()).toMatchObject({ maxLoginAttempts: 7, passwordExpiry: 60 })

    // without If-Match a save applies as before; the version in the body counts like If-Match
    expect((await api("/settings", { method: "PUT", token, json: security(6, 45) })).status).toBe(200)
    expect((await api("/settings", { method: "PUT", token, json: { ...security(4, 30), version: opened.version } })).status).toBe(412)
  })

  it("given the Email tab open, when someone saves the Security tab or another key meanwhile, then the Email save is still current and applies", async () => {
    const opened = await read()
    expect((await api("/settings", { method: "PUT", token, headers: ifMatch(opened.version), json: { maxLoginAttempts: 9 } })).status).toBe(200)
    expect((await api("/settings/targetWoodHumidity", { method: "PUT", token, json: { value: 11 } })).status).toBe(200)

    const email = await api("/settings", {
      method: "PUT",
      token,
      headers: ifMatch(opened.version),
      json: { smtpServer: "smtp.timber.works", smtpPort: 465, smtpUsername: "mailer" }
    })
    expect(email.status, await email.clone().text()).toBe(200)
    expect(await read()).toMatchObject({ smtpServer: "smtp.timber.works", maxLoginAttempts: 9, targetWoodHumidity: 11 })
  })

  it("given a drying setting read with its version, when it changes meanwhile, then a save of it on the old version is refused (412); another key changing does not make it stale", async () => {
    const seen = await json<SettingValue>(await api("/settings/laborCostPerHour", { token }))
    expect((await api("/settings/maintenanceCostPerYear", { method: "PUT", token, json: { value: 700 } })).status).toBe(200)
    const current = await api("/settings/laborCostPerHour", { method: "PUT", token, headers: ifMatch(seen.version), json: { value: 14 } })
    expect(current.status, await current.clone().text()).toBe(200)

    const stale = await api("/settings/laborCostPerHour", { method: "PUT", token, headers: ifMatch(seen.version), json: { value: 16 } })
    expect(stale.status).toBe(412)
    expect((await json<SettingValue>(await api("/settings/laborCostPerHour", { token }))).value).toBe(14)
  })
})

describe("a drying reading corrected and a LUKU recharge corrected on a screen someone else changed meanwhile", () => {
  const sms = (token: string, kwh: string, paid: string) =>
    `QKF3H8J2LM Confirmed. ${paid} paid to LUKU for meter 04312345678. Token ${token}. Units ${kwh} kWh. VAT TZS 1,525.42 EWURA TZS 91.74 REA TZS 305.08. New M-Pesa balance is TZS 54,300.00.`

  it("given a reading two people opened on a batch, when the first corrects it and the second corrects it on what they saw, then the second is refused (412) with the batch as it is now, and nothing changed; one without If-Match applies", async () => {
    const woodTypeId = (await json<{ id: string }>(await api("/factory/wood-types", { method: "POST", token, json: { name: "Mkongo" } }))).id
    const setup = { woodTypeId, thickness: 50, thicknessUnit: "mm", pieceCount: 10, startingHumidity: 40, startingElectricityUnits: 100, useStock: false }
    const started = await api("/factory/drying-processes", { method: "POST", token, json: setup })
    expect(started.status, await started.clone().text()).toBe(201)
    const batchId = (await json<DryingBatch>(started)).id
    const opened = await json<DryingBatch>(
      await api(`/factory/drying-processes/${batchId}/readings`, { method: "POST", token, json: { electricityMeter: 90, humidity: 35 } })
    )
    const readingId = opened.readings[0]!.id

    const first = await api(`/factory/drying-readings/${readingId}`, {
      method: "PUT",
      token,
      headers: ifMatch(opened.version),
      json: { electricityMeter: 91, humidity: 34 }
    })
    expect(first.status, await first.clone().text()).toBe(200)
    const corrected = await json<DryingBatch>(first)

    const second = await api(`/factory/drying-readings/${readingId}`, {
      method: "PUT",
      token,
      headers: ifMatch(opened.version),
      json: { electricityMeter: 95, humidity: 30 }
    })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<DryingBatch>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.dryingBatch))
    expect(refusal.details.current).toMatchObject({
      id: batchId,
      version: corrected.version,
      readings: [{ id: readingId, electricityMeter: 91, humidity: 34 }]
    })
    const listed = (await json<{ items: DryingBatch[] }>(await api("/factory/drying-processes", { token }))).items.find((b) => b.id === batchId)!
    expect(listed.readings[0]).toMatchObject({ electricityMeter: 91, humidity: 34 })

    const blind = await api(`/factory/drying-readings/${readingId}`, { method: "PUT", token, json: { electricityMeter: 92, humidity: 33 } })
    expect(blind.status).toBe(200)
  })

  it("given a recharge two people opened in the register, when the first corrects it and the second corrects or voids it on what they saw, then the second is refused (412) with the recharge as it is now; another recharge changing does not make it stale", async () => {
    const recharge = await json<ElectricityRecharge>(
      await api("/electricity/recharges/parse-sms", { method: "POST", token, json: { smsText: sms("6161 7171 8181 9191 0101", "40", "TZS 12,000") } })
    )
    const other = await json<ElectricityRecharge>(
      await api("/electricity/recharges/parse-sms", { method: "POST", token, json: { smsText: sms("6262 7272 8282 9292 0202", "20", "TZS 6,000") } })
    )
    const listed = (await json<RechargePage>(await api("/electricity/recharges", { token }))).items.find((r) => r.id === recharge.id)!
    expect(listed.version).toBe(recharge.version)
    expect(
      (await api(`/electricity/recharges/${other.id}/void`, { method: "POST", token, headers: ifMatch(other.version), json: { reason: "twice" } })).status
    ).toBe(200)

    const first = await api(`/electricity/recharges/${recharge.id}`, {
      method: "PUT",
      token,
      headers: ifMatch(listed.version),
      json: { kwhAmount: 48, totalPaid: 12_000, reason: "SMS misread" }
    })
    expect(first.status, await first.clone().text()).toBe(200)
    const corrected = await json<ElectricityRecharge>(first)

    const second = await api(`/electricity/recharges/${recharge.id}`, {
      method: "PUT",
      token,
      headers: ifMatch(listed.version),
      json: { kwhAmount: 50, totalPaid: 12_000, reason: "Other reading" }
    })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<ElectricityRecharge>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.recharge))
    expect(refusal.details.current).toMatchObject({ id: recharge.id, kwhAmount: 48, correctionReason: "SMS misread", version: corrected.version })
    expect(
      (await api(`/electricity/recharges/${recharge.id}/void`, { method: "POST", token, headers: ifMatch(listed.version), json: { reason: "x" } })).status
    ).toBe(412)
    const now = (await json<RechargePage>(await api("/electricity/recharges", { token }))).items.find((r) => r.id === recharge.id)!
    expect(now).toMatchObject({ kwhAmount: 48, voided: false, version: corrected.version })
  })
})

describe("deletes made on a record someone else changed meanwhile", () => {
  it("given a wood type whose picture someone opened, when the wood type is edited first, then removing its picture on the old version is refused (412); on the current one it applies", async () => {
    const created = await json<WoodType>(await api("/factory/wood-types", { method: "POST", token, json: { name: "Mpingo" } }))
    const edited = await json<WoodType>(
      await api(`/factory/wood-types/${created.id}`, { method: "PUT", token, headers: ifMatch(created.version), json: { name: "Mpingo", origin: "Kilwa" } })
    )
    const stale = await api(`/factory/wood-types/${created.id}/image`, { method: "DELETE", token, headers: ifMatch(created.version) })
    expect(stale.status).toBe(412)
    expect((await json<Refusal<WoodType>>(stale)).details.current).toMatchObject({ id: created.id, origin: "Kilwa", version: edited.version })
    expect((await api(`/factory/wood-types/${created.id}/image`, { method: "DELETE", token, headers: ifMatch(edited.version) })).status).toBe(200)
  })

  it("given a calculation in the history, when it is deleted on the version listed, then it goes; a second delete on that version finds nothing (404), never a stale overwrite", async () => {
    const woodTypeId = (await json<{ id: string }>(await api("/factory/wood-types", { method: "POST", token, json: { name: "Mkangazi" } }))).id
    const saved = await json<Calculation>(
      await api("/factory/calculations", {
        method: "POST",
        token,
        json: { wood_type_id: woodTypeId, thickness: 2, width: 6, length: 12, price_per_plank: 25_000, tax_percentage: 18 }
      })
    )
    const listed = (await json<CalculationPage>(await api("/factory/calculations", { token }))).items.find((c) => c.id === saved.id)!
    expect(listed.version).toBe(saved.version)
    expect((await api(`/factory/calculations/${saved.id}`, { method: "DELETE", token, headers: ifMatch("7") })).status).toBe(412)
    expect((await api(`/factory/calculations/${saved.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })).status).toBe(200)
    expect((await api(`/factory/calculations/${saved.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })).status).toBe(404)
  })

  it("given a subscriber on the list, when they unsubscribe before the delete, then the delete on the old version is refused (412); on the current one it erases them", async () => {
    const email = "stale.subscriber@example.com"
    expect((await api("/crm/newsletter/subscribe", { method: "POST", json: { email } })).status).toBe(200)
    // the public subscribe answers no position to read after: the list is read until it shows the address
    const subscriber = async () => (await json<SubscriberList>(await api("/crm/newsletter/subscribers", { token }))).items.find((s) => s.email === email)
    await expect.poll(async () => (await subscriber())?.status).toBe("active")
    const listed = (await subscriber())!
    const { unsubscribePath } = listed
    const unsubscribeToken = new URL(unsubscribePath!, "http://timber.test").searchParams.get("token")
    expect((await api("/crm/newsletter/unsubscribe", { method: "POST", json: { token: unsubscribeToken } })).status).toBe(200)

    const stale = await api(`/crm/newsletter/subscribers/${listed.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })
    expect(stale.status).toBe(412)
    const refusal = await json<Refusal<{ status: string }>>(stale)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.subscriber))
    expect(refusal.details.current).toMatchObject({ id: listed.id, status: "unsubscribed" })
    // the public unsubscribe answers no position to read after: the list is read until it shows it
    const row = async () => (await json<SubscriberList>(await api("/crm/newsletter/subscribers", { token }))).items.find((s) => s.id === listed.id)!
    await expect.poll(async () => (await row()).status).toBe("unsubscribed")
    const now = await row()
    expect((await api(`/crm/newsletter/subscribers/${listed.id}`, { method: "DELETE", token, headers: ifMatch(now.version) })).status).toBe(204)
  })

  it("given an asset's documents someone opened, when the asset is edited first, then removing a document on the old version is refused (412) and the document stays", async () => {
    const category = await json<{ id: string }>(await api("/assets/categories", { method: "POST", token, json: { name: "Kilns", code: "KLN" } }))
    const form = (name: string) => ({ assetTag: "UD-0990", categoryId: category.id, name, purchaseDate: "2026-01-31", purchasePrice: 450_000 })
    const asset = await json<Asset>(await api("/assets", { method: "POST", token, json: form("Kiln") }))
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
    const added = await api(`/assets/${asset.id}/documents?name=manual.pdf`, {
      method: "POST",
      token,
      headers: { "content-type": "application/octet-stream" },
      body: new Blob([pdf])
    })
    expect(added.status, await added.clone().text()).toBe(201)
    const withDocument = await json<Asset>(added)
    const documentId = withDocument.documents[0]!.id
    const edited = await json<Asset>(await api(`/assets/${asset.id}`, { method: "PATCH", token, headers: ifMatch(withDocument.version), json: form("Kiln 2") }))

    const stale = await api(`/assets/${asset.id}/documents/${documentId}`, { method: "DELETE", token, headers: ifMatch(withDocument.version) })
    expect(stale.status).toBe(412)
    expect((await json<Refusal<Asset>>(stale)).details.current).toMatchObject({ id: asset.id, name: "Kiln 2", documents: [{ id: documentId }] })
    expect((await api(`/assets/${asset.id}/documents/${documentId}`, { method: "DELETE", token, headers: ifMatch(edited.version) })).status).toBe(200)
  })

  it("given a display link two administrators see, when the first revokes it, then the second revoke on the old version is refused (412) with the link as it is now", async () => {
    const created = await json<DisplayToken>(await api("/display-tokens", { method: "POST", token, json: { name: "Yard screen" } }))
    const listed = (await json<DisplayToken[]>(await api("/display-tokens", { token }))).find((t) => t.id === created.id)!
    expect(listed.version).toBe(created.version)
    const first = await api(`/display-tokens/${created.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })
    expect(first.status).toBe(200)
    const revoked = await json<DisplayToken>(first)
    const second = await api(`/display-tokens/${created.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<DisplayToken>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.displayToken))
    expect(refusal.details.current).toMatchObject({ id: created.id, revokedAt: revoked.revokedAt, version: revoked.version })
  })
})

describe("a profile saved after an administrator changed it meanwhile", () => {
  it("given a user on their profile page, when an administrator renames them first, then their save on what they saw is refused (412) with the profile as it is now; one without If-Match applies", async () => {
    const password = "Profile-password-1"
    const email = "stale.profile@timber.works"
    const created = await json<User>(
      await api("/users", { method: "POST", token, json: { email, password, firstName: "Zawadi", lastName: "Mrema", role: "USER" } })
    )
    const own = await app.login(email, password)
    const seen = await json<User>(await api("/auth/me", { token: own }))
    expect(seen.version).toBe(created.version)

    const renamed = await api(`/users/${created.id}`, {
      method: "PUT",
      token,
      headers: ifMatch(seen.version),
      json: { email, firstName: "Zawadi", lastName: "Mrema-Kato", role: "USER" }
    })
    expect(renamed.status).toBe(200)

    const stale = await api("/users/profile", { method: "PUT", token: own, headers: ifMatch(seen.version), json: { firstName: "Zawadi A", lastName: "Mrema" } })
    expect(stale.status).toBe(412)
    const refusal = await json<Refusal<User>>(stale)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.profile))
    expect(refusal.details.current).toMatchObject({ id: created.id, lastName: "Mrema-Kato" })
    const blind = await api("/users/profile", { method: "PUT", token: own, json: { firstName: "Zawadi A", lastName: "Mrema-Kato" } })
    expect(blind.status).toBe(200)
  })
})
