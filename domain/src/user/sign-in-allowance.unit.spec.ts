import { decodeEvent, MAX_FAILED_LOGINS, sessionStatus, type RecordLoginAttempt, UserEvent, UserId } from "@timber/contracts"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { UserDecider } from "./decider"

// issue 38 item 1: failed sign-ins lock an account only against devices it has not signed in from
const spec = DeciderSpec(UserDecider)
const u = UserId.make("u")
const registered: UserEvent = {
  _tag: "UserRegistered",
  userId: u,
  email: "u@x.tz",
  firstName: "A",
  lastName: "B",
  role: "ADMIN",
  isActive: true,
  permissions: null
}
const T = Date.parse("2026-12-07T10:00:00.000Z")
const at = (minutes: number) => new Date(T + minutes * 60_000).toISOString()
const LOCK_MINUTES = 15
const OWNERS_BROWSER = "owners-browser"

const attempt = (passwordMatched: boolean, when: string, device: string | null = null, sessionId?: string): RecordLoginAttempt => ({
  _tag: "RecordLoginAttempt",
  userId: u,
  passwordMatched,
  at: when,
  maxLoginAttempts: MAX_FAILED_LOGINS,
  lockMinutes: LOCK_MINUTES,
  device,
  ...(sessionId ? { session: { sessionId, expiresAt: at(12 * 60) } } : {})
})
const failed = (n: number, device: string | null = null): UserEvent => ({ _tag: "UserLoginFailed", userId: u, device, failedLoginAttempts: n })
const locked = (when: string, device: string | null = null): UserEvent => ({
  _tag: "UserAccountLocked",
  userId: u,
  device,
  lockedAt: when,
  until: new Date(Date.parse(when) + LOCK_MINUTES * 60_000).toISOString(),
  endedSessions: false
})
const started = (sessionId: string, when: string): UserEvent => ({ _tag: "UserSessionStarted", userId: u, sessionId, startedAt: when, expiresAt: at(12 * 60) })

/** The events a run of attempts leaves, each decided on the state the ones before it left. */
const afterAttempts = (given: ReadonlyArray<UserEvent>, attempts: ReadonlyArray<RecordLoginAttempt>): UserEvent[] => {
  const events = [...given]
  for (const a of attempts) events.push(...Effect.runSync(UserDecider.decide(a, fold(UserDecider, events))))
  return events
}

const unknownLockedAtT = [registered, started("owners-session", at(-60)), ...[1, 2, 3, 4, 5].map((n) => failed(n)), locked(at(0))]

describe("failed sign-ins lock out only the devices the account has not signed in from", () => {
  it(`given ${MAX_FAILED_LOGINS} wrong passwords from unknown devices, then the unknown devices are locked out for ${LOCK_MINUTES} minutes, and the lock ends no session`, () =>
    spec
      .given([registered, ...[1, 2, 3, 4].map((n) => failed(n))])
      .when(attempt(false, at(0)))
      .then([failed(5), locked(at(0))]))

  it("given the unknown devices locked out, when the owner signs in from a browser they signed in from before, then their session starts", () =>
    spec
      .given(unknownLockedAtT)
      .when(attempt(true, at(1), OWNERS_BROWSER, "s2"))
      .then([started("s2", at(1))]))

  it("given the unknown devices locked out, when another unknown device gives the right password, then nothing is recorded (the handler refuses it)", () =>
    spec
      .given(unknownLockedAtT)
      .when(attempt(true, at(1), null, "s2"))
      .then([]))

  it("given a stranger's 50 wrong passwords, then the owner's open session is still live and their own browser still signs in; an unknown device does not", () => {
    const events = afterAttempts(
      [registered, started("owners-session", at(-60))],
      Array.from({ length: 50 }, (_, i) => attempt(false, at(i / 10)))
    )
    const state = fold(UserDecider, events)
    if (state._tag !== "Registered") throw new Error("registered")
    expect(sessionStatus(state.sessions, "owners-session", Date.parse(at(5)))).toBe("live")
    expect(events.filter((e) => e._tag === "UserAccountLocked")).toEqual([locked(at(0.4))])
    expect(Effect.runSync(UserDecider.decide(attempt(true, at(6), OWNERS_BROWSER, "s2"), state))).toEqual([started("s2", at(6))])
    expect(Effect.runSync(UserDecider.decide(attempt(true, at(6), null, "s3"), state))).toEqual([])
  })

  it("given the unknown devices locked out, when the owner's own browser gives a wrong password, then it counts against that browser's allowance only", () =>
    spec
      .given(unknownLockedAtT)
      .when(attempt(false, at(1), OWNERS_BROWSER))
      .then([failed(1, OWNERS_BROWSER)]))

  it("given a known browser that used up its own allowance, then that browser is locked out, and unknown devices are not", () => {
    const events = afterAttempts(
      [registered],
      [1, 2, 3, 4, 5].map(() => attempt(false, at(0), OWNERS_BROWSER))
    )
    expect(events.slice(-2)).toEqual([failed(5, OWNERS_BROWSER), locked(at(0), OWNERS_BROWSER)])
    spec
      .given(events)
      .when(attempt(true, at(1), OWNERS_BROWSER, "s1"))
      .then([])
    spec
      .given(events)
      .when(attempt(true, at(1), null, "s1"))
      .then([started("s1", at(1))])
  })
})

