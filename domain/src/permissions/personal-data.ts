import type { PageKey, PermissionAction } from "@timber/contracts"
import { can, type PermissionHolder } from "./can"

/**
 * Who sees staff accounts as accounts (e-mails, roles, lock state): the readers of the Users tab.
 * Everyone else who picks a person (a message's recipient, an asset's assignee) gets names only.
 */
export const USER_DIRECTORY: readonly [PageKey, PermissionAction] = ["admin-settings", "read"]

export const mayReadUserDirectory = (user: PermissionHolder): boolean => can(user, ...USER_DIRECTORY)

/**
 * Who manages the mailing list: sees its addresses whole and gets each subscriber's unsubscribe
 * link. Newsletter Clients edit (ADMIN and MANAGER by their templates); a USER reads the list with
 * the addresses masked, since the list is personal data the page's default read would hand out.
 */
export const SUBSCRIBER_ADDRESSES: readonly [PageKey, PermissionAction] = ["crm-clients", "edit"]

export const maySeeSubscriberAddresses = (user: PermissionHolder): boolean => can(user, ...SUBSCRIBER_ADDRESSES)
