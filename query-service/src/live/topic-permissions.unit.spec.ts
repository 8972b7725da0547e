import { LiveTopics, type LiveTopicKind } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain/permissions/index"
import { DRYING_TOPIC, SLICING_TOPIC } from "@timber/projections"
import { describe, expect, it } from "vitest"
import { mayWatch, TOPIC_RULES, topicKind, WALL_TOPIC_KINDS, type Viewer } from "./topic-permissions"

const ROLES = ["ADMIN", "MANAGER", "USER"] as const
const viewer = (role: (typeof ROLES)[number], userId = `${role.toLowerCase()}-1`): Viewer => ({ userId, role, permissions: PermissionTemplates[role] })
const KINDS = Object.keys(LiveTopics) as LiveTopicKind[]
/** A topic of each kind, addressed to `userId` when the kind takes an id. */
const topicOf = (kind: LiveTopicKind, id: string) => {
  const topic = LiveTopics[kind]
  return typeof topic === "string" ? topic : topic(id)
}

describe("the live topics' read permissions", () => {
  it("given every kind of topic in LiveTopics, then each has a rule naming the reads it announces, and its topics are recognised as that kind", () => {
    for (const kind of KINDS) {
      expect(TOPIC_RULES[kind], kind).toBeDefined()
      expect(TOPIC_RULES[kind].reads.length, kind).toBeGreaterThan(0)
      expect(topicKind(topicOf(kind, "u-1"))?.kind, kind).toBe(kind)
    }
  })

  it("given the topics the projections NOTIFY under names of their own, then each is a known kind", () => {
    for (const topic of [SLICING_TOPIC, DRYING_TOPIC]) expect(topicKind(topic), topic).not.toBeNull()
  })

  it("given a topic of no known kind, or a private one with no id, then nobody may watch it, not even an ADMIN", () => {
    for (const topic of ["unheard-of", "lot:", "notifications:", "*"]) expect(mayWatch(viewer("ADMIN"), topic), topic).toBe(false)
  })

  it("given every topic × role of the default templates, then the grant is the spec's section 6 read of that page (private topics: their owner only)", () => {
    const expected: Record<LiveTopicKind, Record<(typeof ROLES)[number], boolean>> = {
      lots: { ADMIN: true, MANAGER: true, USER: true },
      displayTokens: { ADMIN: true, MANAGER: false, USER: false },
      newsletter: { ADMIN: true, MANAGER: true, USER: true },
      lot: { ADMIN: true, MANAGER: true, USER: true },
      woodTypes: { ADMIN: true, MANAGER: true, USER: true },
      users: { ADMIN: true, MANAGER: false, USER: false },
      roles: { ADMIN: true, MANAGER: false, USER: false },
      settings: { ADMIN: true, MANAGER: false, USER: false },
      dashboard: { ADMIN: true, MANAGER: true, USER: true },
      approvals: { ADMIN: true, MANAGER: true, USER: false },
      notifications: { ADMIN: true, MANAGER: true, USER: true },
      calculations: { ADMIN: true, MANAGER: true, USER: true },
      warehouses: { ADMIN: true, MANAGER: true, USER: true },
      stock: { ADMIN: true, MANAGER: true, USER: true },
      system: { ADMIN: true, MANAGER: false, USER: false },
      slicing: { ADMIN: true, MANAGER: true, USER: true },
      drying: { ADMIN: true, MANAGER: true, USER: true },
      transfers: { ADMIN: true, MANAGER: true, USER: true },
      assets: { ADMIN: true, MANAGER: true, USER: true },
      user: { ADMIN: true, MANAGER: true, USER: true }
    }
    for (const kind of KINDS) {
      for (const role of ROLES) {
        const me = viewer(role)
        expect(mayWatch(me, topicOf(kind, me.userId)), `${kind} × ${role}`).toBe(expected[kind][role])
        if (TOPIC_RULES[kind].own) expect(mayWatch(me, topicOf(kind, "someone-else")), `${kind} of another × ${role}`).toBe(false)
      }
    }
  })

  it("given a USER whose stored map has no page at all, then only the topics open to anyone signed in and their own are theirs", () => {
    const nothing: Viewer = {
      userId: "n-1",
      role: "USER",
      permissions: Object.fromEntries(
        Object.keys(PermissionTemplates.USER).map((page) => [page, { access: false, read: false, create: false, edit: false, delete: false, amount: false }])
      ) as Viewer["permissions"]
    }
    const granted = KINDS.filter((kind) => mayWatch(nothing, topicOf(kind, nothing.userId)))
    expect(granted.sort()).toEqual(["notifications", "user", "woodTypes"])
  })

  it("given a wall display's socket, then it watches the wall's panels' topics and nothing else — no user's, no ADMIN's", () => {
    const wall: Viewer = { ...viewer("USER", "display:d-1"), wall: true }
    const granted = KINDS.filter((kind) => mayWatch(wall, topicOf(kind, wall.userId)))
    expect(granted.sort()).toEqual([...WALL_TOPIC_KINDS].sort())
    for (const kind of ["system", "users", "settings", "displayTokens", "notifications", "user", "assets"] as const) expect(granted).not.toContain(kind)
  })
})
