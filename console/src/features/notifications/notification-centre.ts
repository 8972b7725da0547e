import type { Notification } from "@timber/contracts"

/** The Notification Centre's tabs (spec section 2). */
export type NotificationTab = "all" | "unread" | "read"

/** The tab as the server filters it (GET /notifications `isRead`): All asks no filter. */
export const tabFilter = (tab: NotificationTab): { readonly isRead?: "true" | "false" } => {
  switch (tab) {
    case "all":
      return {}
    case "unread":
      return { isRead: "false" }
    case "read":
      return { isRead: "true" }
    default:
      return tab satisfies never
  }
}

/** The select-all checkbox: checked when every shown row is selected, indeterminate when only some are. */
export const selectAllState = (shown: ReadonlyArray<Notification>, selected: ReadonlySet<string>) => {
  const picked = shown.filter((n) => selected.has(n.id)).length
  return { checked: shown.length > 0 && picked === shown.length, indeterminate: picked > 0 && picked < shown.length }
}

/** Only shown rows stay selected: a selection never acts on rows the user cannot see. */
export const selectedShown = (shown: ReadonlyArray<Notification>, selected: ReadonlySet<string>) => shown.filter((n) => selected.has(n.id))
