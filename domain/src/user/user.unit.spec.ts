import { MAX_FAILED_LOGINS, type UserEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { UserDecider } from "./decider"

const spec = DeciderSpec(UserDecider)
const registered: UserEvent = {
  _tag: "UserRegistered", userId: "u", email: "u@x.tz", firstName: "A", lastName: "B", role: "USER", isActive: true, permissions: null
}
const failures = (n: number): UserEvent[] =>
  Array.from({ length: n }, (_, i) => ({ _tag: "UserLoginFailed" as const, userId: "u", failedLoginAttempts: i + 1 }))

describe("user sign-in attempts", () => {
  it("counts a failed attempt", () =>
    spec.given([registered]).when({ _tag: "RecordLoginAttempt", userId: "u", passwordMatched: false, at: "t" }).then(failures(1)))

  it(`locks the account on the ${MAX_FAILED_LOGINS}th failure`, () =>
    spec
      .given([registered, ...failures(MAX_FAILED_LOGINS - 1)])
      .when({ _tag: "RecordLoginAttempt", userId: "u", passwordMatched: false, at: "t" })
      .then([
        { _tag: "UserLoginFailed", userId: "u", failedLoginAttempts: MAX_FAILED_LOGINS },
        { _tag: "UserAccountLocked", userId: "u", lockedAt: "t" }
      ]))

  it("resets the count after a successful sign-in", () =>
    spec.given([registered, ...failures(2)]).when({ _tag: "RecordLoginAttempt", userId: "u", passwordMatched: true, at: "t" })
      .then([{ _tag: "UserFailedLoginsReset", userId: "u" }]))

  it("records nothing more once locked", () =>
    spec
      .given([registered, ...failures(5), { _tag: "UserAccountLocked", userId: "u", lockedAt: "t" }])
      .when({ _tag: "RecordLoginAttempt", userId: "u", passwordMatched: true, at: "t2" })
      .then([]))
})
