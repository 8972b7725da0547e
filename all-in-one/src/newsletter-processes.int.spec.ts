import { seedAdmin, type CommandService } from "@timber/command-service"
import type { Database } from "@timber/eventstore"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { commandServicesOnOneDatabase, type CommandServicesOnOneDatabase } from "./testing/command-services-on-one-database"

/**
 * "Already subscribed" across processes (issue 38 item 8): the address's reservation is keyed under
 * the address's own key, which the first sign-up draws and every other one, in any process, must
 * find. Two command services share one database here, as two processes would.
 */
let shared: CommandServicesOnOneDatabase
let database: Database
let services: ReadonlyArray<CommandService> = []
let client = 0

beforeAll(async () => {
  shared = await commandServicesOnOneDatabase(2, {
    jwtSecret: "shared-secret",
    processes: false,
    signInLimits: { refusalFloorMs: 0 },
    signUpLimits: { perEmailPerHour: 100 }
  })
  ;({ database, services } = shared)
  await seedAdmin({ database, store: shared.store, email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD })
}, 60_000)
afterAll(async () => shared?.close())

const call = (service: CommandService, method: string, path: string, init: { json?: unknown; token?: string } = {}) =>
  service.handle(
    new Request(`http://timber.test/api${path}`, {
      method,
      headers: {
        "x-timber-client-address": `198.51.100.${++client}`,
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {})
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json)
    })
  )

/** Four sign-ups of one address at once through each service, in two spellings. */
const notifyMeEverywhere = (email: string) =>
  Promise.all(
    Array.from({ length: 8 }, (_, n) => call(services[n % 2]!, "POST", "/crm/newsletter/subscribe", { json: { email: n % 3 ? email : email.toUpperCase() } }))
  )

const subscribersOfLog = async () =>
  (await sql<{ stream_id: string }>`select stream_id from events where type = 'NewsletterSubscribed' order by position`.execute(database.db)).rows.map(
    (row) => row.stream_id
  )

describe("Notify Me of one address through two processes at once", () => {
  it("given eight sign-ups of a new address spread over two command services, then all are thanked alike and exactly one subscriber exists; once erased, the same race again makes exactly one new one", async () => {
    const first = await notifyMeEverywhere("twice@timber.works")
    expect(first.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const [subscriber, ...others] = await subscribersOfLog()
    expect(others).toEqual([])
    // one key for the address, one for its subscriber: the keys drawn by the sign-ups that found it taken are gone
    const keys = await sql<{ n: string }>`select count(*) as n from erasure_keys`.execute(database.db)
    expect(Number(keys.rows[0]!.n)).toBe(2)

    const login = await call(services[0]!, "POST", "/auth/login", { json: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD } })
    const { token } = (await login.json()) as { token: string }
    const erased = await call(services[1]!, "DELETE", `/crm/newsletter/subscribers/${subscriber!.replace("NewsletterSubscriber-", "")}`, { token })
    expect(erased.status).toBe(204)
    expect(Number((await sql<{ n: string }>`select count(*) as n from erasure_keys`.execute(database.db)).rows[0]!.n)).toBe(0)

    const again = await notifyMeEverywhere("twice@timber.works")
    expect(again.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const all = await subscribersOfLog()
    expect(all).toHaveLength(2)
    expect(all[1]).not.toBe(subscriber)
  }, 60_000)
})
