import { describe, expect, it } from "vitest"
import { rebuildProgress } from "./rebuild-progress"

const startedAt = "2026-11-28T10:00:00.000Z"
const at = (seconds: number) => Date.parse(startedAt) + seconds * 1000

describe("a rebuild's progress", () => {
  it("given a quarter of the log read in 10 s (500 events), then 25 %, ~2,000 events in all, 50 events/s and 30 s left", () => {
    expect(rebuildProgress({ done: "250", total: "1000", events: "500", startedAt, finishedAt: null }, at(10))).toEqual({
      percent: 25,
      done: 500,
      total: 2_000,
      rate: 50,
      secondsLeft: 30
    })
  })

  it("given nothing read yet, then 0 % and no estimate rather than a division by zero", () => {
    expect(rebuildProgress({ done: "0", total: "1000", events: "0", startedAt, finishedAt: null }, at(1))).toMatchObject({ percent: 0, secondsLeft: null })
  })

  it("given the whole log read, then 100 % and nothing left", () => {
    expect(rebuildProgress({ done: "1000", total: "1000", events: "800", startedAt, finishedAt: null }, at(8))).toMatchObject({
      percent: 100,
      total: 800,
      secondsLeft: 0
    })
  })
})
