import { PAGE_DEFAULT, PageMessages, type LotDto, type LotPage } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

const LOTS = 120
let app: TestApp
let admin: string
let position = "0"

const list = (query = "") => app.api(`/management/wood-receipts${query}`, { token: admin, headers: { "x-min-position": position } })
const page = async (query = "") => {
  const response = await list(query)
  expect(response.status).toBe(200)
  return (await response.json()) as LotPage
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const woodType = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga", grade: "A" } })
  const woodTypeId = ((await woodType.json()) as { id: string }).id
  for (let i = 1; i <= LOTS; i++) {
    const created = await app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: {
        wood_type_id: woodTypeId,
        // one supplier of its own, to be found by search among 119 others
        supplier: i === 77 ? "Kilombero Valley Teak" : `Sao Hill Sawmill ${i}`,
        receipt_date: "2026-11-20",
        lot_number: `LOT-PAGE-${String(i).padStart(3, "0")}`,
        purchase_order: `PO-${i}`,
        notes: "Sleepers stacked by the north gate, to be measured on arrival".repeat(3),
        total_amount: 0,
        total_volume_m3: 12.345,
        total_pieces: 40
      }
    })
    expect(created.status).toBe(201)
    position = created.headers.get("x-event-position") ?? position
  }
}, 300_000)
afterAll(async () => app?.close())

describe("the LOT list is paged on the server (issue 36 item 2)", () => {
  it(`given ${LOTS} LOTs, the default answer is one page of ${PAGE_DEFAULT}, newest first, with a cursor to the next and the total, well under 100 kB`, async () => {
    const response = await list()
    const body = await response.text()
    const first = JSON.parse(body) as LotPage
    expect(first.items).toHaveLength(PAGE_DEFAULT)
    expect(first.total).toBe(LOTS)
    expect(first.nextCursor).toEqual(expect.any(String))
    expect(first.items[0]!.lotNumber).toBe("LOT-PAGE-120")
    expect(new TextEncoder().encode(body).length).toBeLessThan(100_000)
  })

  it(`walking the pages by their cursors gives every LOT once: ${LOTS} distinct, in LOT number order when sorted so`, async () => {
    const seen: LotDto[] = []
    let cursor: string | null = null
    for (let guard = 0; guard < 10; guard++) {
      const next: LotPage = await page(`?sort=lotNumber&limit=35${cursor ? `&cursor=${cursor}` : ""}`)
      seen.push(...next.items)
      cursor = next.nextCursor
      if (cursor === null) break
    }
    const numbers = seen.map((lot) => lot.lotNumber)
    expect(new Set(numbers).size).toBe(LOTS)
    expect(numbers).toEqual(numbers.toSorted())
  })

  it("q finds the one LOT of a supplier among the others, case aside", async () => {
    const found = await page("?q=kilombero")
    expect(found.items.map((lot) => lot.lotNumber)).toEqual(["LOT-PAGE-077"])
    expect(found.total).toBe(1)
    expect(found.nextCursor).toBeNull()
  })

  it("a cursor the server did not write, or written for another sort, is refused with a 400 that says to reload the list", async () => {
    const first = await page()
    for (const query of ["?cursor=bm90LWEtY3Vyc29y", `?sort=lotNumber&cursor=${first.nextCursor}`]) {
      const refused = await list(query)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBe(PageMessages.cursor)
    }
  })

  it("the OpenAPI document names the list's paging parameters", async () => {
    const docs = (await (await app.api("/docs")).json()) as { paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }> }
    const names = docs.paths["/api/management/wood-receipts"]?.get?.parameters?.map((p) => p.name) ?? []
    expect(names).toEqual(expect.arrayContaining(["limit", "cursor", "sort", "order", "q", "status"]))
  })

  it("the dashboard's summary counts every LOT in SQL, and the top bar's alerts are capped by the server", async () => {
    const summary = await app.api("/management/wood-receipts/summary", { token: admin, headers: { "x-min-position": position } })
    expect(await summary.json()).toEqual({ statuses: [{ status: "PENDING", count: LOTS, volumeM3: expect.closeTo(LOTS * 12.345, 6) }] })
    const alerts = (await (await app.api("/management/wood-receipts/alerts", { token: admin })).json()) as Record<string, LotDto[]>
    expect(alerts.pendingDelivery!.map((lot) => lot.lotNumber)).toEqual(["LOT-PAGE-120", "LOT-PAGE-119", "LOT-PAGE-118"])
    expect([alerts.awaitingConfirmation, alerts.slicing]).toEqual([[], []])
  })
})
