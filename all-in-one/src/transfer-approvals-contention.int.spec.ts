import { TransferMessages, type StockVerification, type Transfer, type WarehouseStockRow } from "@timber/contracts"
import { makeCommandService, type CommandService } from "@timber/command-service"
import { makeSqlEventStore, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { stockWarehouse, type Write } from "./testing/received-lot"

/**
 * Transfer approvals under 6 concurrent writers on the same rows (issue 38 item 7): 34 pending
 * transfers out of one warehouse's three rows, approved by 6 clients at once. Every approval
 * either moves its pieces or is refused because the row holds too few, in words; none is refused
 * because its retries ran out (409). The store is watched to count the tries each approval took.
 * Once with one command service, as `npm start` runs, and once with the approvers split over two
 * command services on the same log (two processes: this process's turns on a stream do not reach
 * the other's).
 */
const APPROVERS = 6
const TRANSFERS = 34
const ROWS = ['1"', '2"', '3"'] as const
const SEEDED = 100

let app: HandWired
const tokens: Record<string, string> = {}
let woodTypeId: string
const destinations: string[] = []
let second: { commands: CommandService; store: EventStore } | null = null
const tries = new Map<string, number>()
const lostRaces = new Map<string, number>()

const transferOfAppend = (streamIds: ReadonlyArray<string>) => streamIds.find((id) => id.startsWith("Transfer-")) ?? null

/** The store as the services get it, counting each transfer's appends and the ones that lost the race for a revision. */
const countingTries = (store: EventStore): EventStore => ({
  ...store,
  appendToStreams: (batch) => {
    const transfer = transferOfAppend(batch.map((append) => append.streamId))
    if (transfer) tries.set(transfer, (tries.get(transfer) ?? 0) + 1)
    return store
      .appendToStreams(batch)
      .pipe(Effect.tapErrorTag("WrongExpectedRevision", () => Effect.sync(() => transfer && lostRaces.set(transfer, (lostRaces.get(transfer) ?? 0) + 1))))
  }
})

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const asAdmin: Write = (method, path, body) => app.api(method, path, { token: tokens.ADMIN, json: body })
const read = async <T>(path: string) => {
  await app.projections.catchUp()
  return json<T>(app.api("GET", path, { token: tokens.ADMIN }))
}

/** Transfer i takes 10 pieces of one row and 3 of the next, to one of two yards: more than the rows hold, so some approvals must be refused. */
const transferBody = (source: string, i: number) => ({
  fromWarehouseId: source,
  toWarehouseId: destinations[i % destinations.length],
  transferDate: "2026-12-07T08:00:00.000Z",
  notes: `Load ${i + 1}`,
  items: [
    { woodTypeId, thickness: ROWS[i % ROWS.length], quantity: 10, woodStatus: "DRIED", remarks: null },
    { woodTypeId, thickness: ROWS[(i + 1) % ROWS.length], quantity: 3, woodStatus: "DRIED", remarks: null }
  ]
})

/** The sentence of a refusal for stock (TransferMessages.notEnough), whatever the row is called and held when it was read. */
const refusedForStock = (message: string, sourceCode: string) =>
  [10, 3].some((pieces) => {
    const escaped = TransferMessages.notEnough(pieces, "Mvule", "SIZE", "Dried", `Yard ${sourceCode}`, 987654).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    return new RegExp(`^${escaped.replace("SIZE", ".+").replace("987654", "\\d+")}$`).test(message)
  })

beforeAll(async () => {
  app = await wireByHand({ store: countingTries })
  tokens.ADMIN = await app.login()
  woodTypeId = (await json<{ id: string }>(asAdmin("POST", "/factory/wood-types", { name: "Mvule" }))).id
  destinations.push(await stockWarehouse(asAdmin, "WH-DST1"), await stockWarehouse(asAdmin, "WH-DST2"))
  // the clerk raises the transfers; six others approve them (nobody approves their own)
  for (const who of ["CLERK", ...Array.from({ length: APPROVERS - 1 }, (_, i) => `APPROVER${i + 1}`)]) {
    const email = `${who.toLowerCase()}@timber.works`
    const user = await asAdmin("POST", "/users", { email, password: "Passw0rd-long", firstName: who, lastName: "Tester", role: "MANAGER" })
    expect(user.status, await user.clone().text()).toBe(201)
    tokens[who] = await app.login(email, "Passw0rd-long")
  }
  // a second command service on the same log and database, with a store of its own: another process
  const store = countingTries(await makeSqlEventStore(app.database))
  second = { store, commands: await makeCommandService({ database: app.database, store, jwtSecret: "test-secret", processes: false }) }
}, 120_000)
afterAll(async () => {
  await second?.commands.dispose()
  await second?.store.close()
  await app?.close()
})

/** A warehouse holding three rows of 100 dried pieces, 34 pending transfers out of it, approved 6 at a time; `via(i)` is the command service approver i writes to. */
const approveAtOnce = async (sourceCode: string, via: (approver: number) => (request: Request) => Promise<Response>) => {
  const source = await stockWarehouse(asAdmin, sourceCode)
  for (const thickness of ROWS) {
    const seeded = await asAdmin("POST", "/management/stock/adjustments", {
      warehouseId: source,
      woodTypeId,
      thickness,
      woodStatus: "DRIED",
      quantity: SEEDED,
      reason: "Stock count"
    })
    expect(seeded.status, await seeded.clone().text()).toBe(201)
  }
  const transfers: Transfer[] = []
  for (let i = 0; i < TRANSFERS; i++) {
    const response = await app.api("POST", "/transfers", { token: tokens.CLERK, json: transferBody(source, i) })
    expect(response.status, await response.clone().text()).toBe(201)
    transfers.push(await json<Transfer>(response))
  }
  tries.clear()
  lostRaces.clear()
  const approvers = ["ADMIN", ...Array.from({ length: APPROVERS - 1 }, (_, i) => `APPROVER${i + 1}`)]
  const answers: Array<{ transfer: Transfer; status: number; body: { message?: string; status?: string } }> = []
  let next = 0
  await Promise.all(
    approvers.map(async (who, approver) => {
      while (next < transfers.length) {
        const transfer = transfers[next++]!
        const request = new Request(`http://timber.test/api/transfers/${transfer.id}/approve`, {
          method: "POST",
          headers: { authorization: `Bearer ${tokens[who]}` }
        })
        const response = await via(approver)(request)
        answers.push({ transfer, status: response.status, body: await json(response) })
      }
    })
  )
  const approved = answers.filter((answer) => answer.status === 200)
  const refused = answers.filter((answer) => answer.status !== 200)
  const counted = [...tries.values()]
  console.info(
    `transfer approvals (${sourceCode}): ${approved.length} approved, ${refused.filter((a) => a.status === 422).length} refused for stock, ${refused.filter((a) => a.status === 409).length} 409; ` +
      `appends tried: ${counted.reduce((a, b) => a + b, 0)} for ${TRANSFERS} approvals, at most ${Math.max(0, ...counted)} for one; races lost: ${[...lostRaces.values()].reduce((a, b) => a + b, 0)}`
  )
  expect(answers).toHaveLength(TRANSFERS)
  expect(refused.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual([])
  for (const answer of refused) {
    expect(answer.status, answer.body.message).toBe(422)
    expect(refusedForStock(answer.body.message ?? "", sourceCode), answer.body.message).toBe(true)
  }
  expect(approved.length).toBeGreaterThan(0)
  for (const answer of approved) expect(answer.body.status).toBe("APPROVED")

  // the rows moved exactly what the approved transfers took: never below 0, the ledger agrees
  const rows = await read<WarehouseStockRow[]>(`/management/warehouses/${source}/stock`)
  for (const [r, thickness] of ROWS.entries()) {
    const taken = approved.reduce((sum, { transfer }) => {
      const i = transfers.indexOf(transfer)
      return sum + (i % ROWS.length === r ? 10 : 0) + ((i + 1) % ROWS.length === r ? 3 : 0)
    }, 0)
    const row = rows.find((candidate) => candidate.thickness === thickness)
    expect({ thickness, dried: row?.statusDried, out: row?.statusInTransitOut }).toEqual({ thickness, dried: SEEDED - taken, out: taken })
  }
  expect((await read<StockVerification>("/management/stock/verify")).mismatches).toEqual([])
}

describe("transfer approvals under 6 concurrent writers on the same rows", () => {
  it("given 34 pending transfers from one warehouse's three rows, when 6 clients approve them at once, then each is approved or refused for stock in words, never 409", async () => {
    await approveAtOnce("WH-SRC", () => (request) => app.commands.handle(request))
  }, 120_000)

  it("given the 6 clients split over two command services on the same log (two processes), then still each is approved or refused for stock in words, never 409", async () => {
    await approveAtOnce("WH-SRC2", (approver) => (request) => (approver % 2 === 0 ? app.commands : second!.commands).handle(request))
  }, 120_000)
})
