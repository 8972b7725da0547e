import type { Notification } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { notificationColor } from "../../ui/notification-look"
import { selectAllState, selectedShown, tabCounts, visibleNotifications } from "./notification-centre"

const note = (id: string, isRead: boolean, createdAt: string, title = `Title ${id}`, message = `Message ${id}`): Notification => ({
  id,
  type: "DIRECT_MESSAGE",
  title,
  message,
  isRead,
  createdAt,
  linkUrl: null
})

const list = [
  note("a", true, "2026-11-20T08:00:00.000Z", "Kiln 2 readings", "Log them by noon"),
  note("b", false, "2026-11-22T08:00:00.000Z", "Transfer approved", "WH-001 to WH-002"),
  note("c", false, "2026-11-21T08:00:00.000Z", "Hello", "The kiln door is stuck")
]

describe("Notification Centre list", () => {
  it("given read and unread notifications, then the tabs count all and unread, and read is the rest", () =>
    expect(tabCounts(list)).toEqual({ all: 3, unread: 2, read: 1 }))

  it("given the All tab, then every notification shows, newest first", () =>
    expect(visibleNotifications(list, "all", "").map((n) => n.id)).toEqual(["b", "c", "a"]))

  it("given the Unread or Read tab, then only those show", () => {
    expect(visibleNotifications(list, "unread", "").map((n) => n.id)).toEqual(["b", "c"])
    expect(visibleNotifications(list, "read", "").map((n) => n.id)).toEqual(["a"])
  })

  it("given a search, then it matches the title or the message in any case", () =>
    expect(visibleNotifications(list, "all", "  KILN ").map((n) => n.id)).toEqual(["c", "a"]))

  it("given some shown rows selected, then select-all is indeterminate; all selected, checked; none, neither", () => {
    const shown = visibleNotifications(list, "all", "")
    expect(selectAllState(shown, new Set(["a"]))).toEqual({ checked: false, indeterminate: true })
    expect(selectAllState(shown, new Set(["a", "b", "c"]))).toEqual({ checked: true, indeterminate: false })
    expect(selectAllState(shown, new Set())).toEqual({ checked: false, indeterminate: false })
    expect(selectAllState([], new Set())).toEqual({ checked: false, indeterminate: false })
  })

  it("given a selection and a narrower search, then only shown rows are acted on", () =>
    expect(selectedShown(visibleNotifications(list, "unread", ""), new Set(["a", "b"])).map((n) => n.id)).toEqual(["b"]))

  it("colours icons by type as the spec lists them, any other type grey", () => {
    const grey = notificationColor("DIRECT_MESSAGE")
    expect(new Set(["TRANSFER_IN_TRANSIT", "TRANSFER_COMPLETED", "TRANSFER_REJECTED", "TRANSFER_PENDING"].map(notificationColor)).size).toBe(4)
    expect(["TRANSFER_CREATED", "TRANSFER_APPROVED", "APPROVAL_REQUESTED"].map(notificationColor)).toEqual([grey, grey, grey])
  })
})
