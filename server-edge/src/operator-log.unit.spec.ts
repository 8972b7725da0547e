import { describe, expect, it } from "vitest"
import { logThresholdOf, makeOperatorLog, type LogThreshold } from "./operator-log"

const logAt = (threshold: LogThreshold) => {
  const lines: string[] = []
  const log = makeOperatorLog({ threshold, write: (line) => lines.push(line), now: () => new Date("2026-12-07T10:00:00.000Z") })
  return { log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ1LTEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg"

describe("the operator's log", () => {
  it("given LOG_LEVEL, then only entries at that level or above are written, and silent writes none", () => {
    const written = (threshold: LogThreshold) => {
      const { log, entries } = logAt(threshold)
      for (const level of ["debug", "info", "warn", "error"] as const) log.write(level, `${level} entry`)
      return entries().map((entry) => entry.level)
    }
    expect(written("debug")).toEqual(["debug", "info", "warn", "error"])
    expect(written("info")).toEqual(["info", "warn", "error"])
    expect(written("warn")).toEqual(["warn", "error"])
    expect(written("error")).toEqual(["error"])
    expect(written("silent")).toEqual([])
  })

  it("given LOG_LEVEL in any case, unset or misspelt, then its level, else info", () => {
    expect(logThresholdOf("DEBUG")).toBe("debug")
    expect(logThresholdOf(" silent ")).toBe("silent")
    expect(logThresholdOf(undefined)).toBe("info")
    expect(logThresholdOf("verbose")).toBe("info")
  })

  it("given an entry, then one JSON line with time, level, message and its fields", () => {
    const { log, lines } = logAt("info")
    log.write("info", "request", { correlationId: "c-1", userId: "u-1", route: "/api/lots/:id", status: 200, ms: 3.5 })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toEqual({
      time: "2026-12-07T10:00:00.000Z",
      level: "info",
      msg: "request",
      correlationId: "c-1",
      userId: "u-1",
      route: "/api/lots/:id",
      status: 200,
      ms: 3.5
    })
  })

  it("given a failure, then its reason and stack on the one line", () => {
    const { log, entries } = logAt("info")
    log.failure("query-service: GET /api/lots failed", new TypeError("cannot read the store"))
    const [entry] = entries()
    expect(entry).toMatchObject({ level: "error", msg: "query-service: GET /api/lots failed", reason: "TypeError: cannot read the store" })
    expect(entry!.stack).toContain("operator-log.unit.spec.ts")
  })

  it("given secrets in the text or in fields, then no line holds a password, a token, a cookie or an e-mail address", () => {
    const { log, lines } = logAt("debug")
    log.write("warn", `sign-in of jane.doe@example.com with Bearer ${JWT} from /wall?token=twd_abc123DEF&x=1`, {
      authorization: `Bearer ${JWT}`,
      cookie: "timber_session=s3cr3t-cookie",
      password: "Hunter2-password",
      newPassword: "Another-Secret-9",
      refreshToken: "refresh-secret-value",
      email: "jane.doe@example.com",
      body: { password: "Hunter2-password" },
      nested: { note: `display token twd_Zz9-yy8 for subscriber john+news@shop.example.org`, list: [JWT] }
    })
    log.failure("failed", new Error(`could not sign in jane.doe@example.com (${JWT})`))
    const text = lines.join("\n")
    for (const secret of [
      "jane.doe@example.com",
      "john+news@shop.example.org",
      JWT,
      "twd_abc123DEF",
      "twd_Zz9-yy8",
      "s3cr3t-cookie",
      "Hunter2-password",
      "Another-Secret-9",
      "refresh-secret-value"
    ]) {
      expect(text).not.toContain(secret)
    }
    // what is left still tells the operator what happened
    expect(JSON.parse(lines[0]!).msg).toBe("sign-in of [e-mail] with Bearer [token] from /wall?token=[redacted]&x=1")
    expect(JSON.parse(lines[0]!).nested).toEqual({ note: "display token [display token] for subscriber [e-mail]", list: ["[token]"] })
  })

  it("given a sink that throws, then writing an entry does not throw", () => {
    const log = makeOperatorLog({
      threshold: "info",
      write: () => {
        throw new Error("disk full")
      }
    })
    expect(() => log.write("info", "request")).not.toThrow()
  })
})
