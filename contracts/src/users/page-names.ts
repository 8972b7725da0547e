import type { PageKey, PermissionAction } from "./permissions"

/**
 * Each page key as a person reads it: the label of its row in the permissions editor, the
 * words a refusal uses ("You do not have permission to create LOTs") and the editor's
 * category. One table; nothing else spells a page key for a reader.
 */
export const PAGE_NAMES: Readonly<Record<PageKey, { readonly label: string; readonly plural: string; readonly category: PageCategory }>> = {
  dashboard: { label: "Dashboard", plural: "the dashboard", category: "General" },
  notifications: { label: "Notifications", plural: "notifications", category: "General" },
  "wood-calculator": { label: "Wood Calculator", plural: "the wood calculator", category: "Factory" },
  "wood-receipt": { label: "Wood Receipt", plural: "wood receipts", category: "Factory" },
  "wood-slicing": { label: "Wood Slicer", plural: "slicing operations", category: "Factory" },
  "drying-process": { label: "Drying Process", plural: "drying processes", category: "Factory" },
  "wood-transfer": { label: "Wood Transfer", plural: "wood transfers", category: "Factory" },
  "inventory-reports": { label: "Inventory Reports", plural: "inventory reports", category: "Factory" },
  "assets-items": { label: "Assets", plural: "assets", category: "Assets" },
  "wood-types": { label: "Wood Types", plural: "wood types", category: "Management" },
  warehouses: { label: "Warehouses", plural: "warehouses", category: "Management" },
  "lot-creation": { label: "LOT Creation", plural: "LOTs", category: "Management" },
  approvals: { label: "Approvals", plural: "approvals", category: "Management" },
  "drying-settings": { label: "Drying Settings", plural: "drying settings", category: "Management" },
  "website-pages": { label: "Website Pages", plural: "website pages", category: "Website" },
  "website-files": { label: "Website Files", plural: "website files", category: "Website" },
  "crm-clients": { label: "Clients", plural: "clients", category: "CRM" },
  "user-settings": { label: "User Settings", plural: "user settings", category: "Settings" },
  "admin-settings": { label: "Admin Settings", plural: "admin settings", category: "Settings" },
  audit: { label: "Audit", plural: "the event history", category: "Settings" }
}

export const PAGE_CATEGORIES = ["General", "Factory", "Assets", "Management", "Website", "CRM", "Settings"] as const
export type PageCategory = (typeof PAGE_CATEGORIES)[number]

/** The verb of each permission flag in a sentence. */
export const ACTION_VERBS: Readonly<Record<PermissionAction, string>> = {
  access: "open",
  read: "view",
  create: "create",
  edit: "edit",
  delete: "delete",
  amount: "see the amounts of"
}

/** "create LOTs": the words of a refusal; an unknown key reads as itself. */
export const permissionPhrase = (page: string, action: string) =>
  `${ACTION_VERBS[action as PermissionAction] ?? action} ${PAGE_NAMES[page as PageKey]?.plural ?? page}`
