import { Effect } from "effect"
import {
  decodeEvent,
  evolveSessions,
  noSessions,
  sessionStatus,
  UserEvent,
  userStream,
  USER_EVENT_TYPES,
  USER_STREAM_PREFIX,
  type PermissionMap,
  type Role,
  type Sessions,
  type StoredEvent,
  type UserId
} from "@timber/contracts"

/**
 * What the HTTP edge needs to know of a signed-in user on every request: who, which role and
 * stored permissions (the services apply the role's template), and whether they may use the app
 * at all. Folded from the user's own events, so the write and the read side agree on it and
 * neither waits for a read model.
 */
export interface UserAccess {
  readonly id: UserId
  readonly email: string
  readonly role: Role
  readonly isActive: boolean
  readonly accountLockedAt: string | null
  /** The stored permissions; null means the role's template. */
  readonly storedPermissions: PermissionMap | null
  /** Which sessions are live: a token is good only while the session it names is (users/sessions.ts). */
  readonly sessions: Sessions
}

/**
 * A deactivated user is refused everywhere, whatever their token says. A locked one is not: a lock
 * refuses new sign-ins from unknown devices only and never ends a session already open (
 * so a stranger's guesses cannot sign the owner out); `accountLockedAt` is kept for what it says.
 */
export const mayUseTheApp = (user: Pick<UserAccess, "isActive">) => user.isActive

/** One user event applied to what the edge knows of that user (null: not registered). */
export const evolveUserAccess = (state: UserAccess | null, event: UserEvent): UserAccess | null => {
  if (event._tag === "UserRegistered")
    return {
      id: event.userId,
      email: event.email,
      role: event.role,
      isActive: event.isActive,
      accountLockedAt: null,
      storedPermissions: event.permissions,
      sessions: noSessions
    }
  if (state === null) return null
  const sessions = evolveSessions(state.sessions, event)
  switch (event._tag) {
    case "UserAccountLocked":
      return event.device === null ? { ...state, sessions, accountLockedAt: event.lockedAt } : { ...state, sessions }
    case "UserUnlocked":
      return { ...state, sessions, accountLockedAt: null }
    case "UserDetailsChanged":
      return { ...state, sessions, email: event.to.email, role: event.to.role }
    case "UserPermissionsChanged":
      return { ...state, sessions, storedPermissions: event.to }
    case "UserDeactivated":
      return { ...state, sessions, isActive: false }
    case "UserActivated":
      return { ...state, sessions, isActive: true }
    case "UserLoginFailed":
    case "UserFailedLoginsReset":
    case "UserPasswordChanged":
    case "UserAvatarChanged":
    case "UserSessionStarted":
    case "UserSessionEnded":
      return { ...state, sessions }
    default: {
      const never: never = event
      return never
    }
  }
}

/** The user a session's token names, when that session is live and the user may use the app; null otherwise. */
export const liveSessionUser = async (
  users: Pick<UserAccessDirectory, "get">,
  session: { readonly userId: UserId; readonly sessionId: string }
): Promise<UserAccess | null> => {
  const user = await users.get(session.userId, session.sessionId)
  if (!user || !mayUseTheApp(user) || sessionStatus(user.sessions, session.sessionId, Date.now()) !== "live") return null
  return user
}

/** A stored user event as the event store gives it back (its RecordedEvent has this shape). */
interface RecordedUserEvent extends StoredEvent {
  readonly streamId: string
  readonly revision: bigint
  readonly position: bigint
}

/** The parts of the event store port the directory uses (the port's EventStore fits it). */
export interface UserEventSource {
  readonly readStream: (streamId: string, options: { readonly fromRevision: bigint }) => Effect.Effect<ReadonlyArray<RecordedUserEvent>, unknown>
  readonly readPage: (options: {
    readonly fromPosition: bigint
    readonly limit: number
    readonly eventTypes: ReadonlyArray<string>
  }) => Effect.Effect<{ readonly events: ReadonlyArray<RecordedUserEvent>; readonly head: bigint }, unknown>
  readonly onAppended?: (changed: (streams: ReadonlyArray<string> | "all") => void) => () => void
}

export interface UserAccessDirectory {
  /**
   * The user as of every append this process made or was told of; null when unknown. With a
   * `sessionId` the fold has not seen start (a sign-in another process answered a moment ago),
   * the user's new events are read first.
   */
  readonly get: (userId: UserId, sessionId?: string) => Promise<UserAccess | null>
  /** Called with the users whose stream this process learned has new events ("all": any of them): the live hub asks again. */
  readonly watch: (changed: (userIds: ReadonlyArray<string> | "all") => void) => () => void
  readonly close: () => void
}

/** How often the directory looks for user events whose announcement may have been lost. */
export const USER_ACCESS_POLL_MS = 1_000
const POLL_PAGE = 1_000
/** Far beyond any position: a page read from here answers only the readable head. */
const BEYOND = 2n ** 62n

