import { PAGE_KEYS, ReadApi, type PageKey, type PermissionAction, type PermissionEntry, type PermissionMap } from "@timber/contracts"
import { can, effectivePermissions } from "@timber/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Who may call each read endpoint: platform spec section 6 (the page permissions) and the
 * decisions in query-service/README.md. An endpoint of `ReadApi` missing here fails the test,
 * so a new read cannot ship without saying who may see it.
 */
type Rule =
  | { readonly kind: "public" }
  | { readonly kind: "signed-in" }
  | { readonly kind: "admin" }
  /** the wall's read: a display token only, never a staff sign-in (issue 28 item 5; display-tokens.int.spec.ts) */
  | { readonly kind: "display-token" }
  | { readonly kind: "any-of"; readonly needs: ReadonlyArray<readonly [PageKey, PermissionAction]> }

const anyOf = (...needs: ReadonlyArray<readonly [PageKey, PermissionAction]>): Rule => ({ kind: "any-of", needs })
const SIGNED_IN: Rule = { kind: "signed-in" }

const READ_RULES: Readonly<Record<string, Rule>> = {
  "health.health": { kind: "public" },
  "health.ready": { kind: "public" },
  "auth.me": SIGNED_IN,
  "woodTypes.list": SIGNED_IN,
  "woodTypes.image": SIGNED_IN,
  // the slicer lists LOTs to choose one (factory spec section 7, Slicer)
  "lots.list": anyOf(["lot-creation", "read"], ["wood-receipt", "read"], ["wood-slicing", "read"], ["dashboard", "access"]),
  // the list's figures and the top bar's alerts: whoever may read the list may read what it sums up
  "lots.summary": anyOf(["lot-creation", "read"], ["wood-receipt", "read"], ["wood-slicing", "read"], ["dashboard", "access"]),
  "lots.alerts": anyOf(["lot-creation", "read"], ["wood-receipt", "read"], ["wood-slicing", "read"], ["dashboard", "access"]),
  "lots.traceability": anyOf(["lot-creation", "read"], ["wood-receipt", "read"]),
  "calculations.list": anyOf(["wood-calculator", "access"]),
  "approvals.list": anyOf(["approvals", "read"]),
  // the count of the approvals list: the list's permission (issue 24 item 4)
  "approvals.pendingCount": anyOf(["approvals", "read"]),
  "approvals.rules": anyOf(["approvals", "read"]),
  "approvals.profiles": anyOf(["approvals", "read"], ["wood-transfer", "access"], ["notifications", "access"]),
  "notifications.list": SIGNED_IN,
  "notifications.unreadCount": SIGNED_IN,
  "slicing.list": anyOf(["wood-slicing", "read"], ["approvals", "read"], ["dashboard", "access"]),
  "slicing.recovery": anyOf(["wood-slicing", "read"], ["lot-creation", "read"], ["dashboard", "access"]),
  "drying.list": anyOf(["drying-process", "read"], ["inventory-reports", "read"], ["dashboard", "access"]),
  // the drying screen's costs and LUKU recharges (issue 26)
  "drying.costs": anyOf(["drying-process", "read"]),
  "drying.recharges": anyOf(["drying-process", "read"]),
  "drying.electricityStatistics": anyOf(["drying-process", "read"]),
  "warehouses.list": anyOf(
    ["warehouses", "read"],
    ["inventory-reports", "read"],
    ["drying-process", "read"],
    ["wood-transfer", "read"],
    ["wood-receipt", "read"]
  ),
  "warehouses.stock": anyOf(["inventory-reports", "read"], ["drying-process", "read"], ["wood-transfer", "read"], ["warehouses", "read"]),
  "stock.consolidated": anyOf(["inventory-reports", "read"]),
  "stock.alerts": anyOf(["inventory-reports", "read"], ["dashboard", "access"]),
  "stock.adjustments": anyOf(["inventory-reports", "read"]),
  "stock.ledger": anyOf(["inventory-reports", "read"]),
  "stock.verify": { kind: "admin" },
  // the Wood Transfers screen, and Inventory's Pending Arrivals panel (factory spec section 7)
  "transfers.list": anyOf(["wood-transfer", "read"], ["inventory-reports", "read"]),
  "receipts.drafts": anyOf(["wood-receipt", "read"], ["wood-slicing", "read"]),
  "receipts.history": anyOf(["wood-receipt", "read"], ["wood-slicing", "read"]),
  // the slicer numbers its sleeper tiles from the counted receipt
  "receipts.items": anyOf(["wood-receipt", "read"], ["lot-creation", "read"], ["wood-slicing", "read"]),
  "system.projections": { kind: "admin" },
  "users.list": anyOf(["admin-settings", "read"]),
  // a profile picture shows wherever a user is shown (top bar, recipients)
  "users.avatar": SIGNED_IN,
  "roles.list": anyOf(["admin-settings", "read"]),
  "settings.all": { kind: "admin" },
  "settings.value": { kind: "admin" },
  // without keys: every setting's history (the drying settings' alone: drying-electricity.int.spec.ts)
  "settings.history": { kind: "admin" },
  // the asset register (issue 29): the Assets page's read, for every call
  "assets.list": anyOf(["assets-items", "read"]),
  "assets.categories": anyOf(["assets-items", "read"]),
  "assets.stats": anyOf(["assets-items", "read"]),
  "assets.nextTag": anyOf(["assets-items", "read"]),
  "assets.unallocatedTags": anyOf(["assets-items", "read"]),
  "assets.get": anyOf(["assets-items", "read"]),
  // an asset's document and picture: what the asset screens show (issue 29)
  "assets.document": anyOf(["assets-items", "read"]),
  "assetImages.image": anyOf(["assets-items", "read"]),
  // stocktakes are counts of assets: the assets page's (issue 29 item 3)
  "stocktakes.list": anyOf(["assets-items", "read"]),
  "stocktakes.get": anyOf(["assets-items", "read"]),
  // the event history and any record as of a moment (issue 28): the audit page, read
  "audit.events": anyOf(["audit", "read"]),
  "audit.export": anyOf(["audit", "read"]),
  "audit.asOf": anyOf(["audit", "read"]),
  // display tokens (issue 28 item 5): ADMIN's, as creating and revoking them
  "displayTokens.list": { kind: "admin" },
  "wall.snapshot": { kind: "display-token" },
  // the mailing list (issue 30 item 2): page crm-clients
  "newsletter.subscribers": anyOf(["crm-clients", "read"]),
  // Files & Folders (issue 30 item 4): the page's read; a file's bytes are public (the public page shows them)
  "websiteFiles.contents": anyOf(["website-files", "read"]),
  "websiteFileContent.content": { kind: "public" },
  // website pages (issue 30 items 1 and 3): the editor's reads need the page's read; the public page's content is public
  "websitePages.list": anyOf(["website-pages", "read"]),
  "websitePages.bySlug": anyOf(["website-pages", "read"]),
  "websitePages.versions": anyOf(["website-pages", "read"]),
  "websitePages.version": anyOf(["website-pages", "read"]),
  "publicWebsite.comingSoon": { kind: "public" },
  // Admin Settings' Backups tab: an archive holds every secret of the product
  "backups.list": { kind: "admin" },
  "backups.run": { kind: "admin" },
  "backups.file": { kind: "admin" }
}

