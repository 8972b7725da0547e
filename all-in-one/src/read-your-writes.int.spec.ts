import { ConsistencyHeaders } from "@timber/contracts"
import { sql } from "kysely"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { READ_YOUR_WRITES_TIMEOUT_MS } from "@timber/query-service"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let woodTypeId: string

beforeAll(async () => {
  app = await startTestApp({ readYourWritesTimeoutMs: READ_YOUR_WRITES_TIMEOUT_MS })
  admin = await app.login()
  woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } })).json()) as { id: string }).id
})
afterEach(() => app.projections.resume())
afterAll(async () => app?.close())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const createLot = async (lotNumber: string) => {
  const created = await app.api("/management/wood-receipts", {
    method: "POST",
    token: admin,
    json: { wood_type_id: woodTypeId, supplier: "Kilombero", receipt_date: "2026-11-21", lot_number: lotNumber, purchase_order: "PO-1" }
  })
  expect(created.status).toBe(201)
  return created.headers.get(ConsistencyHeaders.eventPosition)!
}

const listLots = (position: string) => app.api("/management/wood-receipts", { token: admin, headers: { [ConsistencyHeaders.minPosition]: position } })
const lotNumbers = async (response: Response) => ((await response.json()) as { items: Array<{ lotNumber: string }> }).items.map((lot) => lot.lotNumber)

describe("read-your-writes (X-Min-Position)", () => {
  it("given the projections slowed, when a LOT is created and listed at once with its position, then the list holds the new LOT", async () => {
    await app.projections.pause()
    const position = await createLot("RYW-SLOW-1")
    const reading = listLots(position)
    // the read model catches up a second later: well within the 2 s a read may wait
    await sleep(1_000)
    app.projections.resume()
    const response = await reading
    expect(await lotNumbers(response)).toContain("RYW-SLOW-1")
    expect(response.headers.get(ConsistencyHeaders.dataBehind)).toBeNull()
  })

  it("given the projections paused, a read with the create's position does not answer until they resume, then answers with the new LOT", async () => {
    await app.projections.pause()
    const position = await createLot("RYW-PAUSED-1")
    let answered = false
    const reading = listLots(position).then((response) => ((answered = true), response))
    await sleep(500)
    expect(answered).toBe(false)
    app.projections.resume()
    const response = await reading
    expect(await lotNumbers(response)).toContain("RYW-PAUSED-1")
  })

  it("given the projections paused past the 2 s timeout, the read answers with the data it has and names the read model it is behind on", async () => {
    await app.projections.pause()
    const position = await createLot("RYW-LATE-1")
    const started = Date.now()
    const response = await listLots(position)
    expect(Date.now() - started).toBeGreaterThanOrEqual(READ_YOUR_WRITES_TIMEOUT_MS - 100)
    expect(response.status).toBe(200)
    expect(response.headers.get(ConsistencyHeaders.dataBehind)).toBe("wood-receipts")
    expect(await lotNumbers(response)).not.toContain("RYW-LATE-1")
  })

  it("a read waits only for the projections serving it: a lagging checkpoint of another read model does not slow the LOT list", async () => {
    // a checkpoint no runner moves: a read model far behind the head
    await sql`insert into projection_checkpoints (name, version, position, state) values ('lagging-elsewhere', 1, 0, 'running')`.execute(app.database.db)
    try {
      const position = await createLot("RYW-ONLY-MINE-1")
      const started = Date.now()
      const response = await listLots(position)
      // well short of the timeout a read otherwise waits out
      expect(Date.now() - started).toBeLessThan(READ_YOUR_WRITES_TIMEOUT_MS)
      expect(await lotNumbers(response)).toContain("RYW-ONLY-MINE-1")
      expect(response.headers.get(ConsistencyHeaders.dataBehind)).toBeNull()
    } finally {
      await sql`delete from projection_checkpoints where name = 'lagging-elsewhere'`.execute(app.database.db)
    }
  })
})

describe("read-your-writes waits only for someone who may read", () => {
  it("given the read models held behind, when an anonymous request or a USER without the page asks for a far position, then each is refused at once instead of holding its connection for the wait", async () => {
    const user = await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email: "ryw.viewer@timber.works", password: "Passw0rd-long", firstName: "Asha", lastName: "Viewer", role: "USER" }
    })
    expect(user.status).toBe(201)
    const viewer = await app.login("ryw.viewer@timber.works", "Passw0rd-long")
    await app.projections.pause()
    const far = { [ConsistencyHeaders.minPosition]: "9000000000000000000" }
    const timed = async (request: Promise<Response>) => {
      const started = Date.now()
      const response = await request
      return { status: response.status, ms: Date.now() - started }
    }
    const anonymous = await timed(app.api("/management/wood-receipts", { headers: far }))
    const refused = await timed(app.api("/users", { token: viewer, headers: far }))
    expect(anonymous.status).toBe(401)
    expect(refused.status).toBe(403)
    // the wait would be READ_YOUR_WRITES_TIMEOUT_MS (2 s) or more; a refusal answers well before it
    expect(anonymous.ms).toBeLessThan(READ_YOUR_WRITES_TIMEOUT_MS * 0.75)
    expect(refused.ms).toBeLessThan(READ_YOUR_WRITES_TIMEOUT_MS * 0.75)
  })
})
