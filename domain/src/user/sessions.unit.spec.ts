import { MAX_FAILED_LOGINS, sessionStatus, type UserEvent, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { UserDecider } from "./decider"

const spec = DeciderSpec(UserDecider)
const registered: UserEvent = {
  _tag: "UserRegistered",
  userId: UserId.make("u"),
  email: "u@x.tz",
  firstName: "A",
  lastName: "B",
  role: "USER",
  isActive: true,
  permissions: null
}
const AT = "2026-11-28T08:00:00.000Z"
const ENDS = "2026-11-28T20:00:00.000Z"
const started = (sessionId: string, at = AT, expiresAt = ENDS): UserEvent => ({
  _tag: "UserSessionStarted",
  userId: UserId.make("u"),
  sessionId,
  startedAt: at,
  expiresAt
})
const signIn = (passwordMatched: boolean, sessionId = "s1") =>
  ({
    _tag: "RecordLoginAttempt",
    userId: UserId.make("u"),
    passwordMatched,
    at: AT,
    maxLoginAttempts: MAX_FAILED_LOGINS,
    lockMinutes: 15,
    device: null,
    session: { sessionId, expiresAt: ENDS }
  }) as const
const statusOf = (events: ReadonlyArray<UserEvent>, sessionId: string, at = Date.parse(AT) + 1) => {
  const state = fold(UserDecider, events)
  return state._tag === "Registered" ? sessionStatus(state.sessions, sessionId, at) : "absent"
}

describe("a user's sessions", () => {
  it("given a sign-in whose password matched, then it starts the session its tokens name, ending at the session lifetime", () =>
    spec
      .given([registered])
      .when(signIn(true))
      .then([started("s1")]))

  it("given a wrong password, a locked or a deactivated account, then no session starts", () => {
    spec
      .given([registered])
      .when(signIn(false))
      .then([{ _tag: "UserLoginFailed", userId: UserId.make("u"), device: null, failedLoginAttempts: 1 }])
    spec
      .given([registered, { _tag: "UserAccountLocked", userId: UserId.make("u"), device: null, lockedAt: AT, until: ENDS, endedSessions: false }])
      .when(signIn(true))
      .then([])
    spec
      .given([registered, { _tag: "UserDeactivated", userId: UserId.make("u"), changedBy: UserId.make("admin") }])
      .when(signIn(true))
      .then([])
  })

  it("given a live session, when its user signs out of it, then it ends; signing out again records nothing", () => {
    spec
      .given([registered, started("s1")])
      .when({ _tag: "EndSession", userId: UserId.make("u"), sessionId: "s1" })
      .then([{ _tag: "UserSessionEnded", userId: UserId.make("u"), sessionId: "s1", reason: "signed-out" }])
    spec
      .given([registered, started("s1"), { _tag: "UserSessionEnded", userId: UserId.make("u"), sessionId: "s1", reason: "signed-out" }])
      .when({ _tag: "EndSession", userId: UserId.make("u"), sessionId: "s1" })
      .then([])
  })

  it("given two sessions, when the password changes in one of them, then the other ends and that one stays", () => {
    const events = [registered, started("s1"), started("s2")]
    spec
      .given(events)
      .when({ _tag: "UpdateProfile", userId: UserId.make("u"), firstName: "A", lastName: "B", passwordChanged: true, keptSessionId: "s1" })
      .then([{ _tag: "UserPasswordChanged", userId: UserId.make("u"), changedBy: UserId.make("u"), keptSessionId: "s1" }])
    const after = [...events, { _tag: "UserPasswordChanged", userId: UserId.make("u"), changedBy: UserId.make("u"), keptSessionId: "s1" } as const]
    expect([statusOf(after, "s1"), statusOf(after, "s2")]).toEqual(["live", "ended"])
  })

  it("given live sessions, then an administrator's new password, a lock written before issue 38 or a deactivation ends them all, and an unlock or activation revives none", () => {
    const live = [registered, started("s1"), started("s2")]
    const endings: ReadonlyArray<UserEvent> = [
      { _tag: "UserPasswordChanged", userId: UserId.make("u"), changedBy: UserId.make("admin") },
      { _tag: "UserAccountLocked", userId: UserId.make("u"), device: null, lockedAt: AT, until: ENDS, endedSessions: true },
      { _tag: "UserDeactivated", userId: UserId.make("u"), changedBy: UserId.make("admin") }
    ]
    for (const ending of endings) {
      const after = [
        ...live,
        ending,
        { _tag: "UserUnlocked", userId: UserId.make("u"), changedBy: UserId.make("admin") } as const,
        { _tag: "UserActivated", userId: UserId.make("u"), changedBy: UserId.make("admin") } as const
      ]
      expect([statusOf(after, "s1"), statusOf(after, "s2")]).toEqual(["ended", "ended"])
    }
  })

  it("given live sessions, when strangers' failed sign-ins lock the unknown devices out, then every session stays live", () => {
    const locked: UserEvent[] = [
      registered,
      started("s1"),
      { _tag: "UserLoginFailed", userId: UserId.make("u"), device: null, failedLoginAttempts: MAX_FAILED_LOGINS },
      { _tag: "UserAccountLocked", userId: UserId.make("u"), device: null, lockedAt: AT, until: ENDS, endedSessions: false }
    ]
    expect(statusOf(locked, "s1")).toBe("live")
  })

  it("given a session past its lifetime, then it is ended, and a later sign-in forgets it", () => {
    const events = [registered, started("s1", AT, "2026-11-28T09:00:00.000Z")]
    expect(statusOf(events, "s1", Date.parse("2026-11-28T08:59:59.999Z"))).toBe("live")
    expect(statusOf(events, "s1", Date.parse("2026-11-28T09:00:00.000Z"))).toBe("ended")
    const later = [...events, started("s2", "2026-11-28T10:00:00.000Z", "2026-11-28T22:00:00.000Z")]
    expect(statusOf(later, "s1", Date.parse("2026-11-28T10:00:00.001Z"))).toBe("unknown")
    expect(statusOf(later, "s2", Date.parse("2026-11-28T10:00:00.001Z"))).toBe("live")
  })
})
