import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { BIGINT_MAX, CalendarDate, INTEGER_MAX, LogPosition, VERSION_BOUND, WholeNumberParam } from "./query-values"

const accepts = <A, I>(schema: Schema.Schema<A, I>, value: unknown) => Either.isRight(Schema.decodeUnknownEither(schema)(value))

describe("the values a query hands the database, parsed and bounded once (issue 38 item 4)", () => {
  it("a log position is digits from 0 to PostgreSQL's largest bigint", () => {
    const position = LogPosition("Cursor")
    for (const ok of ["0", "1", "42", BIGINT_MAX.toString()]) expect(accepts(position, ok), ok).toBe(true)
    for (const bad of [(BIGINT_MAX + 1n).toString(), "99999999999999999999", "-1", "1e3", " 1", "0x10", "", "abc"])
      expect(accepts(position, bad), bad).toBe(false)
  })

  it("a calendar date is a real day or instant within the years a user may enter", () => {
    const date = CalendarDate("From")
    for (const ok of ["2026-02-28", "2024-02-29", "2026-11-21T10:00", "2026-11-21T10:00:00.000Z", "2026-11-21T10:00:00+14:00", "1900-01-01", "2999-12-31"])
      expect(accepts(date, ok), ok).toBe(true)
    for (const bad of [
      "-1",
      "2026-02-31",
      "2025-02-29",
      "2026-13-01",
      "2026-11-21T24:00",
      "2026-11-21T10:00:00+99:99",
      "2026-11-21T10:00:00+14:30",
      "0001-01-01",
      "3000-01-01",
      "275760-09-13",
      ""
    ])
      expect(accepts(date, bad), bad).toBe(false)
  })

  it("a version in an address is a whole number from 1 to PostgreSQL's largest integer", () => {
    const version = WholeNumberParam("Version", VERSION_BOUND)
    for (const ok of ["1", "12", String(INTEGER_MAX)]) expect(accepts(version, ok), ok).toBe(true)
    for (const bad of ["0", String(INTEGER_MAX + 1), "1.5", "1e400", "abc", "-3"]) expect(accepts(version, bad), bad).toBe(false)
  })
})
