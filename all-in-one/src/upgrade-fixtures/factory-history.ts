import { PermissionTemplates } from "@timber/domain"
import type { RunningApp } from "../app"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "../config"
import { plankCalculationBody } from "../testing/plank-calculation-body"

/** Who the fixture's history signs in as (the admin is the one every first start creates). */
export const FIXTURE_PEOPLE = {
  admin: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD },
  manager: { email: "mia.manager@timber.works", password: "Fixture-password-2" },
  operator: { email: "omari.operator@timber.works", password: "Fixture-password-3" }
} as const

/** What the history made, by name: the reads of every screen ask for these. */
export interface FixtureIds {
  readonly lotId: string
  readonly lotNumber: string
  readonly yardId: string
  readonly kilnId: string
  readonly woodTypeId: string
  readonly assetId: string
  readonly stocktakeId: string
  readonly pageId: string
  readonly pageSlug: string
  readonly fileId: string
  readonly folderId: string
}

type Call = <T>(method: string, path: string, token: string | null, body?: unknown) => Promise<T>

/** A call of the HTTP API that must succeed: a refusal stops the history with the API's own words. */
const caller =
  (app: Pick<RunningApp, "url">): Call =>
  async <T>(method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${app.url}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await response.text()
    if (response.status >= 300) throw new Error(`fixture history ${method} ${path}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : null) as T
  }

const LUKU_SMS = "QKF3H8J2LM Confirmed. TZS 31,457.00 paid to LUKU for meter 04312345678. Token 5151 6161 7171 8181 9191. Units 100 kWh. VAT TZS 1,525.42."

/**
 * A small but complete factory history, recorded through the HTTP API as users would: every
 * aggregate and every screen gets rows. Dates are pinned wherever the API takes one, so what a
 * screen answers depends on the log only. Nothing is left due for a process manager's clock (no
 * maintenance falls due later), so a later start on the same data adds no event.
 */
export const recordFactoryHistory = async (app: Pick<RunningApp, "url" | "processesSettled">): Promise<FixtureIds> => {
  const call = caller(app)
  const signIn = async (who: { email: string; password: string }) => (await call<{ token: string }>("POST", "/auth/login", null, who)).token
  const admin = await signIn(FIXTURE_PEOPLE.admin)

  // people, a role, settings
  const manager = await call<{ id: string }>("POST", "/users", admin, { ...FIXTURE_PEOPLE.manager, firstName: "Mia", lastName: "Manager", role: "MANAGER" })
  await call("POST", "/users", admin, { ...FIXTURE_PEOPLE.operator, firstName: "Omari", lastName: "Operator", role: "USER" })
  await call("POST", "/roles", admin, { name: "Kiln lead", description: "Runs the kilns", permissions: PermissionTemplates.MANAGER })
  await call("PUT", "/settings/maxLoginAttempts", admin, { value: 7 })
  await call("PUT", "/settings/ovenPurchasePrice", admin, { value: 87_600_000 })
  const managerToken = await signIn(FIXTURE_PEOPLE.manager)
  const operatorToken = await signIn(FIXTURE_PEOPLE.operator)

  // the catalogue and the yards
  const woodTypeId = (await call<{ id: string }>("POST", "/factory/wood-types", admin, { name: "Mvule" })).id
  await call("POST", "/factory/wood-types", admin, { name: "Teak" })
  const yardId = (await call<{ id: string }>("POST", "/management/warehouses", admin, { code: "YARD", name: "Main yard" })).id
  const kilnId = (await call<{ id: string }>("POST", "/management/warehouses", admin, { code: "KILN", name: "Kiln store" })).id

  // a LOT received and measured: a draft, then six 6" sleepers counted into the yard
  const lotNumber = "FX-2026-001"
  const lot = await call<{ id: string }>("POST", "/management/wood-receipts", admin, {
    wood_type_id: woodTypeId,
    supplier: "Sao Hill",
    receipt_date: "2026-11-21",
    lot_number: lotNumber,
    purchase_order: "PO-FX-1",
    estimated_volume_m3: 0.6,
    estimated_amount: 1_200_000
  })
  await call("POST", "/factory/drafts", admin, { receipt_id: lot.id, measurements: [{ id: "s1", thickness: 15.24, width: 20, length: 300 }] })
  await call("POST", "/factory/receipt-items", admin, {
    warehouse_id: yardId,
    items: [{ receipt_id: lot.id, height: 15.24, width: 20, length: 300, quantity: 6 }]
  })
  // a second LOT left at its start, so the list has more than one status
  await call("POST", "/management/wood-receipts", admin, {
    wood_type_id: woodTypeId,
    supplier: "Mafinga",
    receipt_date: "2026-11-22",
    lot_number: "FX-2026-002",
    purchase_order: "PO-FX-2"
  })

  // slicing: one sleeper into four 1" and two 2" planks, completed
  const operation = await call<{ id: string }>("POST", "/factory/operations", admin, {
    wood_type_id: woodTypeId,
    lot_number: lotNumber,
    sleeper_number: 1,
    start_time: "2026-11-24T07:30:00.000Z",
    sleeper_sizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
    plank_sizes: [
      { sequence: 1, width: 10, height: 2.54, length: 3, quantity: 4, parentSequence: 1 },
      { sequence: 2, width: 10, height: 5.08, length: 3, quantity: 2, parentSequence: 1 }
    ],
    notes: "First cut"
  })
  await call("PATCH", `/factory/operations/${operation.id}`, admin, { status: "completed", updated_at: "2026-11-24T09:00:00.000Z" })

  // a drying batch of two 1" planks from the yard: readings (one pastes a LUKU recharge), completed
  const batch = await call<{ id: string }>("POST", "/factory/drying-processes", admin, {
    warehouseId: yardId,
    woodTypeId,
    thickness: 25.4,
    thicknessUnit: "mm",
    stockThickness: '1"',
    stockProduct: "PLANK",
    stockWidth: '4"',
    pieceCount: 2,
    startingHumidity: 40,
    startingElectricityUnits: 500,
    startTime: "2026-11-25T06:00:00.000Z",
    useStock: true
  })
  await call("POST", `/factory/drying-processes/${batch.id}/readings`, admin, {
    electricityMeter: 480,
    humidity: 25,
    readingTime: "2026-11-26T06:00:00.000Z",
    lukuSms: LUKU_SMS
  })
  await call("POST", `/factory/drying-processes/${batch.id}/readings`, admin, { electricityMeter: 455, humidity: 12, readingTime: "2026-11-27T06:00:00.000Z" })
  await call("PUT", `/factory/drying-processes/${batch.id}`, admin, { status: "COMPLETED", endTime: "2026-11-27T12:00:00.000Z" })

  // a transfer of a 2" plank to the kiln store, approved by the manager and received
  const transfer = await call<{ id: string }>("POST", "/transfers", admin, {
    fromWarehouseId: yardId,
    toWarehouseId: kilnId,
    transferDate: "2026-11-28T08:00:00.000Z",
    notes: "For the kiln",
    items: [{ woodTypeId, thickness: '2"', product: "PLANK", width: '4"', quantity: 1, woodStatus: "NOT_DRIED", remarks: null }]
  })
  await call("POST", `/transfers/${transfer.id}/approve`, managerToken)
  await call("POST", `/transfers/${transfer.id}/complete`, managerToken, {})

  // stock: a count corrected, a minimum level that raises a low-stock alert
  await call("POST", "/management/stock/adjustments", admin, {
    warehouseId: kilnId,
    woodTypeId,
    thickness: '3"',
    woodStatus: "NOT_DRIED",
    quantity: 5,
    reason: "Stock count"
  })
  await call("PUT", "/management/stock/minimum-levels", admin, {
    warehouseId: kilnId,
    woodTypeId,
    thickness: '3"',
    woodStatus: "NOT_DRIED",
    minimumStockLevel: 10
  })

  // assets: a category, two assets, a maintenance done, a stocktake finished
  const category = await call<{ id: string }>("POST", "/assets/categories", admin, { name: "Machines", code: "MCH" })
  const asset = await call<{ id: string }>("POST", "/assets", managerToken, {
    assetTag: "UD-0001",
    categoryId: category.id,
    name: "Band saw",
    purchaseDate: "2026-01-10",
    purchasePrice: 4_500_000
  })
  const planer = await call<{ id: string }>("POST", "/assets", managerToken, {
    assetTag: "UD-0002",
    categoryId: category.id,
    name: "Planer",
    purchaseDate: "2026-02-10",
    purchasePrice: 2_000_000
  })
  await call("POST", `/assets/${asset.id}/maintenance`, managerToken, {
    maintenanceType: "Blade change",
    scheduledDate: "2026-03-01",
    status: "COMPLETED",
    cost: 90_000
  })
  const stocktake = await call<{ id: string }>("POST", "/stocktakes", managerToken, { location: "Workshop" })
  await call("POST", `/stocktakes/${stocktake.id}/finish`, managerToken, { foundAssetIds: [asset.id], missingAssetIds: [planer.id], unknownTags: ["UD-0999"] })

  // approvals: a rule on the calculator, a calculation above it, approved by the manager
  await call("POST", "/management/approval-rules", admin, {
    module: "WoodCalculator",
    condition_type: "cost_above",
    condition_value: 50_000,
    approver_id: manager.id,
    is_active: true
  })
  for (const pricePerPlank of [40_000, 60_000]) {
    await call("POST", "/factory/calculations", operatorToken, plankCalculationBody(woodTypeId, pricePerPlank))
  }
  await app.processesSettled()
  const pending = await call<{ items: ReadonlyArray<{ id: string }> }>("GET", "/management/approvals", admin)
  for (const request of pending.items) await call("PATCH", `/management/approvals/${request.id}`, managerToken, { status: "approved", notes: "Fine" })

  // the website: the coming-soon page saved twice, a folder with a file
  const page = await call<{ id: string; slug: string }>("POST", "/website/pages", admin, {
    name: "Coming Soon Page",
    slug: "coming-soon",
    content: { mainTitle: "Crafting Visions in Wood" }
  })
  await call("PUT", `/website/pages/${page.id}`, admin, { name: "Coming Soon Page", slug: "coming-soon", content: { mainTitle: "Timber, dried right" } })
  const folder = await call<{ id: string }>("POST", "/website/folders", admin, { name: "Brochures" })
  const form = new FormData()
  form.append("files", new Blob(["Timber Works price list, November 2026\n"], { type: "text/plain" }), "price-list.txt")
  form.append("folderId", folder.id)
  const uploaded = await fetch(`${app.url}/api/website/files/upload`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
  if (uploaded.status >= 300) throw new Error(`fixture history upload: ${uploaded.status} ${await uploaded.text()}`)
  const [file] = (await uploaded.json()) as ReadonlyArray<{ id: string }>

  // the mailing list: two subscribers, one erased
  await call("POST", "/crm/newsletter/subscribe", null, { email: "stays@example.com" })
  await call("POST", "/crm/newsletter/subscribe", null, { email: "erased@example.com" })
  await app.processesSettled()
  const subscribers = await call<{ items?: ReadonlyArray<{ id: string; email: string }>; subscribers?: ReadonlyArray<{ id: string; email: string }> }>(
    "GET",
    "/crm/newsletter/subscribers",
    admin
  )
  const erased = (subscribers.items ?? subscribers.subscribers ?? []).find((s) => s.email === "erased@example.com")
  if (!erased) throw new Error(`fixture history: the subscriber to erase is not listed: ${JSON.stringify(subscribers)}`)
  await call("DELETE", `/crm/newsletter/subscribers/${erased.id}`, admin)

  // a message from the admin to the manager, read; a wall display
  await call("POST", "/notifications/send", admin, { userId: manager.id, title: "Kiln readings", message: "The kiln 2 readings are due at 14:00." })
  await call("POST", "/display-tokens", admin, { name: "Yard wall" })
  await app.processesSettled()

  return {
    lotId: lot.id,
    lotNumber,
    yardId,
    kilnId,
    woodTypeId,
    assetId: asset.id,
    stocktakeId: stocktake.id,
    pageId: page.id,
    pageSlug: page.slug,
    fileId: file!.id,
    folderId: folder.id
  }
}
