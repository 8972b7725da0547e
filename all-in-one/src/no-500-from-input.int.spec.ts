import { INTERNAL_ERROR_MESSAGE, PageMessages, ValidationMessages, WireMessages, type SettingChange } from "@timber/contracts"
import { connect } from "node:net"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 38 item 4: what a caller types into an address or a body is parsed and bounded by the
 * contracts, so a value JavaScript accepts and PostgreSQL refuses is a 400 that says why, never
 * a 500; and a 500 that remains (the database failing) carries the house body and the security
 * headers, the audit export's included. Over the real HTTP server, as the fuzzer met them.
 */
let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
}, 60_000)
afterAll(async () => app?.close())

const get = (path: string) => app.api(path, { token: admin })

/** A refusal in the house shape: 400, the catalogue's sentence, and the security headers. */
const expectRefusedInWords = async (answer: Response, message: string) => {
  const text = await answer.text()
  expect({ status: answer.status, text }).toMatchObject({ status: 400 })
  expect(JSON.parse(text)).toMatchObject({ error: "ValidationError", message })
  expect(answer.headers.get("content-type")).toContain("application/json")
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
  expect(answer.headers.get("content-security-policy")).toContain("default-src")
}

describe("no 500 from input (issue 38 item 4)", () => {
  it("given a text setting changed, when the settings history is read, then it answers 200 with the text as typed, before and after", async () => {
    const saved = await app.api("/settings", { method: "PUT", token: admin, json: { smtpServer: "mail.timber.works" } })
    expect(saved.status).toBe(200)
    const history = await app.api("/settings/history", { token: admin, headers: { "x-min-position": saved.headers.get("x-event-position")! } })
    expect(history.status, await history.clone().text()).toBe(200)
    const changes = (await history.json()) as SettingChange[]
    expect(changes.find((change) => change.key === "smtpServer")).toMatchObject({ from: "", to: "mail.timber.works" })
    // and every other kind alongside it still reads
    const again = await app.api("/settings", { method: "PUT", token: admin, json: { maxLoginAttempts: 7, smtpServer: "smtp.timber.works" } })
    expect(again.status).toBe(200)
    const both = await app.api("/settings/history", { token: admin, headers: { "x-min-position": again.headers.get("x-event-position")! } })
    expect(both.status).toBe(200)
    expect(((await both.json()) as SettingChange[]).slice(0, 2).map((c) => [c.key, c.to])).toEqual(
      expect.arrayContaining([
        ["maxLoginAttempts", 7],
        ["smtpServer", "smtp.timber.works"]
      ])
    )
  })

  it.each([
    ["-1", ValidationMessages.notDate("From")],
    ["2026-02-31", ValidationMessages.notDate("From")],
    ["2026-11-21T10:00:00+99:99", ValidationMessages.notDate("From")],
    ["0001-01-01", ValidationMessages.dateOutOfRange("From", 1900, 2999)],
    ["275760-09-13", ValidationMessages.notDate("From")]
  ])("given the audit search from %s, then the search and its export answer 400 in words with the security headers", async (from, message) => {
    await expectRefusedInWords(await get(`/audit/events?from=${encodeURIComponent(from)}`), message)
    await expectRefusedInWords(await get(`/audit/events?to=${encodeURIComponent(from)}`), message.replace("From", "To"))
    await expectRefusedInWords(await get(`/audit/events/export?format=csv&from=${encodeURIComponent(from)}`), message)
    await expectRefusedInWords(await get(`/audit/events/export?format=ndjson&to=${encodeURIComponent(from)}`), message.replace("From", "To"))
  })

  it("given real dates, then the audit search and its export answer 200", async () => {
    expect((await get("/audit/events?from=2026-01-01&to=2026-12-31T23:59:59Z")).status).toBe(200)
    const exported = await get("/audit/events/export?format=csv&from=2026-01-01T00:00:00.000%2B03:00")
    expect(exported.status).toBe(200)
    expect(await exported.text()).toMatch(/^position,occurredAt/)
  })

  it.each(["9223372036854775808", "99999999999999999999", "-1", "1e3", "abc"])(
    "given an audit cursor of %s (past bigint or no number), then the search and its export answer 400 in words",
    async (cursor) => {
      await expectRefusedInWords(await get(`/audit/events?cursor=${cursor}`), ValidationMessages.invalid("Cursor"))
      await expectRefusedInWords(await get(`/audit/events/export?format=ndjson&cursor=${cursor}`), ValidationMessages.invalid("Cursor"))
    }
  )

  it("given the largest bigint as an audit cursor, then the search answers 200", async () => {
    expect((await get("/audit/events?cursor=9223372036854775807")).status).toBe(200)
  })

  it("given a record's as-of time that is no date, then it answers 400 in words", async () => {
    await expectRefusedInWords(await get("/audit/wood-type/nope?at=-1"), ValidationMessages.notDate("As of"))
    await expectRefusedInWords(await get("/audit/wood-type/nope?at=2026-02-31"), ValidationMessages.notDate("As of"))
  })

  it.each(["9223372036854775808", "99999999999999999999", "abc", "-1"])(
    "given a projection skip at position %s (past bigint or no number), then it answers 400 in words",
    async (position) => {
      const answer = await app.api("/system/projections/wood-receipts/skip", { method: "POST", token: admin, json: { position, reason: "poison" } })
      await expectRefusedInWords(answer, ValidationMessages.invalid("Position"))
    }
  )

  it.each([
    ["3000000000", ValidationMessages.aboveMax("Version", 2_147_483_647)],
    ["1e400", ValidationMessages.notWholeNumber("Version")],
    ["abc", ValidationMessages.notWholeNumber("Version")],
    ["0", ValidationMessages.belowMin("Version", 1)]
  ])("given a website page version %s (past an integer column or no number), then reading and restoring it answer 400 in words", async (version, message) => {
    await expectRefusedInWords(await get(`/website/pages/some-page/versions/${version}`), message)
    await expectRefusedInWords(await app.api(`/website/pages/some-page/versions/${version}/restore`, { method: "POST", token: admin }), message)
  })

  it("given a record's as-of version past an integer, then it answers 400 in words", async () => {
    await expectRefusedInWords(await get("/audit/wood-type/nope?version=99999999999999"), ValidationMessages.aboveMax("Version", 2_147_483_647))
  })

  it.each([
    ["a size past bigint", ["size", "asc", "99999999999999999999", "x"]],
    ["a LOT's creation time of 31 February", ["createdAt", "desc", "2026-02-31 10:00:00+00", "x"]]
  ])("given a list's page cursor made by hand with %s, then the list answers 400 in words", async (_what, position) => {
    const cursor = Buffer.from(JSON.stringify(position), "utf8").toString("base64url")
    const [sort, order] = position
    const path = String(position[2]).startsWith("2026") ? "/management/wood-receipts" : "/website/folders"
    await expectRefusedInWords(await get(`${path}?sort=${sort}&order=${order}&cursor=${cursor}`), PageMessages.cursor)
  })

  it("given the assets not seen since 31 February, then the list answers 400 in words", async () => {
    await expectRefusedInWords(await get("/assets?notSeenSince=2026-02-31"), ValidationMessages.notDate("Not seen since"))
    expect((await get("/assets?notSeenSince=2026-02-28")).status).toBe(200)
  })
})

