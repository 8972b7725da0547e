import { absurd } from "effect"
import type { UserEvent } from "./events"

/**
 * A user's sessions as their own events tell them: one starts at each sign-in
 * (`UserSessionStarted`) and ends at sign-out (`UserSessionEnded`), at a password change (all but
 * the one it was made in), at a deactivation (all; a lock did too before per-address keys), or when its lifetime is over. The
 * one fold of them: the user aggregate decides with it and every service's user-access directory
 * admits tokens with it, so the write and the read side end a session at the same event.
 *
 * Ended sessions are remembered as well as live ones, until their lifetime is over: a token naming
 * a session neither list holds is one whose start this fold has not seen yet (another process's
 * sign-in a moment ago), so the directory reads the user's new events once before refusing it.
 */
export interface Sessions {
  /** Live sessions: id -> when it ends at the latest (milliseconds). */
  readonly live: ReadonlyMap<string, number>
  /** Ended sessions, until they would have ended anyway: id -> that time (milliseconds). */
  readonly ended: ReadonlyMap<string, number>
}

export const noSessions: Sessions = { live: new Map(), ended: new Map() }

const unexpired = (sessions: ReadonlyMap<string, number>, at: number) => new Map([...sessions].filter(([, expiresAt]) => expiresAt > at))

/** Ends the live sessions `ends` picks: they move to the ended ones. */
const ending = (sessions: Sessions, ends: (sessionId: string) => boolean): Sessions => {
  const live = new Map<string, number>()
  const ended = new Map(sessions.ended)
  for (const [sessionId, expiresAt] of sessions.live) (ends(sessionId) ? ended : live).set(sessionId, expiresAt)
  return { live, ended }
}

/** One user event applied to the user's sessions. */
export const evolveSessions = (sessions: Sessions, event: UserEvent): Sessions => {
  switch (event._tag) {
    case "UserSessionStarted": {
      // sessions whose lifetime is over by now are forgotten: their tokens are refused by their own expiry
      const at = Date.parse(event.startedAt)
      const live = unexpired(sessions.live, at)
      live.set(event.sessionId, Date.parse(event.expiresAt))
      return { live, ended: unexpired(sessions.ended, at) }
    }
    case "UserSessionEnded":
      return sessions.live.has(event.sessionId) ? ending(sessions, (sessionId) => sessionId === event.sessionId) : sessions
    case "UserPasswordChanged":
      return ending(sessions, (sessionId) => sessionId !== event.keptSessionId)
    // a lock ends no session now (a stranger's guesses must not sign the owner out); one written before did
    case "UserAccountLocked":
      return event.endedSessions ? ending(sessions, () => true) : sessions
    case "UserDeactivated":
      return ending(sessions, () => true)
    case "UserRegistered":
    case "UserLoginFailed":
    case "UserFailedLoginsReset":
    case "UserDetailsChanged":
    case "UserPermissionsChanged":
    case "UserActivated":
    case "UserUnlocked":
    case "UserAvatarChanged":
      return sessions
    default:
      return absurd(event)
  }
}

/** What the fold says of a session at `now`: live, ended (or past its lifetime), or not seen starting. */
export const sessionStatus = (sessions: Sessions, sessionId: string, now: number): "live" | "ended" | "unknown" => {
  const live = sessions.live.get(sessionId)
  if (live !== undefined) return live > now ? "live" : "ended"
  return sessions.ended.has(sessionId) ? "ended" : "unknown"
}
