import { AuthMessages } from "@timber/contracts"
import { makeCommandService, type CommandService } from "@timber/command-service"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * The per-address sign-in limit counted once for every command service on one database (issue 36
 * item 4): with the count in each process's memory, N services gave an address N × 20 guesses a
 * minute. Two command services share one database here, as two processes would; the address is
 * the proxy's X-Forwarded-For entry (a web Request has no socket).
 */
const PER_ADDRESS = 20

let database: Database
let store: EventStore
let services: CommandService[] = []

beforeAll(async () => {
  database = await testDatabases("the run's engine").at(-1)!.open()
  store = await makeSqlEventStore(database)
  const make = () =>
    makeCommandService({
      database,
      store,
      jwtSecret: "shared-secret",
      processes: false,
      trustForwardedFor: true,
      signInLimits: { failuresPerAddressPerMinute: PER_ADDRESS, refusalFloorMs: 0 }
    })
  services = [await make(), await make()]
})
afterAll(async () => {
  for (const service of services) await service.dispose()
  await store?.close()
  await database?.close()
})

const signInThrough = async (service: CommandService, address: string, email: string) => {
  const response = await service.handle(
    new Request("http://timber.test/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ email, password: "wrong-guess" })
    })
  )
  return { status: response.status, body: (await response.json()) as { message: string } }
}

describe("failed sign-ins from one address, through two command services", () => {
  it(`given ${PER_ADDRESS} failures from an address spread over both services within a minute, then the next, through either, is refused 429`, async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await signInThrough(services[i % 2]!, "10.20.30.40", `guess.${i}@timber.works`)).status).toBe(401)
    for (const service of services) {
      const refused = await signInThrough(service, "10.20.30.40", "one.more@timber.works")
      expect(refused).toEqual({ status: 429, body: expect.objectContaining({ message: AuthMessages.tooManyAttempts(1) }) })
    }
    // another address still signs in (its guesses are its own)
    expect((await signInThrough(services[1]!, "10.20.30.41", "someone@timber.works")).status).toBe(401)
  })
})
