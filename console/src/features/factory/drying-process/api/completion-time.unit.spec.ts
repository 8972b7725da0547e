import { describe, expect, it } from "vitest"
import { newIntent } from "../../../../api/intent"
import { completionTimeOf } from "./drying"

describe("a drying completion's end time", () => {
  it("given one intent sent again after a lost connection, then every attempt carries the end time of the first (one request under one key); a new intent takes a new time", () => {
    const intent = newIntent()
    expect(completionTimeOf(intent, () => new Date("2026-12-07T05:00:00.000Z"))).toBe("2026-12-07T05:00:00.000Z")
    expect(completionTimeOf(intent, () => new Date("2026-12-07T05:00:09.000Z"))).toBe("2026-12-07T05:00:00.000Z")
    expect(completionTimeOf(newIntent(), () => new Date("2026-12-07T05:01:00.000Z"))).toBe("2026-12-07T05:01:00.000Z")
  })
})
