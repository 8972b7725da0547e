import { describe, expect, it } from "vitest"
import { freshnessOf, freshnessText, reconnectDelayMs } from "./freshness"

describe("the wall's freshness badge", () => {
  it("given the last contact 3 s, 31 s and 2 min 1 s ago, then live, amber (no contact) and red (offline)", () => {
    expect(freshnessOf(3_000)).toBe("live")
    expect(freshnessOf(30_000)).toBe("live")
    expect(freshnessOf(31_000)).toBe("late")
    expect(freshnessOf(120_000)).toBe("late")
    expect(freshnessOf(121_000)).toBe("lost")
    expect(freshnessText("42", 3_400)).toBe("live · as of event 42 · 3 s ago")
    expect(freshnessText("42", 45_000)).toBe("no contact · as of event 42 · 45 s ago")
    expect(freshnessText("42", 300_000)).toBe("offline · as of event 42 · 5 min ago")
  })

  it("given ever more failed reconnects, then the wait doubles from about 1 s and never exceeds 36 s: it tries forever", () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(1_000)
    expect(reconnectDelayMs(1, 0.5)).toBe(2_000)
    expect(reconnectDelayMs(50, 0.5)).toBe(30_000)
    expect(reconnectDelayMs(50, 1)).toBeLessThanOrEqual(36_000)
  })
})
