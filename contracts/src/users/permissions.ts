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
  "admin-settings"
)
export type PageKey = typeof PageKey.Type
export const PAGE_KEYS = PageKey.literals

export const PermissionAction = Schema.Literal("access", "read", "create", "edit", "delete", "amount")
export type PermissionAction = typeof PermissionAction.Type

export const PermissionEntry = Schema.Struct({
  access: Schema.Boolean,
  read: Schema.Boolean,
  create: Schema.Boolean,
  edit: Schema.Boolean,
  delete: Schema.Boolean,
  amount: Schema.Boolean
})
export type PermissionEntry = typeof PermissionEntry.Type

export const PermissionMap = Schema.Record({ key: PageKey, value: PermissionEntry })
export type PermissionMap = typeof PermissionMap.Type
