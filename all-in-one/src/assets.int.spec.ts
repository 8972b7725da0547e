import { AssetCategoryMessages, AssetMessages, type Asset, type AssetCategory, type AssetPage, type AssetStats } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { notingAppends } from "./testing/noted-appends"
import { callsAsStaff, staffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * The asset register over HTTP (issue 29; administration spec sections 2–9): every asset and
 * category call by ADMIN, MANAGER and USER (USER reads, never writes), the tag and the
 * assignment holding under concurrent requests, a category never deleted under an asset.
 */
let app: HandWired
const appends: Array<ReadonlyArray<string>> = []
const tokens: Record<string, string> = {}
const ids: Record<string, string> = {}
let tools = ""

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const { as, read } = callsAsStaff(() => app, tokens)
const assetBody = (assetTag: string, categoryId = tools, extra: Record<string, unknown> = {}) => ({
  assetTag,
  categoryId,
  name: "Band saw - Makita",
  brand: "Makita",
  purchaseDate: "2026-01-31",
  purchasePrice: 450_000,
  warrantyDurationValue: 1,
  warrantyDurationUnit: "MONTHS",
  ...extra
})
const created = async (assetTag: string, categoryId = tools, extra: Record<string, unknown> = {}) => {
  const response = await as("MANAGER", "POST", "/assets", assetBody(assetTag, categoryId, extra))
  expect(response.status, await response.clone().text()).toBe(201)
  return json<Asset>(response)
}
const category = async (code: string) => {
  const response = await as("ADMIN", "POST", "/assets/categories", { name: `Category ${code}`, code })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await json<AssetCategory>(response)).id
}

beforeAll(async () => {
  app = await wireByHand({ store: notingAppends(appends) })
  const staff = await staffOfEveryRole(app)
  Object.assign(tokens, staff.tokens)
  Object.assign(ids, staff.ids)
}, 120_000)
afterAll(async () => app?.close())