describe("a lock runs out by itself", () => {
  it(`given the unknown devices locked out, when one signs in a moment before ${LOCK_MINUTES} minutes have passed, then nothing is recorded; at ${LOCK_MINUTES} minutes it signs in`, () => {
    spec
      .given(unknownLockedAtT)
      .when(attempt(true, at(LOCK_MINUTES - 0.001), null, "s2"))
      .then([])
    spec
      .given(unknownLockedAtT)
      .when(attempt(true, at(LOCK_MINUTES), null, "s2"))
      .then([{ _tag: "UserFailedLoginsReset", userId: u, device: null }, started("s2", at(LOCK_MINUTES))])
  })

  it("given a lock that ran out, when the next wrong password comes, then counting starts again from 1 (no second lock at once)", () =>
    spec
      .given(unknownLockedAtT)
      .when(attempt(false, at(LOCK_MINUTES + 1)))
      .then([failed(1)]))

  it("given a known browser's own lock, when an administrator unlocks the account, then that browser signs in again", () => {
    const events = afterAttempts(
      [registered],
      [1, 2, 3, 4, 5].map(() => attempt(false, at(0), OWNERS_BROWSER))
    )
    spec
      .given(events)
      .when({ _tag: "UnlockUser", userId: u, changedBy: UserId.make("admin") })
      .then([{ _tag: "UserUnlocked", userId: u, changedBy: UserId.make("admin") }])
    spec
      .given([...events, { _tag: "UserUnlocked", userId: u, changedBy: UserId.make("admin") }])
      .when(attempt(true, at(1), OWNERS_BROWSER, "s1"))
      .then([started("s1", at(1))])
  })
})

describe("failed sign-ins and locks written before devices were told apart (v1) still fold", () => {
  const v1 = (type: string, data: object) => decodeEvent(UserEvent, { type, data, metadata: { schemaVersion: 1 }, recordedAt: new Date(T) })

  it(`given a v1 lock, then it is read as the unknown devices' lock, ending ${LOCK_MINUTES} minutes after it began and having ended the sessions open then`, () => {
    expect(v1("UserAccountLocked", { userId: "u", lockedAt: at(0) })).toEqual({ ...locked(at(0)), endedSessions: true })
    expect(v1("UserLoginFailed", { userId: "u", failedLoginAttempts: 3 })).toEqual(failed(3))
    expect(v1("UserFailedLoginsReset", { userId: "u" })).toEqual({ _tag: "UserFailedLoginsReset", userId: u, device: null })
  })

  it("given a v1 lock, when the owner signs in after it ran out, then the session starts; before, nothing is recorded", () => {
    const history = [registered, v1("UserLoginFailed", { userId: "u", failedLoginAttempts: 5 }), v1("UserAccountLocked", { userId: "u", lockedAt: at(0) })]
    spec
      .given(history)
      .when(attempt(true, at(1), null, "s1"))
      .then([])
    spec
      .given(history)
      .when(attempt(true, at(LOCK_MINUTES), null, "s1"))
      .then([{ _tag: "UserFailedLoginsReset", userId: u, device: null }, started("s1", at(LOCK_MINUTES))])
  })
})
