import { Schema } from "effect"
import { notMoney } from "../shared/money"

import { PAGE_KEYS, PageKey } from "./page-key"

export { PAGE_KEYS, PageKey }

export const PermissionAction = Schema.Literal("access", "read", "create", "edit", "delete", "amount")
export type PermissionAction = typeof PermissionAction.Type

export const PermissionEntry = Schema.Struct({
  access: Schema.Boolean,
  read: Schema.Boolean,
  create: Schema.Boolean,
  edit: Schema.Boolean,
  delete: Schema.Boolean,
  amount: notMoney(Schema.Boolean, "the permission to see amounts, not an amount")
})
export type PermissionEntry = typeof PermissionEntry.Type

const NO_PERMISSION: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
const EveryPage = Schema.Record({ key: PageKey, value: PermissionEntry })

/**
 * A permission map as stored and sent: a page key missing from it (a map stored before the key
 * existed, e.g. \`audit\`) reads as no permission on that page, so adding a page key
 * neither breaks reading old events nor opens the new page to anyone it was not granted.
 */
export const PermissionMap = Schema.transform(Schema.partial(EveryPage), Schema.typeSchema(EveryPage), {
  strict: true,
  decode: (stored) => Object.fromEntries(PAGE_KEYS.map((page) => [page, stored[page] ?? NO_PERMISSION])) as typeof EveryPage.Type,
  encode: (map) => map
})
export type PermissionMap = typeof PermissionMap.Type