describe("a request Node's parser refuses (found by the OpenAPI fuzz)", () => {
  it("given a search of 20,000 characters in the address, then it answers 431 in words with the security headers, and the server goes on", async () => {
    const answer = await get(`/assets?q=${"x".repeat(20_000)}`)
    const text = await answer.text()
    expect({ status: answer.status, text }).toEqual({ status: 431, text: JSON.stringify({ error: "ValidationError", message: WireMessages.headTooLarge }) })
    expect(answer.headers.get("content-type")).toContain("application/json")
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    expect(answer.headers.get("content-security-policy")).toContain("default-src")
    expect((await get("/assets")).status).toBe(200)
  })

  it("given bytes that are not HTTP, then the answer is a 400 in words with the security headers", async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(app.url).port), "127.0.0.1", () => socket.write("NOT HTTP AT ALL\r\n\r\n"))
      let received = ""
      socket.on("data", (chunk) => (received += chunk.toString()))
      socket.on("end", () => resolve(received))
      socket.on("error", reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 /)
    expect(raw.toLowerCase()).toContain("x-content-type-options: nosniff")
    expect(raw.slice(raw.indexOf("\r\n\r\n") + 4)).toBe(JSON.stringify({ error: "ValidationError", message: WireMessages.unreadable }))
  })
})

describe("a 500 that remains (issue 38 item 4)", () => {
  it("given the audit's table gone from under the export, then the export answers 500 with the house body and the security headers", async () => {
    const { db } = app.database
    await app.projections.pause()
    await sql`alter table audit_events rename to audit_events_away`.execute(db)
    try {
      for (const path of ["/audit/events/export?format=csv", "/audit/events/export?format=ndjson", "/audit/events"]) {
        const answer = await get(path)
        const text = await answer.text()
        expect({ path, status: answer.status }).toEqual({ path, status: 500 })
        expect(JSON.parse(text)).toEqual({ error: "InternalError", message: INTERNAL_ERROR_MESSAGE })
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
        expect(answer.headers.get("x-frame-options")).toBe("DENY")
        expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
        expect(answer.headers.get("content-disposition")).toBeNull()
      }
    } finally {
      await sql`alter table audit_events_away rename to audit_events`.execute(db)
      app.projections.resume()
    }
  })
})
