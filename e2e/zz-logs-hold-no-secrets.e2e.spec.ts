import { existsSync, readFileSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { E2E_LOG_FILE, E2E_SECRETS_FILE } from "./log-collection"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * Runs after every other spec of the run has finished (`zz-`: the last project of e2e/vitest.config.ts) and greps the log lines
 * every product of the run wrote (e2e/log-collection.ts) for what must never be in a log: the
 * admin's password, any password or token the run was given, display tokens, e-mail addresses.
 * It makes its own sign-in, newsletter sign-up and display token first, so it has them to look
 * for when it runs alone.
 */
const SUBSCRIBER = "zz.subscriber@example.net"
let product: E2eProduct
const own: string[] = []

const readLines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line !== "")
    : []

beforeAll(async () => {
  product = await startProduct("zz-logs")
  const token = await product.tokenOf(ADMIN)
  own.push(token)
  expect((await product.api(null, "/crm/newsletter/subscribe", "POST", { email: SUBSCRIBER })).status).toBe(200)
  const display = await product.api(token, "/display-tokens", "POST", { name: "Gate TV" })
  expect(display.status).toBe(201)
  own.push(display.body.token as string)
  await product.api(display.body.token as string, "/wall")
  await product.api(display.body.token as string, "/management/wood-receipts")
  await product.api(null, `/wall?token=${display.body.token as string}`)
})
afterAll(async () => product?.close())

describe("the logs of the whole e2e run (issue 40 item 5)", () => {
  it("hold no admin password, no token the run was issued, no display token and no e-mail address", () => {
    const lines = readLines(E2E_LOG_FILE)
    // the products of this run logged their requests here: a grep over nothing would prove nothing
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(5)
    const secrets = [...new Set([ADMIN.password, SUBSCRIBER, ...own, ...readLines(E2E_SECRETS_FILE)])].filter((secret) => secret.length >= 8)
    for (const secret of secrets) {
      const holding = lines.filter((line) => line.includes(secret)).slice(0, 3)
      expect({ secret: `${secret.slice(0, 6)}…`, holding }).toEqual({ secret: `${secret.slice(0, 6)}…`, holding: [] })
    }
    // what the harness never saw (the browser's own sign-ins, subscribers typed in forms) has a shape
    for (const shape of [/[\w.+-]+@[\w-]+\.[\w.-]+/, /eyJ[\w-]+\.[\w-]+\./, /\btwd_[\w-]{6,}/, /Bearer (?!\[token\])/i]) {
      expect({ shape: String(shape), holding: lines.filter((line) => shape.test(line)).slice(0, 3) }).toEqual({ shape: String(shape), holding: [] })
    }
  })
})
