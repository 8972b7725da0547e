import type { PageKey } from "@timber/contracts"

/**
 * What each sidebar badge counts, said beside its number: the sidebar's Notifications badge
 * counts unread server notifications, while the top bar's bell counts everything its list
 * holds (read or not, with the LOT alerts), so each names its own.
 */
export const BADGE_COUNTS = { approvals: "pending", notifications: "unread" } as const
export const BELL_COUNTS = "including LOT alerts"

export interface NavEntry {
  readonly label: string
  readonly path: string
  /** null: always shown (Notifications). */
  readonly page: PageKey | null
  readonly badge?: "approvals" | "notifications"
}

export interface NavGroup {
  readonly label: string
  readonly entries: ReadonlyArray<NavEntry>
}

/** The sidebar of spec section 2 "Navigation shell"; each entry shows only with its page permission. */
export const TOP_ENTRIES: ReadonlyArray<NavEntry> = [
  { label: "Dashboard", path: "/dashboard", page: "dashboard" },
  { label: "Notifications", path: "/dashboard/notifications", page: null, badge: "notifications" }
]

export const NAV_GROUPS: ReadonlyArray<NavGroup> = [
  {
    label: "Factory",
    entries: [
      { label: "Wood Calculator", path: "/dashboard/factory/wood-calculator", page: "wood-calculator" },
      { label: "Wood Receipt", path: "/dashboard/factory/receipt-processing", page: "wood-receipt" },
      { label: "Wood Slicer", path: "/dashboard/factory/wood-slicer", page: "wood-slicing" },
      { label: "Drying Process", path: "/dashboard/factory/drying-process", page: "drying-process" },
      { label: "Wood Transfer", path: "/dashboard/factory/wood-transfer", page: "wood-transfer" },
      { label: "Inventory Reports", path: "/dashboard/factory/inventory", page: "inventory-reports" }
    ]
  },
  {
    label: "Assets",
    entries: [
      { label: "Assets", path: "/dashboard/assets", page: "assets-items" },
      { label: "Asset Settings", path: "/dashboard/assets/settings", page: "assets-items" }
    ]
  },
  {
    label: "Management",
    entries: [
      { label: "Wood Types", path: "/dashboard/management/wood-types", page: "wood-types" },
      { label: "Warehouses", path: "/dashboard/management/warehouses", page: "warehouses" },
      { label: "LOT Creation", path: "/dashboard/management/wood-receipt", page: "lot-creation" },
      { label: "Approvals", path: "/dashboard/management/approvals", page: "approvals", badge: "approvals" },
      { label: "Drying Settings", path: "/dashboard/management/drying-settings", page: "drying-settings" }
    ]
  },
  {
    label: "Website",
    entries: [
      { label: "Website Pages", path: "/dashboard/website/pages", page: "website-pages" },
      { label: "Website Files", path: "/dashboard/website/files", page: "website-files" }
    ]
  },
  { label: "CRM", entries: [{ label: "Clients", path: "/dashboard/crm/clients", page: "crm-clients" }] },
  {
    label: "Settings",
    entries: [
      { label: "User Settings", path: "/dashboard/settings/user", page: "user-settings" },
      { label: "Admin Settings", path: "/dashboard/settings/admin", page: "admin-settings" },
      { label: "Audit", path: "/dashboard/audit", page: "audit" }
    ]
  }
]

/** The group whose entry matches the current path (it starts open). */
export const groupForPath = (pathname: string) => {
  const path = pathname.startsWith("/dashboard") ? pathname : `/dashboard${pathname}`
  return NAV_GROUPS.find((g) => g.entries.some((e) => path === e.path || path.startsWith(`${e.path}/`)))?.label ?? null
}

export const SIDEBAR_WIDTH = 240
export const TOPBAR_HEIGHT = 64