const NONE: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
const onlyPages = (pages: Partial<Record<PageKey, Partial<PermissionEntry>>>): PermissionMap =>
  Object.fromEntries(PAGE_KEYS.map((page) => [page, { ...NONE, ...pages[page] }])) as PermissionMap

/** The three templates and hand-made maps that sit on each side of every rule. */
const PERSONAS: ReadonlyArray<{ readonly name: string; readonly role: string; readonly permissions: PermissionMap | null }> = [
  { name: "ADMIN", role: "ADMIN", permissions: null },
  { name: "MANAGER", role: "MANAGER", permissions: null },
  { name: "USER", role: "USER", permissions: null },
  { name: "no pages", role: "USER", permissions: onlyPages({}) },
  { name: "dashboard only", role: "USER", permissions: onlyPages({ dashboard: { access: true } }) },
  { name: "LOT reader", role: "USER", permissions: onlyPages({ "wood-receipt": { access: true, read: true } }) },
  {
    name: "access without read",
    role: "MANAGER",
    permissions: onlyPages({
      approvals: { access: true },
      "lot-creation": { access: true },
      "wood-slicing": { access: true },
      "drying-process": { access: true }
    })
  }
]

const readEndpoints = Object.values(ReadApi.groups).flatMap((group) =>
  Object.values(group.endpoints).map((endpoint) => ({
    key: `${group.identifier}.${endpoint.name}`,
    method: endpoint.method,
    path: endpoint.path.replace(/^\/api/, "")
  }))
)

