import { NotificationMessages, type Notification } from "@timber/contracts"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let amina: { id: string; token: string }
let baraka: { id: string; token: string }

const register = async (email: string, firstName: string) => {
  const response = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email, password: "Passw0rd-long", firstName, lastName: "Tester", role: "USER" }
  })
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return { id, token: await app.login(email, "Passw0rd-long") }
}

const notificationsOf = async (token: string, after?: Response) =>
  (
    (await (await app.api("/notifications", { token, headers: { "x-min-position": after?.headers.get("x-event-position") ?? "0" } })).json()) as {
      items: Notification[]
    }
  ).items

const send = (token: string, body: Record<string, unknown>) => app.api("/notifications/send", { method: "POST", token, json: body })

/** Amina sends Baraka a message; returns its id as Baraka sees it. */
const messageToBaraka = async (title: string) => {
  const sent = await send(amina.token, { userId: baraka.id, title, message: "The kiln 2 readings are due at 14:00.\nPlease log them." })
  expect(sent.status).toBe(201)
  const { id } = (await sent.json()) as { id: string }
  const seen = (await notificationsOf(baraka.token, sent)).find((n) => n.id === id)
  // a direct message names its sender: the name staff know them by (issue 24 item 15)
  expect(seen).toMatchObject({
    title,
    type: "DIRECT_MESSAGE",
    isRead: false,
    message: "The kiln 2 readings are due at 14:00.\nPlease log them.",
    sender: { id: amina.id, name: "Amina Tester" }
  })
  return { id, sent }
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  amina = await register("amina@timber.works", "Amina")
  baraka = await register("baraka@timber.works", "Baraka")
})
afterAll(async () => app?.close())

describe("notifications and direct messages over HTTP", () => {
  it("given a user, when they send a direct message, then only the recipient sees it, unread and newest first", async () => {
    await messageToBaraka("Older")
    const { id, sent } = await messageToBaraka("Kiln readings")
    const barakas = await notificationsOf(baraka.token, sent)
    expect(barakas[0]!.id).toBe(id)
    expect((await notificationsOf(amina.token, sent)).some((n) => n.id === id)).toBe(false)
  })

  it("given a message whose title and body hold HTML, when it is sent, then the recipient reads it back character for character: stored as given, neither stripped nor escaped", async () => {
    const title = "<b>Kiln 2</b> & <i>readings</i>"
    const message = `<img src=x onerror=alert(1)> <script>alert("x")</script> 5 < 6 & "quoted" 'too'`
    const sent = await send(amina.token, { userId: baraka.id, title, message })
    expect(sent.status).toBe(201)
    const { id } = (await sent.json()) as { id: string }
    expect((await notificationsOf(baraka.token, sent)).find((n) => n.id === id)).toMatchObject({ title, message })
  })

  it("given someone else's notification, when a user marks it read, then it is refused and stays unread for its owner", async () => {
    const { id } = await messageToBaraka("Not for Amina to read")
    const refused = await app.api(`/notifications/${id}/read`, { method: "PATCH", token: amina.token })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(NotificationMessages.notYours)
    expect((await notificationsOf(baraka.token)).find((n) => n.id === id)?.isRead).toBe(false)
  })

  it("given someone else's notification, when a user deletes it, then it is refused and the owner still has it", async () => {
    const { id } = await messageToBaraka("Not for Amina to delete")
    const refused = await app.api(`/notifications/${id}`, { method: "DELETE", token: amina.token })
    expect(refused.status).toBe(403)
    expect((await notificationsOf(baraka.token)).some((n) => n.id === id)).toBe(true)
  })

  it("given an administrator, when they mark or delete a user's notification, then it is refused too: notifications are private", async () => {
    const { id } = await messageToBaraka("Private")
    expect((await app.api(`/notifications/${id}/read`, { method: "PATCH", token: admin })).status).toBe(403)
    expect((await app.api(`/notifications/${id}`, { method: "DELETE", token: admin })).status).toBe(403)
  })

  it("given their own notification, when the owner marks it read and then deletes it, then it shows read and then is gone", async () => {
    const { id } = await messageToBaraka("Mine to handle")
    const marked = await app.api(`/notifications/${id}/read`, { method: "PATCH", token: baraka.token })
    expect(marked.status).toBe(200)
    expect((await notificationsOf(baraka.token, marked)).find((n) => n.id === id)?.isRead).toBe(true)
    const unread = (await (
      await app.api("/notifications/unread-count", { token: baraka.token, headers: { "x-min-position": marked.headers.get("x-event-position")! } })
    ).json()) as { count: number }
    expect(unread.count).toBe((await notificationsOf(baraka.token)).filter((n) => !n.isRead).length)
    const removed = await app.api(`/notifications/${id}`, { method: "DELETE", token: baraka.token })
    expect(removed.status).toBe(200)
    expect((await notificationsOf(baraka.token, removed)).some((n) => n.id === id)).toBe(false)
    expect((await app.api(`/notifications/${id}/read`, { method: "PATCH", token: baraka.token })).status).toBe(404)
  })

  it("given the send dialog, when a field is blank or the recipient unknown, then the spec's message and nothing is sent", async () => {
    const before = (await notificationsOf(baraka.token)).length
    for (const body of [
      { userId: baraka.id, title: "", message: "x" },
      { userId: baraka.id, title: "Hi", message: "   " },
      { title: "Hi", message: "x" }
    ]) {
      const refused = await send(amina.token, body)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBe(NotificationMessages.fillAllFields)
    }
    const unknown = await send(amina.token, { userId: "no-such-user", title: "Hi", message: "x" })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message: string }).message).toBe(NotificationMessages.recipientUnknown)
    expect((await notificationsOf(baraka.token)).length).toBe(before)
  })

  it("given a signed-in user, when they list recipients, then each has the names the dialog labels them by (and, named, no e-mail)", async () => {
    const profiles = (await (await app.api("/users/profiles", { token: amina.token })).json()) as Array<{
      id: string
      firstName: string
      lastName: string
      user_metadata: { full_name: string }
    }>
    expect(profiles.find((p) => p.id === baraka.id)).toEqual({
      id: baraka.id,
      firstName: "Baraka",
      lastName: "Tester",
      user_metadata: { full_name: "Baraka Tester" }
    })
  })

  it("given a user told of more than a thousand things unread, when the bell asks, then the count stops at 1,000 and says there are more (a count that never reads the whole history)", async () => {
    const me = await app.api("/auth/me", { token: amina.token })
    const { id } = (await me.json()) as { id: string }
    // the read model's rows as a year of LOT notifications left them (raising 1,001 through the product would take minutes)
    await sql`
      insert into notifications (id, user_id, type, title, message, is_read, created_at)
      select 'bulk-' || n, ${id}, 'LOT_CREATED', 'LOT created', 'A LOT was created', false, now() - n * interval '1 minute'
      from generate_series(1, 1001) as n`.execute(app.database.db)
    const unread = (await (await app.api("/notifications/unread-count", { token: amina.token })).json()) as { count: number; capped?: boolean }
    expect(unread).toEqual({ count: 1000, capped: true })
  })
})
