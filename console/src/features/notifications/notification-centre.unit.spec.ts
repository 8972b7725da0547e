import type { Notification } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { notificationColor } from "../../ui/notification-look"
import { selectAllState, selectedShown, tabFilter } from "./notification-centre"

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
  it("given a tab, then the server is asked its read state: All none, Unread isRead=false, Read isRead=true", () => {
    expect(tabFilter("all")).toEqual({})
    expect(tabFilter("unread")).toEqual({ isRead: "false" })
    expect(tabFilter("read")).toEqual({ isRead: "true" })
  })

  it("given some shown rows selected, then select-all is indeterminate; all selected, checked; none, neither", () => {
    const shown = list
    expect(selectAllState(shown, new Set(["a"]))).toEqual({ checked: false, indeterminate: true })
    expect(selectAllState(shown, new Set(["a", "b", "c"]))).toEqual({ checked: true, indeterminate: false })
    expect(selectAllState(shown, new Set())).toEqual({ checked: false, indeterminate: false })
    expect(selectAllState([], new Set())).toEqual({ checked: false, indeterminate: false })
  })

  it("given a selection and a narrower search, then only shown rows are acted on", () =>
    expect(selectedShown([list[1]!, list[2]!], new Set(["a", "b"])).map((n) => n.id)).toEqual(["b"]))

  it("colours icons by type as the spec lists them, any other type grey", () => {
    const grey = notificationColor("DIRECT_MESSAGE")
    expect(new Set(["TRANSFER_IN_TRANSIT", "TRANSFER_COMPLETED", "TRANSFER_REJECTED", "TRANSFER_PENDING"].map(notificationColor)).size).toBe(4)
    expect(["TRANSFER_CREATED", "TRANSFER_APPROVED", "APPROVAL_REQUESTED"].map(notificationColor)).toEqual([grey, grey, grey])
  })
})