const mayCall = (rule: Rule, persona: (typeof PERSONAS)[number] | null) => {
  switch (rule.kind) {
    case "public":
      return true
    case "signed-in":
      return persona !== null
    case "admin":
      return persona?.role === "ADMIN"
    case "display-token":
      return false
    case "any-of": {
      if (!persona) return false
      const holder = { role: persona.role, permissions: effectivePermissions(persona.role, persona.permissions) }
      return rule.needs.some(([page, action]) => can(holder, page, action))
    }
  }
}

let app: TestApp
const tokens = new Map<string, string>()
let lotNumber = ""
let warehouseId = ""
let adminId = ""
let woodTypeId = ""
let websiteFileId = ""
let assetId = ""
let documentId = ""
let assetImageId = ""
let stocktakeId = ""
let lastPosition = "0"
let backupName = ""

beforeAll(async () => {
  app = await startTestApp()
  const admin = await app.login()
  tokens.set("ADMIN", admin)
  const png = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"))
  const avatar = await app.api("/users/profile/avatar", { method: "POST", token: admin, body: png, headers: { "content-type": "image/png" } })
  expect(avatar.status).toBe(200)
  adminId = ((await avatar.json()) as { id: string }).id
  const woodType = (await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } })).json()) as { id: string }
  woodTypeId = woodType.id
  const woodTypeImage = await app.api(`/factory/wood-types/${woodTypeId}/image`, {
    method: "POST",
    token: admin,
    body: png,
    headers: { "content-type": "image/png" }
  })
  expect(woodTypeImage.status).toBe(200)
  lotNumber = "LOT-READ-1"
  const lot = await app.api("/management/wood-receipts", {
    method: "POST",
    token: admin,
    json: { wood_type_id: woodType.id, supplier: "S", receipt_date: "2026-11-21", lot_number: lotNumber, purchase_order: "PO" }
  })
  expect(lot.status).toBe(201)
  const warehouse = await app.api("/management/warehouses", { method: "POST", token: admin, json: { code: "WH-READ", name: "Read yard" } })
  expect(warehouse.status).toBe(201)
  warehouseId = ((await warehouse.json()) as { id: string }).id
  const category = await app.api("/assets/categories", { method: "POST", token: admin, json: { name: "Tools", code: "TL" } })
  expect(category.status).toBe(201)
  const asset = await app.api("/assets", {
    method: "POST",
    token: admin,
    json: { assetTag: "UD-0001", categoryId: ((await category.json()) as { id: string }).id, name: "Saw", purchaseDate: "2026-11-21", purchasePrice: 1000 }
  })
  expect(asset.status).toBe(201)
  assetId = ((await asset.json()) as { id: string }).id
  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
  const document = await app.api(`/assets/${assetId}/documents?name=manual.pdf`, {
    method: "POST",
    token: admin,
    body: pdf,
    headers: { "content-type": "application/octet-stream" }
  })
  expect(document.status).toBe(201)
  documentId = ((await document.json()) as { documents: Array<{ id: string }> }).documents[0]!.id
  const picture = await app.api("/assets/upload-image?name=saw.png&categoryName=Tools", {
    method: "POST",
    token: admin,
    body: png,
    headers: { "content-type": "application/octet-stream" }
  })
  expect(picture.status).toBe(200)
  assetImageId = ((await picture.json()) as { imageUrl: string }).imageUrl.split("/").pop()!
  const stocktake = await app.api("/stocktakes", { method: "POST", token: admin, json: { location: "Workshop" } })
  expect(stocktake.status).toBe(201)
  stocktakeId = ((await stocktake.json()) as { id: string }).id
  const websiteForm = new FormData()
  websiteForm.append("files", new Blob([png], { type: "image/png" }), "logo.png")
  const websiteUpload = await app.api("/website/files/upload", { method: "POST", token: admin, body: websiteForm })
  expect(websiteUpload.status).toBe(201)
  websiteFileId = ((await websiteUpload.json()) as Array<{ id: string }>)[0]!.id
  const page = await app.api("/website/pages", { method: "POST", token: admin, json: { name: "Coming Soon Page", slug: "coming-soon", content: {} } })
  expect(page.status).toBe(201)
  const backup = await app.api("/backups", { method: "POST", token: admin })
  expect(backup.status).toBe(202)
  await app.backups.settled()
  backupName = ((await (await app.api("/backups", { token: admin })).json()) as { backups: Array<{ name: string }> }).backups[0]!.name
  for (const persona of PERSONAS.filter((p) => p.name !== "ADMIN")) {
    const email = `${persona.name.replace(/\W+/g, ".").toLowerCase()}@timber.works`
    const created = await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email, password: "Passw0rd-long", firstName: "Per", lastName: "Sona", role: persona.role, permissions: persona.permissions ?? undefined }
    })
    expect(created.status).toBe(201)
    lastPosition = created.headers.get("x-event-position")!
    tokens.set(persona.name, await app.login(email, "Passw0rd-long"))
  }
}, 120_000)
afterAll(async () => app?.close())

