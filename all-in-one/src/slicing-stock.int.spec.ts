import {
  PAGE_KEYS,
  SlicingMessages,
  type PageKey,
  type PermissionEntry,
  type PermissionMap,
  type LotRecovery,
  type SlicingOperation,
  type StockLedgerEntry,
  type StockVerification,
  type WarehouseStockRow
} from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { killable } from "./testing/killable-store"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"

/**
 * Ending a slicing operation moves stock (factory spec section 4; issue 25 item 4): the sleeper
 * out of its NOT_DRIED row, the planks in by thickness, the operation's end and the LOT's record
 * of the sleeper, all in one append; never below zero however many ends race.
 */
let app: HandWired
let kill: ReturnType<typeof killable>
let admin: string
let woodTypeId: string
let warehouseId: string
const PASSWORD = "Passw0rd-long"

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const asAdmin: Write = (method, path, body) => app.api(method, path, { token: admin, json: body })
const read = async <T>(path: string, token = admin) => {
  await app.projections.catchUp()
  const response = await app.api("GET", path, { token })
  expect(response.status, path).toBe(200)
  return json<T>(response)
}
const rowOf = async (thickness: string) =>
  (await read<WarehouseStockRow[]>(`/management/warehouses/${warehouseId}/stock`)).find((r) => r.thickness === thickness)?.statusNotDried ?? 0
const verified = async () => expect(await read<StockVerification>("/management/stock/verify")).toMatchObject({ mismatches: [] })
const ledgerOf = async (op: SlicingOperation) =>
  (await read<{ items: StockLedgerEntry[] }>(`/management/stock/ledger?warehouseId=${warehouseId}&limit=200`)).items.filter((e) => e.sourceDocumentId === op.id)
const lotEvents = async (lotId: string) => (await Effect.runPromise(app.store.readStream(`Lot-${lotId}`))).map((e) => e.type)

/** A 2 m operation on one sleeper: four 1" (2.54 cm) planks and two 2" (5.08 cm) ones. */
const operation = (lotNumber: string, sleeper: number) => ({
  wood_type_id: woodTypeId,
  lot_number: lotNumber,
  sleeper_number: sleeper,
  start_time: "2026-11-24T07:30:00.000Z",
  sleeper_sizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
  plank_sizes: [
    { sequence: 1, width: 10, height: 2.54, length: 3, quantity: 4, parentSequence: 1 },
    { sequence: 2, width: 10, height: 5.08, length: 3, quantity: 2, parentSequence: 1 }
  ],
  notes: null
})
const record = async (lotNumber: string, sleeper: number, token = admin) => {
  const response = await app.api("POST", "/factory/operations", { token, json: operation(lotNumber, sleeper) })
  expect(response.status).toBe(201)
  return json<SlicingOperation>(response)
}
const end = (id: string, token = admin, headers?: Record<string, string>) =>
  app.api("PATCH", `/factory/operations/${id}`, { token, json: { status: "completed", updated_at: new Date().toISOString() }, headers })

/** Six 6" sleepers (15.24 x 20 cm x 3 m) received into the yard. */
const sixSleepers = (lotNumber: string) =>
  receivedLot(asAdmin, { lotNumber, woodTypeId, warehouseId, sleepers: [{ height: 15.24, width: 20, length: 300, quantity: 6 }] })

const NONE: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
const FULL: PermissionEntry = { access: true, read: true, create: true, edit: true, delete: true, amount: true }
const onlyPages = (pages: Partial<Record<PageKey, PermissionEntry>>): PermissionMap =>
  Object.fromEntries(PAGE_KEYS.map((page) => [page, pages[page] ?? NONE])) as PermissionMap
const signUp = async (email: string, role: string, permissions: PermissionMap | null = null) => {
  const created = await app.api("POST", "/users", { token: admin, json: { email, password: PASSWORD, firstName: "S", lastName: role, role, permissions } })
  expect(created.status).toBe(201)
  return app.login(email, PASSWORD)
}

