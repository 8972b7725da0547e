import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { waitBeforeNextAttempt } from "./failure-window"

const WINDOW = 60_000
const NOW = 10_000_000

/** Failure times up to two windows back, newest first. */
const failures = fc.array(fc.integer({ min: NOW - 2 * WINDOW, max: NOW }), { maxLength: 30 }).map((times) => times.sort((a, b) => b - a))

describe("the failed sign-in window", () => {
  it("property: an attempt is admitted at once exactly when fewer than `limit` failures lie within the window", () => {
    fc.assert(
      fc.property(failures, fc.integer({ min: 1, max: 10 }), (times, limit) => {
        const inWindow = times.filter((at) => at > NOW - WINDOW).length
        expect(waitBeforeNextAttempt(times, limit, WINDOW, NOW) === 0).toBe(inWindow < limit)
      })
    )
  })

  it("property: after the wait it names an attempt is admitted, and one millisecond earlier it is not", () => {
    fc.assert(
      fc.property(failures, fc.integer({ min: 1, max: 10 }), (times, limit) => {
        const wait = waitBeforeNextAttempt(times, limit, WINDOW, NOW)
        fc.pre(wait > 0)
        expect(waitBeforeNextAttempt(times, limit, WINDOW, NOW + wait)).toBe(0)
        expect(waitBeforeNextAttempt(times, limit, WINDOW, NOW + wait - 1)).toBeGreaterThan(0)
      })
    )
  })
})
