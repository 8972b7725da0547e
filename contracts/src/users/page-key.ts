import { Schema } from "effect"

/** Page keys of spec section 3 "Permission entry per page key". */
export const PageKey = Schema.Literal(
  "dashboard",
  "wood-calculator",
  "assets-items",
  "wood-receipt",
  "wood-slicing",
  "drying-process",
  "wood-transfer",
  "inventory-reports",
  "wood-types",
  "warehouses",
  "lot-creation",
  "approvals",
  "drying-settings",
  "website-pages",
  "website-files",
  "crm-clients",
  "notifications",
  "user-settings",
  "admin-settings",
  "audit"
)
export type PageKey = typeof PageKey.Type
export const PAGE_KEYS = PageKey.literals