beforeAll(async () => {
  app = await wireByHand({ store: (store) => (kill = killable(store)).store })
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(asAdmin("POST", "/factory/wood-types", { name: "Mninga" }))).id
  warehouseId = await stockWarehouse(asAdmin, "WH-SLICE")
})
afterAll(async () => app?.close())

describe("ending a slicing operation moves its stock in the same append", () => {
  it('takes the sleeper out of its 6" NOT_DRIED row and puts 4 x 1" and 2 x 2" planks in, the ledger naming the operation and the LOT; the LOT records the sleeper', async () => {
    const lot = await sixSleepers("LOT-ST-01")
    const op = await record("LOT-ST-01", 1)
    expect([await rowOf('6"'), await rowOf('1"'), await rowOf('2"')]).toEqual([6, 0, 0])
    const ended = await end(op.id)
    expect(ended.status).toBe(200)
    expect((await json<SlicingOperation>(ended)).status).toBe("completed")
    expect([await rowOf('6"'), await rowOf('1"'), await rowOf('2"')]).toEqual([5, 4, 2])
    const ledger = await ledgerOf(op)
    expect(ledger.map((e) => [e.thickness, e.change, e.reason]).sort()).toEqual(
      [
        ['6"', -1, "Sliced: sleeper #1 of LOT LOT-ST-01"],
        ['1"', 4, "Planks from sleeper #1 of LOT LOT-ST-01"],
        ['2"', 2, "Planks from sleeper #1 of LOT LOT-ST-01"]
      ].sort()
    )
    expect(ledger.every((e) => e.source === "SLICING_COMPLETED" && e.sourceDocumentNumber === op.serial_number)).toBe(true)
    expect((await lotEvents(lot.id)).slice(-2)).toEqual(["LotSlicingStarted", "LotSleeperSliced"])
    // the same end again (a retry) moves nothing more
    expect((await end(op.id)).status).toBe(200)
    expect(await rowOf('6"')).toBe(5)
    await verified()
    // the LOT's volume account: six sleepers received, one sliced into its planks
    const recovery = await read<LotRecovery>("/factory/lot-recovery?lot_number=LOT-ST-01")
    const sleeper = 0.2 * 0.1524 * 3
    const planks = 4 * 0.1 * 0.0254 * 3 + 2 * 0.1 * 0.0508 * 3
    expect(recovery).toMatchObject({ lot_number: "LOT-ST-01", counted_sleepers: 6, sliced_sleepers: 1 })
    expect(recovery.received_m3).toBeCloseTo(6 * sleeper, 10)
    expect(recovery.unsliced_m3).toBeCloseTo(5 * sleeper, 10)
    expect(recovery.sliced_sleeper_m3).toBeCloseTo(sleeper, 10)
    expect(recovery.plank_m3).toBeCloseTo(planks, 10)
    expect(recovery.waste_m3).toBeCloseTo(sleeper - planks, 10)
    expect(recovery.recovery_factor).toBeCloseTo(planks / sleeper, 10)
  })

  it("when the process dies at any call to the store during the end, then the operation, the LOT and every row moved together or not at all", async () => {
    // twelve 7" sleepers (17.78 cm): a row of their own
    const lot = await receivedLot(asAdmin, {
      lotNumber: "LOT-ST-02",
      woodTypeId,
      warehouseId,
      sleepers: [{ height: 17.78, width: 20, length: 300, quantity: 12 }]
    })
    const probe = await record("LOT-ST-02", 12)
    const calls = kill.count()
    expect((await end(probe.id)).status).toBe(200)
    const total = calls()
    expect(total).toBeGreaterThan(1)
    const cases = [...Array.from({ length: total }, (_, at) => ({ at, when: "before" as const })), { at: total - 1, when: "after" as const }]
    let sleeper = 0
    let left = 11
    for (const { at, when } of cases) {
      sleeper += 1
      if (sleeper === 12) throw new Error("more store calls than sleepers: give the LOT more")
      const op = await record("LOT-ST-02", sleeper)
      const sliced = async () => ({
        ended: (await Effect.runPromise(app.store.readStream(`SlicingOperation-${op.id}`))).some((e) => e.type === "SlicingOperationEnded"),
        lot: (await Effect.runPromise(app.store.readStream(`Lot-${lot.id}`))).filter((e) => e.type === "LotSleeperSliced").length,
        movements: (await ledgerOf(op)).length
      })
      const before = (await sliced()).lot
      kill.arm(at, when)
      expect((await end(op.id, admin, { "idempotency-key": `end-${op.id}` })).status).toBe(500)
      const stored = await sliced()
      if (when === "after") left -= 1
      expect(stored).toEqual(when === "after" ? { ended: true, lot: before + 1, movements: 3 } : { ended: false, lot: before, movements: 0 })
      expect(await rowOf('7"')).toBe(left)
      await verified()
      if (when === "before") {
        expect((await end(op.id, admin, { "idempotency-key": `end-${op.id}` })).status).toBe(200)
        left -= 1
        expect(await sliced()).toEqual({ ended: true, lot: before + 1, movements: 3 })
      }
    }
  })

  it("refuses to end an operation whose sleeper is no longer in stock, in words that say so, and changes nothing", async () => {
    await receivedLot(asAdmin, { lotNumber: "LOT-ST-03", woodTypeId, warehouseId, sleepers: [{ height: 30, width: 30, length: 300 }] })
    const op = await record("LOT-ST-03", 1)
    // the only 12" × 12" sleeper (30 cm measured) went elsewhere (a stock count found it split)
    expect(
      (
        await asAdmin("POST", "/management/stock/adjustments", {
          warehouseId,
          woodTypeId,
          product: "SLEEPER",
          thickness: '12"',
          width: '12"',
          woodStatus: "NOT_DRIED",
          quantity: 0,
          reason: "Split"
        })
      ).status
    ).toBe(201)
    const refused = await end(op.id)
    expect(refused.status).toBe(422)
    expect((await json<{ message: string }>(refused)).message).toBe(SlicingMessages.sleeperNotInStock(1, "LOT-ST-03", 'Sleeper 12" × 12"'))
    expect((await read<{ items: SlicingOperation[] }>("/factory/operations?lot_number=LOT-ST-03")).items[0]!.status).toBe("in_progress")
    expect(await ledgerOf(op)).toEqual([])
    await verified()
  })

  it("refuses to end an operation on a LOT that was never received", async () => {
    const op = await record("LOT-ST-NOWHERE", 1)
    const refused = await end(op.id)
    expect(refused.status).toBe(422)
    expect((await json<{ message: string }>(refused)).message).toBe(SlicingMessages.lotNotInStock("LOT-ST-NOWHERE"))
  })

  it("when six ends race for a row holding two pieces, then exactly two end, the row is 0 and never below, and the ledger sums to the rows", async () => {
    // six 5" sleepers (12.7 cm): a row of their own
    const lot = await receivedLot(asAdmin, {
      lotNumber: "LOT-ST-04",
      woodTypeId,
      warehouseId,
      sleepers: [{ height: 12.7, width: 20, length: 300, quantity: 6 }]
    })
    const ops = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => record("LOT-ST-04", n)))
    const kiln = {
      warehouseId,
      woodTypeId,
      product: "SLEEPER",
      thickness: '5"',
      width: '8"',
      woodStatus: "NOT_DRIED",
      quantity: 2,
      reason: "Four went to the kiln"
    }
    expect((await asAdmin("POST", "/management/stock/adjustments", kiln)).status).toBe(201)
    expect(await rowOf('5"')).toBe(2)
    const answers = await Promise.all(ops.map((op) => end(op.id)))
    // too much contention may answer 409; those try again, as a user would
    const statuses = await Promise.all(answers.map(async (a, i) => (a.status === 409 ? (await end(ops[i]!.id)).status : a.status)))
    expect(statuses.filter((s) => s === 200)).toHaveLength(2)
    expect(statuses.filter((s) => s !== 200)).toEqual([422, 422, 422, 422])
    expect(await rowOf('5"')).toBe(0)
    expect((await Effect.runPromise(app.store.readStream(`Lot-${lot.id}`))).filter((e) => e.type === "LotSleeperSliced")).toHaveLength(2)
    await verified()
  })
})

