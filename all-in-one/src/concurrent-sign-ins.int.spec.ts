import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Several sign-ins of one account at once (a team sharing a kiosk account, a browser restoring
 * its tabs): each records its attempt on the user's stream, so they race for its next revision.
 * A loser re-reads and re-decides in the command pipeline; none is answered 409 (issue 36 item 4:
 * 3 of 16 were).
 */
let app: TestApp

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())

const signIn = () =>
  app.api("/auth/login", { method: "POST", json: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD } }).then(async (response) => ({
    status: response.status,
    body: await response.text()
  }))

describe("concurrent sign-ins of one account", () => {
  it("given 16 sign-ins of one account at the same moment, then all 16 are answered 200", { timeout: 60_000 }, async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, signIn))
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
  })
})