interface Entry {
  readonly access: UserAccess | null
  /** The next revision of the user's stream to fold. */
  readonly next: bigint
  /** False once an append to the stream was announced (or may have been): the next get reads the new events. */
  fresh: boolean
}

export interface UserAccessOptions {
  readonly pollMs?: number
  /**
   * Other processes append to this log (services that share one PostgreSQL server): their
   * announcements arrive after their answers, 160–220 ms later under load, so memory alone would
   * let a signed-out token through another process in between. Then every get reads the user's
   * stream from the next revision it has not folded: one probe of the (stream_id, revision) index
   * that answers nothing unless the user changed (its cost: README "Several of each").
   */
  readonly sharedLog?: boolean
}

/**
 * Every signed-in user's access, in this process's memory, kept current from the users' own
 * events: a request costs no round trip for it. An append to a user's stream is announced by the
 * store (this process's own before the append answers, so the request after a lock or a
 * deactivation sees it; another process's by its NOTIFY); the next get of that user reads only
 * the stream's new events. In case an announcement is lost, the directory reads the log's user
 * events by position once every `pollMs` in the background, so a change is seen within that time
 * whatever happens to a NOTIFY. A store that cannot announce (EventStoreDB) has every get read the
 * user's new events, as before.
 */
export const makeUserAccessDirectory = (source: UserEventSource, options: UserAccessOptions = {}): UserAccessDirectory => {
  const entries = new Map<string, Entry>()
  const announced = new Map<string, number>()
  let announcedAll = 0
  const announcementsOf = (userId: string) => (announced.get(userId) ?? 0) + announcedAll
  const prefix = USER_STREAM_PREFIX

  const watchers = new Set<(userIds: ReadonlyArray<string> | "all") => void>()
  const tell = (userIds: ReadonlyArray<string> | "all") => {
    if (userIds !== "all" && userIds.length === 0) return
    for (const watcher of watchers) watcher(userIds)
  }

  const stale = (changed: ReadonlyArray<string> | "all") => {
    if (changed === "all") {
      announcedAll++
      for (const entry of entries.values()) entry.fresh = false
      tell("all")
      return
    }
    const userIds: string[] = []
    for (const streamId of changed) {
      if (!streamId.startsWith(prefix)) continue
      const userId = streamId.slice(prefix.length)
      userIds.push(userId)
      announced.set(userId, (announced.get(userId) ?? 0) + 1)
      const entry = entries.get(userId)
      if (entry) entry.fresh = false
    }
    tell(userIds)
  }
  const stopListening = source.onAppended?.(stale)
  const trusted = stopListening !== undefined

  // the fallback: the log's user events by position, from the readable head onward
  let position: bigint | null = null
  let polling = false
  const poll = async () => {
    if (polling || !trusted || entries.size === 0) return
    polling = true
    try {
      const page = await Effect.runPromise(source.readPage({ fromPosition: position ?? BEYOND, limit: POLL_PAGE, eventTypes: USER_EVENT_TYPES }))
      // an event this process already folded (its announcement arrived) asks for no second read
      const unfolded = page.events.filter((event) => !((entries.get(event.streamId.slice(prefix.length))?.next ?? 0n) > event.revision))
      if (position !== null) stale(unfolded.map((event) => event.streamId))
      position = page.events.length === POLL_PAGE ? page.events.at(-1)!.position + 1n : page.head + 1n
    } catch {
      // the store is unreachable: trust nothing until it answers again
      stale("all")
    } finally {
      polling = false
    }
  }
  const timer = trusted ? setInterval(() => void poll(), options.pollMs ?? USER_ACCESS_POLL_MS) : undefined
  timer?.unref()
  void poll()

  return {
    get: async (userId, sessionId) => {
      const entry = entries.get(userId)
      const knowsSession = sessionId === undefined || !entry?.access || sessionStatus(entry.access.sessions, sessionId, Date.now()) !== "unknown"
      if (entry?.fresh && knowsSession && !options.sharedLog) return entry.access
      const seen = announcementsOf(userId)
      const newer = await Effect.runPromise(source.readStream(userStream(userId), { fromRevision: entry?.next ?? 0n }))
      let access = entry?.access ?? null
      let next = entry?.next ?? 0n
      for (const recorded of newer) {
        access = evolveUserAccess(access, decodeEvent(UserEvent, recorded))
        next = recorded.revision + 1n
      }
      const now = entries.get(userId)
      // a read that overlapped an announcement may have missed that append: not trusted
      if (!now || now.next <= next) entries.set(userId, { access, next, fresh: trusted && announcementsOf(userId) === seen })
      if (position === null) void poll()
      return access
    },
    watch: (watcher) => {
      watchers.add(watcher)
      return () => watchers.delete(watcher)
    },
    close: () => {
      watchers.clear()
      stopListening?.()
      if (timer) clearInterval(timer)
    }
  }
}
