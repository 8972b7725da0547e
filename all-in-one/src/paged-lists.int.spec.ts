import { PAGE_DEFAULT, WEBSITE_UPLOAD_MAX_FILES } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { receivedLot, stockWarehouse } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 36 item 2, list by list: every list answers a page sorted, filtered and searched on the
 * server. Each list below is filled with more records than a default page holds, then read as a
 * user's grid reads it.
 */

let app: TestApp
let admin: string

interface Page {
  readonly items: ReadonlyArray<{ readonly id: string }>
  readonly nextCursor: string | null
  readonly total: number
}

/** A list as the spec reads it: its path (with the filters that keep to this spec's records), a sort other than the default, and how to fill it. */
interface PagedList {
  readonly name: string
  readonly path: string
  /** a sort whose order differs from the default on the records `fill` made */
  readonly otherSort: string
  /** filters and searches, each matching every record `fill` made or none of them */
  readonly narrowed: ReadonlyArray<{ readonly params: Record<string, string | ReadonlyArray<string>>; readonly matches: "all" | "none" }>
  /** makes at least `count` records the path lists */
  readonly fill: (count: number) => Promise<void>
}

const write = async (method: string, path: string, json: unknown) => {
  const response = await app.api(path, { method, token: admin, json })
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { id: string }
}
const asAdmin = (method: string, path: string, json: unknown) => app.api(path, { method, token: admin, json })

