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

  it("given failed attempts then a successful sign-in, when the next attempt fails, then counting starts again from 1", () =>
    spec
      .given([registered, ...failures(2), { _tag: "UserFailedLoginsReset", userId: "u" }])
      .when({ _tag: "RecordLoginAttempt", userId: "u", passwordMatched: false, at: "t" })
      .then(failures(1)))

  it("given no failed attempt, when the password matches, then nothing is recorded", () =>
    spec.given([registered]).when({ _tag: "RecordLoginAttempt", userId: "u", passwordMatched: true, at: "t" }).then([]))

  it("given no user, when a sign-in attempt is recorded, then nothing is recorded", () =>
    spec.given([]).when({ _tag: "RecordLoginAttempt", userId: "u", passwordMatched: false, at: "t" }).then([]))
})

describe("user registration", () => {
  const { _tag, ...fields } = registered
  const register = { ...fields, _tag: "RegisterUser" as const }

  it("given no user, when one registers, then the user is recorded with the given role and permissions", () =>
    spec.given([]).when(register).then([registered]))

  it("given a registered user, when the same registration is retried, then nothing new is recorded", () =>
    spec.given([registered]).when(register).then([]))

  it("given a registered user, when another e-mail registers under the same id, then it is refused as a conflict", () =>
    spec.given([registered]).when({ ...register, email: "other@x.tz" }).thenError("Conflict", "This user id is already used"))
})
