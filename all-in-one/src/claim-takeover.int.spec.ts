import { ABANDONED_CLAIM_MS, UniqueValues } from "@timber/command-service"
import { AuthMessages, LotMessages, SlicingMessages } from "@timber/contracts"
import { reservationStream } from "@timber/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"

let wired: HandWired
let admin: string
let woodTypeId: string

beforeAll(async () => {
  wired = await wireByHand()
  admin = await wired.login()
  woodTypeId = ((await (await wired.api("POST", "/factory/wood-types", { token: admin, json: { name: "Mninga" } })).json()) as { id: string }).id
}, 120_000)
afterAll(async () => wired?.close())
beforeEach(() => {
  wired.clock.now = new Date()
})

/** What a create that failed after claiming leaves behind: a claim whose owner never appeared. */
const abandonClaim = (scope: string, key: string) =>
  Effect.runPromise(
    wired.store.appendToStream(
      reservationStream(scope, key),
      [
        {
          id: randomUUID(),
          type: "ReservationClaimed",
          data: { scope, key, ownerId: `never-created-${randomUUID()}` },
          metadata: { userId: "ghost", occurredAt: new Date().toISOString() }
        }
      ],
      { expectedRevision: "no_stream" }
    )
  )
const pastAbandonment = () => {
  wired.clock.now = new Date(Date.now() + ABANDONED_CLAIM_MS + 1_000)
}
const message = async (response: Response) => ((await response.json()) as { message: string }).message

const createLot = (lotNumber: string) =>
  wired.api("POST", "/management/wood-receipts", {
    token: admin,
    json: { wood_type_id: woodTypeId, supplier: "S", receipt_date: "2026-11-21", lot_number: lotNumber, purchase_order: "PO" }
  })
const sliceSleeper = (lotNumber: string, sleeperNumber: number) =>
  wired.api("POST", "/factory/operations", {
    token: admin,
    json: {
      wood_type_id: woodTypeId,
      lot_number: lotNumber,
      sleeper_number: sleeperNumber,
      sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
      plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 6, parentSequence: 1 }]
    }
  })
const createUser = (email: string) =>
  wired.api("POST", "/users", { token: admin, json: { email, password: "Passw0rd-long", firstName: "Ghost", lastName: "Free", role: "USER" } })

describe(`a claim on a unique value whose owner never appeared is taken over after ${ABANDONED_CLAIM_MS / 1000} s, never before`, () => {
  const abandoned = [
    {
      value: "a LOT number",
      by: "a LOT create",
      claim: [UniqueValues.lotNumber.scope, UniqueValues.lotNumber.key("LOT-GHOST-1")],
      attempt: () => createLot("LOT-GHOST-1"),
      taken: LotMessages.lotNumberTaken("LOT-GHOST-1")
    },
    {
      value: "a sleeper",
      by: "a slicing save",
      claim: [UniqueValues.sleeper.scope, UniqueValues.sleeper.key("LOT-GHOST-2", 3)],
      attempt: () => sliceSleeper("LOT-GHOST-2", 3),
      taken: SlicingMessages.sleeperTaken(3)
    },
    {
      value: "an e-mail",
      by: "a registration",
      claim: [UniqueValues.userEmail.scope, UniqueValues.userEmail.key("ghost.user@timber.works")],
      attempt: () => createUser("ghost.user@timber.works"),
      taken: AuthMessages.emailTaken("ghost.user@timber.works")
    }
  ] as const

  for (const { value, by, claim, attempt, taken } of abandoned) {
    it(`given ${value} claimed by ${by} that failed, then claiming it again is refused at first and accepted once the claim is abandoned`, async () => {
      await abandonClaim(claim[0], claim[1])
      const early = await attempt()
      expect(early.status).toBe(409)
      expect(await message(early)).toBe(taken)
      pastAbandonment()
      expect((await attempt()).status).toBe(201)
    })
  }

  it("given values held by a LOT, an operation and a user that exist, then no later claim takes them over, however late", async () => {
    expect((await createLot("LOT-HELD-1")).status).toBe(201)
    expect((await sliceSleeper("LOT-HELD-1", 1)).status).toBe(201)
    expect((await createUser("held.user@timber.works")).status).toBe(201)
    pastAbandonment()
    expect((await createLot("LOT-HELD-1")).status).toBe(409)
    expect((await sliceSleeper("LOT-HELD-1", 1)).status).toBe(409)
    expect((await createUser("held.user@timber.works")).status).toBe(409)
  })
})
