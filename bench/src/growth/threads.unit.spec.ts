import { describe, expect, it } from "vitest"
import { threadSplit, threadTimes } from "./threads"

describe("the product's CPU by thread", () => {
  it("given two readings, then the main thread is the process's own, the projections' the busiest other by the first reading, the rest V8's and libuv's", () => {
    const before = new Map([
      [100, 5_000],
      [101, 40],
      [102, 9_000],
      [103, 10]
    ])
    const after = new Map([
      [100, 5_300],
      [101, 90],
      [102, 9_120],
      [103, 30],
      // a thread started between the readings counts whole
      [104, 15]
    ])
    expect(threadSplit(100, before, after)).toEqual({ main: 300, projections: 120, other: 85 })
  })

  it("given this process on Linux, then its threads' times are read and the main thread is among them", () => {
    const times = threadTimes(process.pid)
    if (process.platform !== "linux") return expect(times.size).toBe(0)
    expect(times.has(process.pid)).toBe(true)
    expect([...times.values()].every((ms) => ms >= 0)).toBe(true)
  })
})
