import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Bounds } from "../shared/bounds"
import { effectiveMaxLoginAttempts, SettingsMessages, SettingsPayload, SystemSettingsValues, SETTINGS_DEFAULTS } from "./dto"

// issue 38 item 1: `maxLoginAttempts` accepted 1, so one request locked an account
describe("max login attempts has a floor of 3", () => {
  const decode = (value: number) => Schema.decodeUnknownEither(SettingsPayload)({ maxLoginAttempts: value })

  it("given an administrator setting 2, then it is refused in words; 3 is accepted", () => {
    const refused = decode(2)
    expect(Either.isLeft(refused) && refused.left.message).toContain(SettingsMessages.maxLoginAttemptsFloor(3))
    expect(Either.isRight(decode(3))).toBe(true)
    expect(Bounds.maxLoginAttempts.min).toBe(3)
  })

  it("given a value of 1 stored before the floor, then it still reads, and a sign-in counts it as 3", () => {
    expect(Either.isRight(Schema.decodeUnknownEither(SystemSettingsValues)({ ...SETTINGS_DEFAULTS, maxLoginAttempts: 1 }))).toBe(true)
    expect([1, 2, 3, 5].map(effectiveMaxLoginAttempts)).toEqual([3, 3, 3, 5])
  })
})
