import { PAGE_KEYS, schemaVersionOf, sessionStatus, UserId, userStream, type PermissionMap, type UserEvent } from "@timber/contracts"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { liveSessionUser, makeUserAccessDirectory, type UserAccessDirectory, type UserEventSource } from "./user-access"

/** An event store in memory: the user streams, what was read, and the announcements it makes (or loses). */
const memoryStore = (options: { announces: boolean }) => {
  const events: Array<{
    streamId: string
    revision: bigint
    position: bigint
    type: string
    data: unknown
    metadata: Record<string, unknown>
    recordedAt: Date
  }> = []
  const listeners = new Set<(streams: ReadonlyArray<string> | "all") => void>()
  const reads: string[] = []
  let announce = true
  const source: UserEventSource = {
    readStream: (streamId, { fromRevision }) =>
      Effect.sync(() => {
        reads.push(streamId)
        return events.filter((e) => e.streamId === streamId && e.revision >= fromRevision)
      }),
    readPage: ({ fromPosition, limit }) =>
      Effect.sync(() => ({
        events: events.filter((e) => e.position >= fromPosition).slice(0, limit),
        head: events.at(-1)?.position ?? 0n
      })),
    onAppended: options.announces
      ? (listener) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        }
      : undefined
  }
  const append = (userId: string, event: UserEvent) => {
    const streamId = userStream(UserId.make(userId))
    const { _tag, ...data } = event
    events.push({
      streamId,
      revision: BigInt(events.filter((e) => e.streamId === streamId).length),
      position: BigInt(events.length + 1),
      type: _tag,
      data,
      // as the real store writes them: at the type's current version
      metadata: { schemaVersion: schemaVersionOf(_tag) },
      recordedAt: new Date()
    })
    if (announce) for (const listener of listeners) listener([streamId])
  }
  return { source, append, reads, loseAnnouncements: () => (announce = false) }
}

const registered = (userId: string): UserEvent => ({
  _tag: "UserRegistered",
  userId: UserId.make(userId),
  email: `${userId}@timber.works`,
  firstName: "A",
  lastName: "B",
  role: "USER",
  isActive: true,
  permissions: null
})

let directory: UserAccessDirectory | null = null
afterEach(() => directory?.close())

