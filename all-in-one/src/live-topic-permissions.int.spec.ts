import { LiveTopics, type LiveTopicKind } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain/permissions/index"
import { TOPIC_RULES } from "@timber/query-service/live/topic-permissions"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { watchLive } from "./testing/live-socket"
import { signUpStaff } from "./testing/signed-up-staff"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
const ROLES = ["ADMIN", "MANAGER", "USER"] as const
type RoleName = (typeof ROLES)[number]
const people: Record<RoleName, { id: string; email: string; token: string }> = {} as never

const signUp = (email: string, role: string) => signUpStaff(app, admin, { email, role, firstName: "Pat" })

const watch = (token: string, topics: ReadonlyArray<string>) => watchLive(app.url, token, topics)

const KINDS = Object.keys(LiveTopics) as LiveTopicKind[]
const LOT_ID = "00000000-0000-4000-8000-000000000001"
const topicOf = (kind: LiveTopicKind, userId: string) => {
  const topic = LiveTopics[kind]
  return typeof topic === "string" ? topic : topic(kind === "lot" ? LOT_ID : userId)
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const me = (await (await app.api("/auth/me", { token: admin })).json()) as { id: string }
  people.ADMIN = { id: me.id, email: "admin@timber.works", token: admin }
  people.MANAGER = await signUp("topics.manager@timber.works", "MANAGER")
  people.USER = await signUp("topics.user@timber.works", "USER")
})
afterAll(async () => app?.close())

describe("live topics keep the page permissions of the reads they announce (issue 24 item 4)", () => {
  it("given every topic of LiveTopics × every role, then the hub grants the subscription exactly when one of the reads the topic announces answers 200", async () => {
    const walked: string[] = []
    for (const role of ROLES) {
      const person = people[role]
      const topics = KINDS.map((kind) => topicOf(kind, person.id))
      const live = await watch(person.token, topics)
      for (const kind of KINDS) {
        const reads = TOPIC_RULES[kind].reads.map((path) => path.replace("{id}", LOT_ID))
        const statuses = await Promise.all(reads.map(async (path) => (await app.api(path, { token: person.token })).status))
        for (const status of statuses) expect([200, 403], `${kind} × ${role}: GET ${reads.join(", ")} answered ${statuses.join(", ")}`).toContain(status)
        const mayRead = statuses.includes(200)
        expect(live.granted().includes(topicOf(kind, person.id)), `${kind} × ${role} (reads ${reads.join(", ")}: ${statuses.join(", ")})`).toBe(mayRead)
        walked.push(`${kind} × ${role}`)
      }
      live.close()
    }
    expect(walked).toHaveLength(KINDS.length * ROLES.length)
  })

  it("given a USER subscribed to `approvals`, `users` and `*`, when approvals, users and LOTs change, then only what the USER may read reaches them; `approvals` and `users` are refused at subscribe", async () => {
    const user = await watch(people.USER.token, [LiveTopics.approvals, LiveTopics.users, "*"])
    const manager = await watch(people.MANAGER.token, ["*"])
    expect(user.granted()).toEqual(["*"])
    const rule = await app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 90_000, approver_id: people.MANAGER.id, is_active: true }
    })
    expect(rule.status).toBe(201)
    await signUp("topics.newcomer@timber.works", "USER")
    const woodType = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } })
    expect(woodType.status).toBe(201)
    await manager.until(() => manager.pushed.includes(LiveTopics.approvals) && manager.pushed.includes(LiveTopics.woodTypes))
    await user.until(() => user.pushed.includes(LiveTopics.woodTypes))
    user.close()
    manager.close()
    expect(user.pushed).not.toContain(LiveTopics.approvals)
    expect(user.pushed).not.toContain(LiveTopics.users)
    expect(manager.pushed).not.toContain(LiveTopics.users)
  })

  it("given a MANAGER watching `approvals` and `*`, when an ADMIN takes approvals from their permissions, then the open socket stops receiving `approvals` pushes", async () => {
    const manager = await signUp("topics.demoted@timber.works", "MANAGER")
    const live = await watch(manager.token, [LiveTopics.approvals, "*"])
    expect(live.granted()).toEqual([LiveTopics.approvals, "*"])
    const noApprovals = { ...PermissionTemplates.MANAGER, approvals: PermissionTemplates.USER.approvals }
    const changed = await app.api(`/users/${manager.id}`, {
      method: "PUT",
      token: admin,
      json: { email: manager.email, firstName: "Pat", lastName: "MANAGER", role: "MANAGER", permissions: noApprovals }
    })
    expect(changed.status).toBe(200)
    expect((await app.api("/management/approvals", { token: manager.token })).status).toBe(403)
    const rule = await app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 95_000, approver_id: people.MANAGER.id, is_active: true }
    })
    expect(rule.status).toBe(201)
    const lotType = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } })
    expect(lotType.status).toBe(201)
    await live.until(() => live.pushed.includes(LiveTopics.woodTypes))
    live.close()
    expect(live.pushed).not.toContain(LiveTopics.approvals)
  })

  it("given the pending-count, then it follows the approvals list: 403 for a USER, 200 for a MANAGER and an ADMIN", async () => {
    for (const role of ROLES) {
      const list = await app.api("/management/approvals", { token: people[role].token })
      const count = await app.api("/management/approvals/pending-count", { token: people[role].token })
      expect(count.status, role).toBe(list.status)
    }
    expect((await app.api("/management/approvals/pending-count", { token: people.USER.token })).status).toBe(403)
  })
})