describe("read permissions (platform spec section 6), every ReadApi endpoint by every kind of user", () => {
  it("every read endpoint has a permission rule", () => {
    expect(readEndpoints.length).toBeGreaterThan(10)
    expect(readEndpoints.filter((endpoint) => !(endpoint.key in READ_RULES)).map((endpoint) => endpoint.key)).toEqual([])
    expect(readEndpoints.every((endpoint) => endpoint.method === "GET")).toBe(true)
  })

  it("a user without the page permission gets 403, one with it gets 200, and no token gets 401", async () => {
    const expected: string[] = []
    const actual: string[] = []
    for (const endpoint of readEndpoints) {
      const rule = READ_RULES[endpoint.key]!
      const path =
        endpoint.path
          .replace(":lotNumber", lotNumber)
          .replace(
            ":id",
            endpoint.key.startsWith("users.")
              ? adminId
              : endpoint.key.startsWith("woodTypes.")
                ? woodTypeId
                : endpoint.key.startsWith("assets.")
                  ? assetId
                  : endpoint.key === "assetImages.image"
                    ? assetImageId
                    : endpoint.key.startsWith("stocktakes.")
                      ? stocktakeId
                      : endpoint.key.startsWith("websiteFileContent.")
                        ? websiteFileId
                        : endpoint.key.startsWith("websitePages.")
                          ? "coming-soon"
                          : warehouseId
          )
          .replace(":documentId", documentId)
          .replace(":slug", "coming-soon")
          .replace(":version", "1")
          .replace(":kind", "warehouse")
          .replace(":key", "maxLoginAttempts")
          .replace(":name", backupName) +
        (endpoint.key.startsWith("receipts.")
          ? `?receipt_id=${lotNumber}`
          : endpoint.key === "slicing.recovery"
            ? `?lot_number=${lotNumber}`
            : endpoint.key === "audit.export"
              ? "?format=csv"
              : "")
      for (const persona of [null, ...PERSONAS]) {
        const allowed = mayCall(rule, persona)
        const token = persona ? tokens.get(persona.name) : undefined
        const response = await app.api(path, { token, headers: { "x-min-position": lastPosition } })
        const who = persona?.name ?? "no token"
        expected.push(`${endpoint.key} as ${who}: ${allowed ? 200 : persona ? 403 : 401}`)
        actual.push(`${endpoint.key} as ${who}: ${response.status}`)
      }
    }
    expect(actual).toEqual(expected)
  })
})
