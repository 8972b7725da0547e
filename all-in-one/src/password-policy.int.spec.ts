import { AuthMessages, UserMessages } from "@timber/contracts"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 38 item 3: every way a password is chosen (a new user, an administrator's new password,
 * the profile's change, the replacement of an expired or one-time password at sign-in) refuses a
 * password from the packaged list of common and breached passwords, one of spaces only, and, where
 * the person proved their current one, that one again; each with a sentence that says why, named
 * against the form's field so the console shows it beside that field.
 */
let app: TestApp
let admin: string

const PASSWORD = "Sawmill-ledger-7"
const body = async (response: Response) => (await response.json()) as { message: string; details?: { fields?: Array<{ path: string; message: string }> } }

/** The answer is a 400 whose sentence (and field message) is `message`. */
const expectRefused = async (response: Response, message: string, field: string) => {
  expect(response.status).toBe(400)
  expect(await body(response)).toMatchObject({ message, details: { fields: [{ path: field, message }] } })
}

const createUser = (email: string, password: string) =>
  app.api("/users", { method: "POST", token: admin, json: { email, password, firstName: "Policy", lastName: "Case", role: "USER" } })

const signIn = (email: string, password: string, newPassword?: string) =>
  app.api("/auth/login", { method: "POST", json: newPassword === undefined ? { email, password } : { email, password, newPassword } })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

describe("new passwords are worth having", () => {
  it("given an administrator creating a user, when the password is listed (in any case) or only spaces, then nothing is created and the sentence says why", async () => {
    await expectRefused(await createUser("weak.one@timber.works", "password1234"), UserMessages.passwordTooCommon, "password")
    await expectRefused(await createUser("weak.one@timber.works", "PassWord1234"), UserMessages.passwordTooCommon, "password")
    await expectRefused(await createUser("weak.one@timber.works", " ".repeat(12)), UserMessages.passwordOnlySpaces, "password")
    // nothing was created: the e-mail is still free
    expect((await createUser("weak.one@timber.works", PASSWORD)).status).toBe(201)
    expect(await app.login("weak.one@timber.works", PASSWORD)).toBeTruthy()
  })

  it("given an administrator setting a user's new password, when it is listed, then it is refused and the old password still signs in", async () => {
    const created = await createUser("reset.case@timber.works", PASSWORD)
    const { id } = (await created.json()) as { id: string }
    const edit = (password: string) =>
      app.api(`/users/${id}`, {
        method: "PUT",
        token: admin,
        json: { email: "reset.case@timber.works", firstName: "Policy", lastName: "Case", role: "USER", password }
      })
    await expectRefused(await edit("qwertyuiop"), UserMessages.passwordTooCommon, "password")
    await expectRefused(await edit(" ".repeat(9)), UserMessages.passwordOnlySpaces, "password")
    expect((await signIn("reset.case@timber.works", PASSWORD)).status).toBe(200)
    expect((await edit("Sawmill-ledger-8")).status).toBe(200)
    expect((await signIn("reset.case@timber.works", "Sawmill-ledger-8")).status).toBe(200)
  })

  it("given a user changing their own password, when the new one is listed or is their current one again, then it is refused and the current one stays", async () => {
    expect((await createUser("own.change@timber.works", PASSWORD)).status).toBe(201)
    const token = await app.login("own.change@timber.works", PASSWORD)
    const change = (newPassword: string) =>
      app.api("/users/profile", { method: "PUT", token, json: { firstName: "Policy", lastName: "Case", currentPassword: PASSWORD, newPassword } })
    await expectRefused(await change("iloveyou2"), UserMessages.passwordTooCommon, "newPassword")
    await expectRefused(await change(" ".repeat(12)), UserMessages.passwordOnlySpaces, "newPassword")
    await expectRefused(await change(PASSWORD), UserMessages.passwordUnchanged, "newPassword")
    // the wrong current password is named against its own field
    const wrong = await app.api("/users/profile", {
      method: "PUT",
      token,
      json: { firstName: "Policy", lastName: "Case", currentPassword: "Not-my-password", newPassword: "Sawmill-ledger-9" }
    })
    await expectRefused(wrong, UserMessages.currentPasswordWrong, "currentPassword")
    expect((await signIn("own.change@timber.works", PASSWORD)).status).toBe(200)
    expect((await change("Sawmill-ledger-9")).status).toBe(200)
    expect((await signIn("own.change@timber.works", "Sawmill-ledger-9")).status).toBe(200)
  })

  it("given an expired password, when its replacement at sign-in is listed or only spaces, then no session starts; the expired one again keeps its own sentence", async () => {
    const created = await createUser("expired.case@timber.works", PASSWORD)
    const { id } = (await created.json()) as { id: string }
    await sql`update credentials set updated_at = now() - make_interval(days => 400) where user_id = ${id}`.execute(app.database.db)
    await expectRefused(await signIn("expired.case@timber.works", PASSWORD, "letmein123"), UserMessages.passwordTooCommon, "newPassword")
    await expectRefused(await signIn("expired.case@timber.works", PASSWORD, " ".repeat(10)), UserMessages.passwordOnlySpaces, "newPassword")
    await expectRefused(await signIn("expired.case@timber.works", PASSWORD, PASSWORD), AuthMessages.passwordReused, "newPassword")
    expect((await signIn("expired.case@timber.works", PASSWORD, "Sawmill-ledger-10")).status).toBe(200)
  })
})
