import type { Notification } from "@timber/contracts"

/** The Notification Centre's tabs (spec section 2). */
export type NotificationTab = "all" | "unread" | "read"

export const tabCounts = (list: ReadonlyArray<Notification>) => {
  const unread = list.filter((n) => !n.isRead).length
  return { all: list.length, unread, read: list.length - unread }
}

/** What the list shows: the tab's notifications whose title or message holds the search (any case), newest first. */
export const visibleNotifications = (list: ReadonlyArray<Notification>, tab: NotificationTab, search: string): ReadonlyArray<Notification> => {
  const needle = search.trim().toLowerCase()
  return list
    .filter((n) => (tab === "all" ? true : tab === "unread" ? !n.isRead : n.isRead))
    .filter((n) => needle === "" || n.title.toLowerCase().includes(needle) || n.message.toLowerCase().includes(needle))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** The select-all checkbox: checked when every shown row is selected, indeterminate when only some are. */
export const selectAllState = (shown: ReadonlyArray<Notification>, selected: ReadonlySet<string>) => {
  const picked = shown.filter((n) => selected.has(n.id)).length
  return { checked: shown.length > 0 && picked === shown.length, indeterminate: picked > 0 && picked < shown.length }
}

/** Only shown rows stay selected: a selection never acts on rows the user cannot see. */
export const selectedShown = (shown: ReadonlyArray<Notification>, selected: ReadonlySet<string>) => shown.filter((n) => selected.has(n.id))