const settled = async () => {
  await app.processesSettled()
  return { "x-min-position": (await Effect.runPromise(app.store.headPosition())).toString() }
}
const withParams = (path: string, params: Record<string, string | ReadonlyArray<string>>) => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) for (const one of typeof value === "string" ? [value] : value) query.append(name, one)
  return `${path}${path.includes("?") ? "&" : "?"}${query}`
}
const read = async (path: string) => app.api(path, { token: admin, headers: await settled() })
const page = async (path: string) => {
  const response = await read(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as Page
}

const FILLED = PAGE_DEFAULT + 1
let woodTypeId: string
let warehouseId: string
/** the warehouse whose adjustments (and so ledger lines) this spec counts */
let countedWarehouseId: string
let assetCategoryId: string
/** the folder whose files this spec counts */
let shelfId: string

const LISTS: ReadonlyArray<PagedList> = [
  {
    name: "slicing operations",
    path: "/factory/operations?lot_number=LOT-PAGED-SL",
    otherSort: "sleeperNumber",
    narrowed: [
      { params: { q: "paged-sl" }, matches: "all" },
      { params: { status: "completed" }, matches: "none" },
      { params: { q: "Teak" }, matches: "none" }
    ],
    fill: async (count) => {
      await receivedLot(asAdmin, { lotNumber: "LOT-PAGED-SL", woodTypeId, warehouseId, sleepers: [{ height: 20, width: 20, length: 200, quantity: count }] })
      for (let sleeper = 1; sleeper <= count; sleeper++)
        await write("POST", "/factory/operations", {
          wood_type_id: woodTypeId,
          lot_number: "LOT-PAGED-SL",
          sleeper_number: sleeper,
          start_time: "2026-11-22T07:30:00.000Z",
          sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
          plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 6, parentSequence: 1 }],
          notes: null
        })
    }
  },
  {
    name: "drying batches",
    path: "/factory/drying-processes",
    otherSort: "createdAt",
    narrowed: [
      { params: { status: "IN_PROGRESS", q: "mninga" }, matches: "all" },
      { params: { status: "COMPLETED" }, matches: "none" },
      { params: { woodTypeId: "no-such-wood" }, matches: "none" }
    ],
    fill: async (count) => {
      for (let n = 1; n <= count; n++)
        await write("POST", "/factory/drying-processes", {
          woodTypeId,
          thickness: 2,
          thicknessUnit: "inch",
          pieceCount: 10,
          startingHumidity: 60,
          startTime: new Date(Date.UTC(2026, 10, 1, n)).toISOString(),
          notes: null
        })
    }
  },
  {
    name: "transfers",
    path: "/transfers",
    otherSort: "transferNumber",
    narrowed: [
      { params: { status: ["PENDING", "APPROVED"], q: "wh-paged-kiln" }, matches: "all" },
      { params: { status: ["APPROVED", "IN_TRANSIT"] }, matches: "none" },
      { params: { toWarehouseId: "no-such-warehouse" }, matches: "none" },
      // the Wood Transfers screen's ?transfer=<id> link reads one transfer by its id
      { params: { id: "no-such-transfer" }, matches: "none" }
    ],
    fill: async (count) => {
      const kiln = await stockWarehouse(asAdmin, "WH-PAGED-KILN")
      await write("POST", "/management/stock/adjustments", {
        warehouseId,
        woodTypeId,
        thickness: '1"',
        woodStatus: "DRIED",
        quantity: count,
        reason: "Stock count"
      })
      for (let n = 1; n <= count; n++)
        await write("POST", "/transfers", {
          fromWarehouseId: warehouseId,
          toWarehouseId: kiln,
          transferDate: "2026-11-28T08:00:00.000Z",
          notes: null,
          items: [{ woodTypeId, thickness: '1"', quantity: 1, woodStatus: "DRIED", remarks: null }]
        })
    }
  },
  {
    name: "stock adjustments",
    get path() {
      return `/management/stock/adjustments?warehouseId=${countedWarehouseId}`
    },
    otherSort: "woodStatus",
    narrowed: [
      { params: { q: "stock count" }, matches: "all" },
      { params: { woodStatus: "DAMAGED" }, matches: "none" }
    ],
    fill: async (count) => {
      countedWarehouseId = await stockWarehouse(asAdmin, "WH-PAGED-COUNT")
      for (let n = 1; n <= count; n++)
        await write("POST", "/management/stock/adjustments", {
          warehouseId: countedWarehouseId,
          woodTypeId,
          thickness: '2"',
          woodStatus: n % 2 ? "DRIED" : "NOT_DRIED",
          quantity: n,
          reason: "Stock count"
        })
    }
  },
  {
    name: "stock ledger",
    get path() {
      return `/management/stock/ledger?warehouseId=${countedWarehouseId}`
    },
    otherSort: "status",
    narrowed: [
      { params: { source: "ADJUSTMENT", q: "stock count" }, matches: "all" },
      { params: { source: "TRANSFER_APPROVED" }, matches: "none" },
      { params: { status: "DAMAGED" }, matches: "none" }
    ],
    // the adjustments above wrote its lines
    fill: async () => {}
  },
  {
    name: "approval requests",
    path: "/management/approvals",
    otherSort: "decidedAt",
    narrowed: [
      { params: { status: "pending", q: "admin" }, matches: "all" },
      { params: { status: "approved" }, matches: "none" },
      { params: { approverId: "no-such-user" }, matches: "none" }
    ],
    // each plank calculation priced above the rule's limit asks the admin's approval
    fill: async (count) => {
      const me = await write("GET", "/auth/me", undefined)
      await write("POST", "/management/approval-rules", { module: "WoodCalculator", condition_type: "cost_above", condition_value: 1000, approver_id: me.id })
      for (let n = 1; n <= count; n++)
        await write("POST", "/factory/calculations", { wood_type_id: woodTypeId, thickness: 2, width: 6, length: 12, price_per_plank: 60000 + n })
    }
  },
  {
    name: "calculations",
    path: "/factory/calculations",
    otherSort: "pricePerPlank",
    narrowed: [
      { params: { q: "mninga" }, matches: "all" },
      { params: { q: "no such wood" }, matches: "none" }
    ],
    // the approval requests above saved them, each priced a little higher than the one before
    fill: async () => {}
  },
  {
    name: "notifications",
    path: "/notifications?type=APPROVAL_REQUESTED",
    otherSort: "type",
    narrowed: [
      { params: { isRead: "false" }, matches: "all" },
      { params: { isRead: "true" }, matches: "none" },
      { params: { q: "no such words" }, matches: "none" }
    ],
    // each approval request above told its approver, the admin
    fill: async () => {}
  },
  {
    name: "assets",
    get path() {
      return `/assets?categoryId=${assetCategoryId}`
    },
    otherSort: "assetTag",
    narrowed: [
      { params: { q: "makita", status: "ACTIVE" }, matches: "all" },
      { params: { status: "BROKEN" }, matches: "none" },
      { params: { location: "no such place" }, matches: "none" },
      { params: { q: "no such saw" }, matches: "none" }
    ],
    // created in ascending tag order: newest first is the tags' order reversed
    fill: async (count) => {
      assetCategoryId = (await write("POST", "/assets/categories", { name: "Paged saws", code: "PGS" })).id
      for (let n = 1; n <= count; n++)
        await write("POST", "/assets", {
          assetTag: `UD-${String(8000 + n)}`,
          categoryId: assetCategoryId,
          name: "Band saw",
          brand: "Makita",
          purchaseDate: "2026-01-31",
          purchasePrice: 1000 + n
        })
    }
  },
  {
    name: "website files",
    get path() {
      return `/website/folders?parentId=${shelfId}`
    },
    otherSort: "name",
    narrowed: [
      { params: { q: "PAGED-FILE" }, matches: "all" },
      { params: { q: "no such file" }, matches: "none" }
    ],
    // uploaded as many at once as an upload takes, named in the order they were sent: newest first is the names reversed
    fill: async (count) => {
      shelfId = (await write("POST", "/website/folders", { name: "Paged shelf" })).id
      for (let from = 1; from <= count; from += WEBSITE_UPLOAD_MAX_FILES) {
        const form = new FormData()
        form.append("folderId", shelfId)
        for (let n = from; n <= Math.min(count, from + WEBSITE_UPLOAD_MAX_FILES - 1); n++)
          form.append("files", new Blob([`file ${n}`], { type: "text/plain" }), `paged-file-${String(n).padStart(3, "0")}.txt`)
        const uploaded = await app.api("/website/files/upload", { method: "POST", token: admin, body: form })
        if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`)
      }
    }
  }
]

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await write("POST", "/factory/wood-types", { name: "Mninga" })).id
  warehouseId = await stockWarehouse(asAdmin, "WH-PAGED")
  for (const list of LISTS) await list.fill(FILLED)
}, 240_000)
afterAll(async () => app?.close())

/** Every page of `path` in one sort, followed by its cursors. */
const walk = async (path: string, limit: number) => {
  const ids: string[] = []
  let cursor: string | undefined
  for (let guard = 0; guard < 100; guard++) {
    const answer = await page(withParams(path, cursor ? { limit: String(limit), cursor } : { limit: String(limit) }))
    ids.push(...answer.items.map((item) => item.id))
    if (answer.nextCursor === null) return { ids, total: answer.total }
    cursor = answer.nextCursor
  }
  throw new Error(`${path}: the pages never ended`)
}

describe.each(LISTS)("the $name list, paged on the server", (list) => {
  it("given more records than a page holds, the default answer is one page of at most 50, well under 100 kB, with a cursor to the next", async () => {
    const response = await read(list.path)
    const text = await response.text()
    const answer = JSON.parse(text) as Page
    expect(answer.items.length).toBeLessThanOrEqual(PAGE_DEFAULT)
    expect(answer.total).toBeGreaterThanOrEqual(FILLED)
    expect(answer.nextCursor).not.toBeNull()
    expect(Buffer.byteLength(text)).toBeLessThan(100_000)
  })

  it("walking the pages gives each record once, as many as the total counts", async () => {
    const { ids, total } = await walk(list.path, 7)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(total)
  })

  it("a sort parameter changes the order", async () => {
    const byDefault = (await walk(list.path, 200)).ids
    const sorted = (await walk(withParams(list.path, { sort: list.otherSort, order: "asc" }), 200)).ids
    expect([...sorted].sort()).toEqual([...byDefault].sort())
    expect(sorted).not.toEqual(byDefault)
  })

  it("its filters and search narrow the list on the server", async () => {
    const all = (await page(list.path)).total
    for (const { params, matches } of list.narrowed)
      expect({ params, total: (await page(withParams(list.path, params))).total }).toEqual({ params, total: matches === "all" ? all : 0 })
  })

  it("a cursor the server did not write, or wrote for another sort, is refused with 400", async () => {
    expect((await read(withParams(list.path, { cursor: "bm90LWEtY3Vyc29y" }))).status).toBe(400)
    const first = await page(withParams(list.path, { limit: "2" }))
    expect((await read(withParams(list.path, { limit: "2", cursor: first.nextCursor!, sort: list.otherSort }))).status).toBe(400)
  })

  it("the OpenAPI document names the list's paging parameters", async () => {
    const docs = (await (await app.api("/docs")).json()) as { paths: Record<string, { get?: { parameters?: ReadonlyArray<{ name: string; in: string }> } }> }
    const path = `/api${list.path.split("?")[0]!}`
    const named = (docs.paths[path]?.get?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name)
    expect(named).toEqual(expect.arrayContaining(["limit", "cursor", "sort", "order", "q"]))
  })
})
