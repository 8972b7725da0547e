import { AuthMessages, UserMessages } from "@timber/contracts"
import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string

const PASSWORD = "First-pass-2026"
const json = async <T = { message: string }>(response: Response) => (await response.json()) as T
const signIn = (email: string, password: string, newPassword?: string) =>
  app.api("/auth/login", { method: "POST", json: newPassword === undefined ? { email, password } : { email, password, newPassword } })

/** A user whose password was set `days` ago (the credentials row is where the time of the last change lives). */
const userWithPasswordAged = async (email: string, days: number) => {
  const created = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email, password: PASSWORD, firstName: "Expiry", lastName: "Case", role: "USER" }
  })
  expect(created.status).toBe(201)
  const { id } = await json<{ id: string }>(created)
  await sql`update credentials set updated_at = now() - make_interval(days => ${days}) where user_id = ${id}`.execute(app.database.db)
  return id
}

const setExpiry = async (days: number) => expect((await app.api("/settings", { method: "PUT", token: admin, json: { passwordExpiry: days } })).status).toBe(200)

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

describe("password expiry (Security tab) acts at sign-in", () => {
  it("given the default 90 days and a password set 91 days ago, the right password alone is refused, and signs in only with a new password of at least 8 characters that is not the old one", async () => {
    const id = await userWithPasswordAged("old.password@timber.works", 91)
    const expired = await signIn("old.password@timber.works", PASSWORD)
    expect(expired.status).toBe(403)
    const body = await json<{ message: string; token?: string }>(expired)
    expect(body.message).toBe(AuthMessages.passwordExpired)
    expect(body.token).toBeUndefined()

    expect((await json(await signIn("old.password@timber.works", PASSWORD, "short"))).message).toBe(UserMessages.passwordTooShort)
    expect((await json(await signIn("old.password@timber.works", PASSWORD, PASSWORD))).message).toBe(AuthMessages.passwordReused)
    // the wrong current password never sets a new one
    expect((await signIn("old.password@timber.works", "Not-the-password", "Brand-new-2026")).status).toBe(401)

    const renewed = await signIn("old.password@timber.works", PASSWORD, "Brand-new-2026")
    expect(renewed.status).toBe(200)
    expect((await json<{ token: string }>(renewed)).token).toBeTruthy()
    expect((await signIn("old.password@timber.works", PASSWORD)).status).toBe(401)
    expect((await signIn("old.password@timber.works", "Brand-new-2026")).status).toBe(200)
    const events = await Effect.runPromise(app.store.readStream(`User-${id}`))
    // the new password keeps the session it signed in with and ends every other one
    expect(events.filter((e) => e.type === "UserPasswordChanged").map((e) => e.data)).toEqual([
      { userId: id, changedBy: id, keptSessionId: expect.any(String) }
    ])
  })

  it("given a password within its days, it signs in as before and a newPassword sent along changes nothing", async () => {
    await userWithPasswordAged("fresh.password@timber.works", 89)
    expect((await signIn("fresh.password@timber.works", PASSWORD)).status).toBe(200)
    expect((await signIn("fresh.password@timber.works", PASSWORD, "Ignored-new-2026")).status).toBe(200)
    expect((await signIn("fresh.password@timber.works", PASSWORD)).status).toBe(200)
  })

  it("given the administrator changes the days, sign-in follows the setting at once; 0 days means passwords never expire", async () => {
    await userWithPasswordAged("thirty.days@timber.works", 31)
    expect((await signIn("thirty.days@timber.works", PASSWORD)).status).toBe(200)
    await setExpiry(30)
    expect((await json(await signIn("thirty.days@timber.works", PASSWORD))).message).toBe(AuthMessages.passwordExpired)
    await setExpiry(0)
    await userWithPasswordAged("ten.years@timber.works", 3_650)
    expect((await signIn("ten.years@timber.works", PASSWORD)).status).toBe(200)
    await setExpiry(90)
  })
})