describe("asset register over HTTP", () => {
  it("categories: ADMIN and MANAGER create (code upper-cased), USER may not; a code of 11 characters is refused; every role reads them with their counts", async () => {
    const statuses = {
      ADMIN: (await as("ADMIN", "POST", "/assets/categories", { name: "Power tools", code: " pt " })).status,
      MANAGER: (await as("MANAGER", "POST", "/assets/categories", { name: "Vehicles", code: "veh" })).status,
      USER: (await as("USER", "POST", "/assets/categories", { name: "Nope", code: "NO" })).status
    }
    expect(statuses).toEqual({ ADMIN: 201, MANAGER: 201, USER: 403 })
    expect((await app.api("POST", "/assets/categories", { json: { name: "X", code: "X" } })).status).toBe(401)
    const tooLong = await as("ADMIN", "POST", "/assets/categories", { name: "Long", code: "ABCDEFGHIJK" })
    expect(tooLong.status).toBe(400)
    expect((await json<{ message: string }>(tooLong)).message).toBe(AssetCategoryMessages.codeTooLong)
    // a code is one category's, however it is typed
    const taken = await as("MANAGER", "POST", "/assets/categories", { name: "Pipes and tubes", code: "Pt" })
    expect(taken.status).toBe(409)
    expect((await json<{ message: string }>(taken)).message).toBe(AssetCategoryMessages.codeTaken("PT"))
    const categories = await read<AssetCategory[]>("/assets/categories")
    expect(categories.map((c) => [c.code, c._count.assets])).toEqual([
      ["PT", 0],
      ["VEH", 0]
    ])
    tools = categories.find((c) => c.code === "PT")!.id
    const vehicles = categories.find((c) => c.code === "VEH")!.id
    expect((await as("USER", "PATCH", `/assets/categories/${vehicles}`, { name: "Cars", code: "car" })).status).toBe(403)
    expect(await json<AssetCategory>(as("MANAGER", "PATCH", `/assets/categories/${vehicles}`, { name: "Cars", code: "car" }))).toMatchObject({ code: "CAR" })
    expect((await as("USER", "DELETE", `/assets/categories/${vehicles}`)).status).toBe(403)
    expect((await as("MANAGER", "DELETE", `/assets/categories/${vehicles}`)).status).toBe(200)
    expect((await read<AssetCategory[]>("/assets/categories")).map((c) => c.code)).toEqual(["PT"])
    // a deleted category's code is free again
    expect((await as("ADMIN", "POST", "/assets/categories", { name: "Cars again", code: "CAR" })).status).toBe(201)
  })

  it("given a category 'Power tools', when another is created or renamed as ' power TOOLS ', then it is refused in words and listed once; a deleted category's name is free again", async () => {
    const twin = await as("ADMIN", "POST", "/assets/categories", { name: " power TOOLS ", code: "PT2" })
    expect(twin.status).toBe(409)
    expect((await json<{ message: string }>(twin)).message).toBe(AssetCategoryMessages.nameTaken("power TOOLS"))
    const ladders = await json<AssetCategory>(as("ADMIN", "POST", "/assets/categories", { name: "Ladders", code: "LAD" }))
    const renamed = await as("MANAGER", "PATCH", `/assets/categories/${ladders.id}`, { name: "Power Tools", code: "LAD" })
    expect(renamed.status).toBe(409)
    expect((await read<AssetCategory[]>("/assets/categories")).filter((c) => c.name.toLowerCase() === "power tools")).toHaveLength(1)
    // renamed away and deleted: both of its names are free again
    expect((await as("MANAGER", "PATCH", `/assets/categories/${ladders.id}`, { name: "Step ladders", code: "LAD" })).status).toBe(200)
    expect((await as("ADMIN", "POST", "/assets/categories", { name: "Ladders", code: "LAD2" })).status).toBe(201)
    expect((await as("MANAGER", "DELETE", `/assets/categories/${ladders.id}`)).status).toBe(200)
    expect((await as("ADMIN", "POST", "/assets/categories", { name: "Step ladders", code: "LAD3" })).status).toBe(201)
  })

  it("given an empty register, when a MANAGER adds ' ud-0001 ', then it is UD-0001 with the warranty Jan 31 to Feb 28, in ONE append with its tag's claim and its category; a USER may not add", async () => {
    expect(await read<{ assetTag: string }>("/assets/next-tag")).toEqual({ assetTag: "UD-0001" })
    appends.length = 0
    const asset = await created(" ud-0001 ")
    expect(appends.length).toBe(1)
    expect([...appends[0]!].map((s) => s.replace(/-.*$/, "")).sort()).toEqual(["Asset", "AssetCategory", "Reservation"])
    expect(asset).toMatchObject({
      assetTag: "UD-0001",
      status: "ACTIVE",
      category: { id: tools, name: "Power tools", code: "PT" },
      warrantyStartDate: "2026-01-31",
      warrantyEndDate: "2026-02-28",
      assignmentHistory: []
    })
    // money is read by who may see it (a USER gets no prices: money-visibility.int.spec)
    expect(await read<Asset>(`/assets/${asset.id}`, "MANAGER")).toEqual(asset)
    expect((await as("USER", "POST", "/assets", assetBody("UD-0100"))).status).toBe(403)
    expect((await app.api("POST", "/assets", { json: assetBody("UD-0100") })).status).toBe(401)
    const badTag = await as("ADMIN", "POST", "/assets", assetBody("SAW-1"))
    expect(badTag.status).toBe(400)
    expect((await json<{ message: string }>(badTag)).message).toBe(AssetMessages.tagFormat)
    expect((await as("ADMIN", "POST", "/assets", assetBody("UD-0100", "no-such-category"))).status).toBe(404)
    expect(await read<{ assetTag: string }>("/assets/next-tag")).toEqual({ assetTag: "UD-0002" })
    expect((await as("USER", "GET", "/assets/no-such-asset")).status).toBe(404)
  })

  it("when eight creates race for one tag, then exactly one stores it and the rest are refused in words", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => as("MANAGER", "POST", "/assets", assetBody("UD-0050"))))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
    const refused = answers.find((r) => r.status === 409)!
    expect((await json<{ message: string }>(refused)).message).toBe(AssetMessages.tagTaken("UD-0050"))
    expect((await read<AssetPage>("/assets?q=UD-0050")).items.length).toBe(1)
    // a tag typed by hand leaves a gap the dialog offers
    expect(await read<{ tags: string[] }>("/assets/unallocated-tags")).toEqual({
      tags: [...Array.from({ length: 48 }, (_, i) => `UD-${String(i + 2).padStart(4, "0")}`), "UD-0051"]
    })
    expect(await read<{ assetTag: string }>("/assets/next-tag")).toEqual({ assetTag: "UD-0051" })
  })

  it("assign and return: MANAGER assigns to a user, USER may not; history says who, when and the notes; a second assign is refused until returned", async () => {
    const asset = await created("UD-0002")
    expect((await as("USER", "POST", `/assets/${asset.id}/assign`, { assignedToUserId: ids.USER })).status).toBe(403)
    expect((await as("MANAGER", "POST", `/assets/${asset.id}/assign`, {})).status).toBe(400)
    expect((await as("MANAGER", "POST", `/assets/${asset.id}/assign`, { assignedToUserId: "nobody" })).status).toBe(400)
    const assigned = await json<Asset>(as("MANAGER", "POST", `/assets/${asset.id}/assign`, { assignedToUserId: ids.USER, notes: "For the site" }))
    expect(assigned).toMatchObject({ assignedToUserId: ids.USER, assignmentDate: expect.any(String) })
    expect(assigned.assignmentHistory).toEqual([
      expect.objectContaining({ assignedToUserId: ids.USER, assignedBy: "MANAGER Tester", notes: "For the site", returnDate: null })
    ])
    const again = await as("ADMIN", "POST", `/assets/${asset.id}/assign`, { assignedToTeam: "Kiln crew" })
    expect(again.status).toBe(422)
    expect((await json<{ message: string }>(again)).message).toBe(AssetMessages.alreadyAssigned)
    expect((await as("USER", "POST", `/assets/${asset.id}/return`, {})).status).toBe(403)
    expect((await as("MANAGER", "DELETE", `/assets/${asset.id}`)).status).toBe(422)
    const returned = await json<Asset>(as("ADMIN", "POST", `/assets/${asset.id}/return`, { notes: "Blade dull" }))
    expect(returned).toMatchObject({ assignedToUserId: null, assignmentDate: null })
    expect(returned.assignmentHistory[0]).toMatchObject({ returnDate: expect.any(String), returnedBy: expect.any(String), returnNotes: "Blade dull" })
    expect((await as("ADMIN", "POST", `/assets/${asset.id}/return`, {})).status).toBe(422)
    expect((await read<Asset>(`/assets/${asset.id}`)).assignmentHistory).toEqual(returned.assignmentHistory)
  })

  it("when six assigns of one asset race, then exactly one is taken and the history holds one assignment", async () => {
    const asset = await created("UD-0003")
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => as(i % 2 ? "ADMIN" : "MANAGER", "POST", `/assets/${asset.id}/assign`, { assignedToTeam: `Team ${i}` }))
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422])
    expect((await read<Asset>(`/assets/${asset.id}`)).assignmentHistory).toHaveLength(1)
  })

  it("a category holding assets can't be deleted ('Cannot delete category with existing assets'); a delete racing an asset create never leaves an asset in a deleted category", async () => {
    const refused = await as("ADMIN", "DELETE", `/assets/categories/${tools}`)
    expect(refused.status).toBe(422)
    expect((await json<{ message: string }>(refused)).message).toBe(AssetCategoryMessages.hasAssets)
    for (let round = 0; round < 4; round++) {
      const categoryId = await category(`R${round}`)
      const [create, remove] = await Promise.all([
        as("MANAGER", "POST", "/assets", assetBody(`UD-07${round}0`, categoryId)),
        as("ADMIN", "DELETE", `/assets/categories/${categoryId}`)
      ])
      // exactly one of them wins
      expect([create.status, remove.status].filter((s) => s < 300)).toHaveLength(1)
    }
    const categories = new Set((await read<AssetCategory[]>("/assets/categories")).map((c) => c.id))
    expect((await read<AssetPage>("/assets?limit=200")).items.filter((a) => !categories.has(a.categoryId))).toEqual([])
  })

  it("maintenance: a scheduled record leaves the asset's row and the stats as they were (Active); its first day is due; completing a recurring one sets the next due date; USER may not record", async () => {
    const asset = await created("UD-0004")
    const record = { maintenanceType: "Blade service", scheduledDate: "2026-03-31", recurrenceInterval: 3, recurrenceUnit: "MONTHS" }
    expect((await as("USER", "POST", `/assets/${asset.id}/maintenance`, record)).status).toBe(403)
    const before = await read<AssetStats>("/assets/stats", "MANAGER")
    const scheduled = await as("MANAGER", "POST", `/assets/${asset.id}/maintenance`, record)
    expect(scheduled.status).toBe(201)
    const planned = await json<Asset>(scheduled)
    const recordId = planned.maintenanceRecords[0]!.id
    expect(planned).toMatchObject({ status: "ACTIVE", nextMaintenanceDue: "2026-03-31" })
    const during = await read<AssetStats>("/assets/stats")
    expect(during).toMatchObject({ inMaintenance: before.inMaintenance, activeAssets: before.activeAssets })
    const done = await json<Asset>(as("MANAGER", "PATCH", `/assets/${asset.id}/maintenance/${recordId}`, { ...record, status: "COMPLETED", cost: 20_000 }))
    expect(done).toMatchObject({ nextMaintenanceDue: "2026-06-30", maintenanceRecords: [{ status: "COMPLETED", completedDate: "2026-03-31", cost: 20_000 }] })
    // the counts are back; the completed record's cost is now spent (asset-upkeep.int.spec.ts checks the totals)
    expect(await read<AssetStats>("/assets/stats", "MANAGER")).toEqual({
      ...before,
      maintenanceCost: before.maintenanceCost! + 20_000,
      maintenanceCostByCategory: expect.any(Array)
    })
  })

  it("edit, filters and stats: MANAGER sets BROKEN (USER may not); the list filters by status, category and search; stats count Total, Active, In Maintenance, Broken and Total Value", async () => {
    const asset = await created("UD-0005", tools, { name: "Forklift", brand: "Toyota" })
    expect((await as("USER", "PATCH", `/assets/${asset.id}`, assetBody("UD-0005", tools, { status: "BROKEN" }))).status).toBe(403)
    const broken = await json<Asset>(
      as("MANAGER", "PATCH", `/assets/${asset.id}`, assetBody("UD-0005", tools, { name: "Forklift", brand: "Toyota", status: "BROKEN" }))
    )
    expect(broken.status).toBe("BROKEN")
    // an edit that leaves the status (and the brand) out keeps them
    const renamed = await json<Asset>(as("ADMIN", "PATCH", `/assets/${asset.id}`, { ...assetBody("UD-0005", tools, { name: "Forklift 2" }), brand: undefined }))
    expect(renamed).toMatchObject({ name: "Forklift 2", status: "BROKEN", brand: "Toyota" })
    expect((await read<AssetPage>("/assets?status=BROKEN")).items.map((a) => a.assetTag)).toEqual(["UD-0005"])
    expect((await read<AssetPage>("/assets?q=toyota")).items.map((a) => a.assetTag)).toEqual(["UD-0005"])
    const all = (await read<AssetPage>("/assets?limit=200", "MANAGER")).items
    expect((await read<AssetPage>(`/assets?categoryId=${tools}`)).total).toBe(all.filter((a) => a.categoryId === tools).length)
    const stats = await read<AssetStats>("/assets/stats", "MANAGER")
    expect(stats).toMatchObject({
      totalAssets: all.length,
      activeAssets: all.filter((a) => a.status === "ACTIVE").length,
      inMaintenance: 0,
      brokenAssets: 1,
      totalValue: all.reduce((sum, a) => sum + a.purchasePrice!, 0),
      categories: (await read<AssetCategory[]>("/assets/categories")).length
    })
  })

  it("delete: USER may not; MANAGER deletes, the asset is gone, its tag is free again and its category counts one less", async () => {
    const asset = await created("UD-0006")
    const count = async () => (await read<AssetCategory[]>("/assets/categories")).find((c) => c.id === tools)!._count.assets
    const before = await count()
    expect((await as("USER", "DELETE", `/assets/${asset.id}`)).status).toBe(403)
    expect((await as("MANAGER", "DELETE", `/assets/${asset.id}`)).status).toBe(200)
    await app.projections.catchUp()
    expect((await as("USER", "GET", `/assets/${asset.id}`)).status).toBe(404)
    expect(await count()).toBe(before - 1)
    expect((await read<{ tags: string[] }>("/assets/unallocated-tags")).tags).toContain("UD-0006")
    expect((await created("UD-0006")).assetTag).toBe("UD-0006")
  })
})