describe("the slicer's calls check the page permission wood-slicing on the server (factory spec sections 6 and 7)", () => {
  const READS = [
    "/factory/wood-types",
    "/management/wood-receipts",
    "/factory/drafts?receipt_id=LOT-ST-05",
    "/factory/receipt-history?receipt_id=LOT-ST-05",
    "/factory/operations",
    "/factory/lot-recovery?lot_number=LOT-ST-05"
  ]
  const readStatuses = async (token: string) => {
    await app.projections.catchUp()
    return Promise.all(READS.map(async (path) => (await app.api("GET", path, { token })).status))
  }
  /** record, revise, end and delete as this user; the statuses in that order */
  const writeStatuses = async (token: string, sleeper: number) => {
    const recorded = await app.api("POST", "/factory/operations", { token, json: operation("LOT-ST-05", sleeper) })
    // a user who may not record still tries every write on an operation someone else recorded
    const id = recorded.status === 201 ? (await json<SlicingOperation>(recorded)).id : (await record("LOT-ST-05", sleeper)).id
    const revised = await app.api("PATCH", `/factory/operations/${id}`, { token, json: { ...operation("LOT-ST-05", sleeper), notes: "re-cut" } })
    const ended = await end(id, token)
    const other = await record("LOT-ST-05", sleeper + 10)
    const removed = await app.api("DELETE", `/factory/operations/${other.id}`, { token })
    return [recorded.status, revised.status, ended.status, removed.status]
  }

  beforeAll(async () => {
    await sixSleepers("LOT-ST-05")
  })

  it("an ADMIN and a MANAGER read and write; a USER (read only) reads and is refused every write with 403, nothing stored", async () => {
    const manager = await signUp("slicing.manager@timber.works", "MANAGER")
    const user = await signUp("slicing.user@timber.works", "USER")
    expect(await readStatuses(admin)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await readStatuses(manager)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await readStatuses(user)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await writeStatuses(manager, 1)).toEqual([201, 200, 200, 200])
    expect(await writeStatuses(admin, 2)).toEqual([201, 200, 200, 200])
    const before = await rowOf('6"')
    expect(await writeStatuses(user, 3)).toEqual([403, 403, 403, 403])
    expect(await rowOf('6"')).toBe(before)
  })

  it("a user whose only page is the slicer reads every call the screen makes and writes; a user without it is refused the slicer's own calls", async () => {
    const slicer = await signUp("slicing.only@timber.works", "USER", onlyPages({ "wood-slicing": FULL }))
    expect(await readStatuses(slicer)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await writeStatuses(slicer, 4)).toEqual([201, 200, 200, 200])
    const calculatorOnly = await signUp("calculator.only@timber.works", "USER", onlyPages({ "wood-calculator": FULL }))
    // wood types are reference data for any signed-in user; everything else is the slicer's page
    expect(await readStatuses(calculatorOnly)).toEqual([200, 403, 403, 403, 403, 403])
    expect(await writeStatuses(calculatorOnly, 5)).toEqual([403, 403, 403, 403])
  })
})

describe("serial numbers (factory spec section 9: WS- and the uppercase base-36 timestamp)", () => {
  it("when eight operations are created in the same millisecond, then each gets its own serial", async () => {
    // the services' clock stands still here: every create sees the same millisecond (a minute on from the earlier specs' operations)
    app.clock.now = new Date(app.clock.now.getTime() + 60_000)
    const create = async (sleeper: number): Promise<Response> => {
      const response = await app.api("POST", "/factory/operations", { token: admin, json: operation("LOT-ST-07", sleeper) })
      // too much contention answers 409: the slicer's save retries, as the console does
      return response.status === 409 ? create(sleeper) : response
    }
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(create))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201, 201, 201])
    const serials = await Promise.all(answers.map(async (a) => (await json<SlicingOperation>(a)).serial_number))
    expect(serials.every((s) => /^WS-[0-9A-Z]+$/.test(s))).toBe(true)
    expect(new Set(serials).size).toBe(8)
    expect(serials).toContain(`WS-${app.clock.now.getTime().toString(36).toUpperCase()}`)
  })
})
