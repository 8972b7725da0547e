/**
 * Maintenance reminders: the notification the assigned user and the asset
 * managers get when an asset's recurring maintenance falls due, and again once when it is overdue.
 * Types outside the spec's known list get the notification centre's default look.
 */
export const MaintenanceReminderTypes = { due: "MAINTENANCE_DUE", overdue: "MAINTENANCE_OVERDUE" } as const
export type MaintenanceReminderKind = keyof typeof MaintenanceReminderTypes

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

/** A calendar day as the spec writes dates ('MMM dd, yyyy'): 2026-02-28 is Feb 28, 2026. */
export const spelledDay = (day: string) => {
  const [year, month, date] = day.slice(0, 10).split("-")
  return `${MONTHS[Number(month) - 1] ?? month} ${date}, ${year}`
}

export const MaintenanceReminderMessages = {
  title: { due: "Maintenance due", overdue: "Maintenance overdue" } satisfies Record<MaintenanceReminderKind, string>,
  message: (kind: MaintenanceReminderKind, asset: { readonly assetTag: string; readonly name: string }, dueDate: string) =>
    kind === "due"
      ? `${asset.assetTag} ${asset.name}: recurring maintenance is due today (${spelledDay(dueDate)})`
      : `${asset.assetTag} ${asset.name}: recurring maintenance was due on ${spelledDay(dueDate)} and is overdue`
} as const

/** Which reminder a due day calls for on `today` (both YYYY-MM-DD): none before it, `due` on it, `overdue` after. */
export const reminderKindOn = (dueDate: string, today: string): MaintenanceReminderKind | null =>
  today < dueDate ? null : today === dueDate ? "due" : "overdue"

export const assetLink = (assetId: string) => `/dashboard/assets/${assetId}`
