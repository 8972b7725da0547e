import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ONE_TIME_PASSWORD_SET_AT, passwordHasExpired } from "./password-expiry"

const DAY_MS = 24 * 60 * 60 * 1000
const changedAt = new Date("2026-08-01T08:00:00Z")
const after = (ms: number) => new Date(changedAt.getTime() + ms)

describe("password expiry", () => {
  it("given 90 days, a password is good on its 90th day and expired the moment after", () => {
    expect(passwordHasExpired({ changedAt, now: after(90 * DAY_MS), days: 90 })).toBe(false)
    expect(passwordHasExpired({ changedAt, now: after(90 * DAY_MS + 1), days: 90 })).toBe(true)
  })

  it("a one-time password (reset from the host) has expired whatever the days, 0 (never) included, so its first sign-in must choose a new one", () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_650 }), fc.integer({ min: 0, max: 100 * 365 * DAY_MS }), (days, age) => {
        expect(passwordHasExpired({ changedAt: ONE_TIME_PASSWORD_SET_AT, now: new Date(ONE_TIME_PASSWORD_SET_AT.getTime() + age), days })).toBe(true)
      })
    ))

  it("given 0 days, a password never expires", () => expect(passwordHasExpired({ changedAt, now: after(100 * 365 * DAY_MS), days: 0 })).toBe(false))

  it("a password has expired exactly when more than the set number of days has passed since it was set", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_650 }), fc.integer({ min: 0, max: 20 * 365 * DAY_MS }), (days, age) => {
        expect(passwordHasExpired({ changedAt, now: after(age), days })).toBe(age > days * DAY_MS)
      })
    ))

  it("once expired, a password stays expired as time goes on", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_650 }),
        fc.integer({ min: 0, max: 20 * 365 * DAY_MS }),
        fc.integer({ min: 0, max: 365 * DAY_MS }),
        (days, age, later) => {
          if (passwordHasExpired({ changedAt, now: after(age), days })) expect(passwordHasExpired({ changedAt, now: after(age + later), days })).toBe(true)
        }
      )
    ))
})