describe("the signed-in users' access, in memory", () => {
  it("given a user read once, when nothing is appended to them, then every later request answers from memory without a read", async () => {
    const store = memoryStore({ announces: true })
    store.append("u1", registered("u1"))
    directory = makeUserAccessDirectory(store.source)
    expect((await directory.get(UserId.make("u1")))?.isActive).toBe(true)
    for (let i = 0; i < 5; i++) await directory.get(UserId.make("u1"))
    expect(store.reads).toEqual([userStream(UserId.make("u1"))])
  })

  it("given a user in memory, when they are locked, deactivated or given other permissions, then the very next get shows it", async () => {
    const store = memoryStore({ announces: true })
    store.append("u2", registered("u2"))
    directory = makeUserAccessDirectory(store.source)
    await directory.get(UserId.make("u2"))
    store.append("u2", locked("u2"))
    expect((await directory.get(UserId.make("u2")))?.accountLockedAt).toBe("2026-11-25T10:00:00.000Z")
    store.append("u2", { _tag: "UserDeactivated", userId: UserId.make("u2"), changedBy: UserId.make("admin") })
    expect((await directory.get(UserId.make("u2")))?.isActive).toBe(false)
    const permissions = Object.fromEntries(
      PAGE_KEYS.map((page) => [page, { access: page === "dashboard", read: page === "dashboard", create: false, edit: false, delete: false, amount: false }])
    ) as PermissionMap
    store.append("u2", { _tag: "UserPermissionsChanged", userId: UserId.make("u2"), changedBy: UserId.make("admin"), from: null, to: permissions })
    expect((await directory.get(UserId.make("u2")))?.storedPermissions).toEqual(permissions)
    // each change costs one read of the stream's new events, nothing more
    expect(store.reads).toEqual(Array.from({ length: 4 }, () => userStream(UserId.make("u2"))))
  })

  it("given an announcement lost on the way, then the change is seen once the log's user events are read by position in the background", async () => {
    const store = memoryStore({ announces: true })
    store.append("u3", registered("u3"))
    directory = makeUserAccessDirectory(store.source, { pollMs: 20 })
    await directory.get(UserId.make("u3"))
    await new Promise((resolve) => setTimeout(resolve, 50))
    store.loseAnnouncements()
    store.append("u3", { _tag: "UserDeactivated", userId: UserId.make("u3"), changedBy: UserId.make("admin") })
    expect((await directory.get(UserId.make("u3")))?.isActive).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await directory.get(UserId.make("u3")))?.isActive).toBe(false)
  })

  it("given a store that cannot announce appends, then every get reads the user's new events", async () => {
    const store = memoryStore({ announces: false })
    store.append("u4", registered("u4"))
    directory = makeUserAccessDirectory(store.source)
    await directory.get(UserId.make("u4"))
    store.append("u4", locked("u4"))
    expect((await directory.get(UserId.make("u4")))?.accountLockedAt).toBe("2026-11-25T10:00:00.000Z")
  })

  it("given a log other processes append to (PostgreSQL shared by several services), when one of them signs the user out, locks, deactivates or changes their role and its announcement is still on its way, then the very next get here sees it", async () => {
    const store = memoryStore({ announces: true })
    store.append("u8", registered("u8"))
    store.append("u8", sessionStarted("u8", "s1"))
    directory = makeUserAccessDirectory(store.source, { sharedLog: true })
    expect(await liveSessionUser(directory, { userId: UserId.make("u8"), sessionId: "s1" })).not.toBeNull()
    store.loseAnnouncements()
    store.append("u8", { _tag: "UserSessionEnded", userId: UserId.make("u8"), sessionId: "s1", reason: "signed-out" })
    expect(await liveSessionUser(directory, { userId: UserId.make("u8"), sessionId: "s1" })).toBeNull()
    store.append("u8", {
      _tag: "UserDetailsChanged",
      userId: UserId.make("u8"),
      changedBy: UserId.make("admin"),
      from: { email: "u8@timber.works", firstName: "A", lastName: "B", role: "USER" },
      to: { email: "u8@timber.works", firstName: "A", lastName: "B", role: "MANAGER" }
    })
    expect((await directory.get(UserId.make("u8")))?.role).toBe("MANAGER")
    store.append("u8", locked("u8"))
    expect((await directory.get(UserId.make("u8")))?.accountLockedAt).toBe("2026-11-25T10:00:00.000Z")
    // the price: one read of the user's new events (an index probe answering none, mostly) per get, four gets
    expect(store.reads).toEqual(Array.from({ length: 4 }, () => userStream(UserId.make("u8"))))
  })

  it("given a signed-in user, when strangers' failed sign-ins lock the unknown devices out, then their session is still let through (issue 38)", async () => {
    const store = memoryStore({ announces: true })
    store.append("u9", registered("u9"))
    store.append("u9", sessionStarted("u9", "s1"))
    directory = makeUserAccessDirectory(store.source)
    store.append("u9", locked("u9"))
    expect(await liveSessionUser(directory, { userId: UserId.make("u9"), sessionId: "s1" })).not.toBeNull()
  })

  function locked(userId: string): UserEvent {
    return {
      _tag: "UserAccountLocked",
      userId: UserId.make(userId),
      device: null,
      lockedAt: "2026-11-25T10:00:00.000Z",
      until: "2026-11-25T10:15:00.000Z",
      endedSessions: false
    }
  }

  const sessionStarted = (userId: string, sessionId: string): UserEvent => ({
    _tag: "UserSessionStarted",
    userId: UserId.make(userId),
    sessionId,
    startedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString()
  })

  it("given a session another process started a moment ago (its announcement not here yet), then a get naming it reads the user's new events once, and answers from memory after", async () => {
    const store = memoryStore({ announces: true })
    store.append("u5", registered("u5"))
    directory = makeUserAccessDirectory(store.source)
    await directory.get(UserId.make("u5"))
    store.loseAnnouncements()
    store.append("u5", sessionStarted("u5", "s1"))
    expect(await liveSessionUser(directory, { userId: UserId.make("u5"), sessionId: "s1" })).not.toBeNull()
    for (let i = 0; i < 3; i++) expect(await liveSessionUser(directory, { userId: UserId.make("u5"), sessionId: "s1" })).not.toBeNull()
    expect(store.reads).toEqual([userStream(UserId.make("u5")), userStream(UserId.make("u5"))])
  })

  it("given a signed-out session, then it is refused from memory without a read, while the user's other session is live", async () => {
    const store = memoryStore({ announces: true })
    store.append("u6", registered("u6"))
    store.append("u6", sessionStarted("u6", "s1"))
    store.append("u6", sessionStarted("u6", "s2"))
    directory = makeUserAccessDirectory(store.source)
    expect(await liveSessionUser(directory, { userId: UserId.make("u6"), sessionId: "s1" })).not.toBeNull()
    store.append("u6", { _tag: "UserSessionEnded", userId: UserId.make("u6"), sessionId: "s1", reason: "signed-out" })
    expect(await liveSessionUser(directory, { userId: UserId.make("u6"), sessionId: "s1" })).toBeNull()
    expect(await liveSessionUser(directory, { userId: UserId.make("u6"), sessionId: "s2" })).not.toBeNull()
    expect(sessionStatus((await directory.get(UserId.make("u6")))!.sessions, "s1", Date.now())).toBe("ended")
    expect(store.reads).toEqual([userStream(UserId.make("u6")), userStream(UserId.make("u6"))])
  })

  it("given the background read finds events this process was told of and folded already, then it asks for no second read", async () => {
    const store = memoryStore({ announces: true })
    store.append("u7", registered("u7"))
    directory = makeUserAccessDirectory(store.source, { pollMs: 20 })
    await directory.get(UserId.make("u7"))
    await new Promise((resolve) => setTimeout(resolve, 50))
    store.append("u7", sessionStarted("u7", "s1"))
    await directory.get(UserId.make("u7"), "s1")
    await new Promise((resolve) => setTimeout(resolve, 100))
    await directory.get(UserId.make("u7"), "s1")
    expect(store.reads).toEqual([userStream(UserId.make("u7")), userStream(UserId.make("u7"))])
  })

  it("tells its watchers which users' streams changed", async () => {
    const store = memoryStore({ announces: true })
    directory = makeUserAccessDirectory(store.source)
    const told: Array<ReadonlyArray<string> | "all"> = []
    directory.watch((userIds) => told.push(userIds))
    store.append("u8", registered("u8"))
    expect(told).toEqual([["u8"]])
  })
})
