import type { PageKey, PermissionAction, User } from "@timber/contracts"
import { can } from "@timber/domain/permissions/can"
import { SUBSCRIBER_ADDRESSES } from "@timber/domain/permissions/personal-data"
import { isAdmin } from "@timber/domain/permissions/roles"
import { useAuth } from "../auth/AuthProvider"

/** One page permission a write needs (the server's `requirePermission(page, action)`), ADMIN only when the spec says so. */
export interface Need {
  readonly page: PageKey
  readonly action: PermissionAction
  readonly adminOnly?: true
}
/** What a write needs: one page permission, or any one of several (the server tries each). */
export type Requirement = Need | { readonly anyOf: ReadonlyArray<Need> }

const need = (page: PageKey, action: PermissionAction, adminOnly?: true): Need => (adminOnly ? { page, action, adminOnly } : { page, action })

/**
 * Every write the console offers, with the page permission the server enforces for it
 * (command-service/src/http/<context>.http.ts), asked of the domain's permission model (`can`).
 * A button, switch or row action that writes is shown only when `permits` says its write may
 * run; the screens' role tests (`testing/offered-actions.ts`) walk every control of a screen and
 * fail on one that is not in this table or is offered to a role it does not permit.
 */
export const WriteActions = {
  // LOT Management (lot-creation); lock and reopen are for admins only (platform spec section 6)
  createLot: need("lot-creation", "create"),
  editLot: need("lot-creation", "edit"),
  lockLot: need("lot-creation", "edit", true),
  reopenLot: need("lot-creation", "edit", true),
  /** DELETE /management/wood-receipts/{id}: LOT Creation deletes LOTs, Receipt Processing unprocessed receipts. */
  deleteLot: { anyOf: [need("lot-creation", "delete"), need("wood-receipt", "delete")] },
  // Receipt Processing (wood-receipt): the first draft is created, later saves edit it
  createReceiptDraft: need("wood-receipt", "create"),
  updateReceiptDraft: need("wood-receipt", "edit"),
  submitReceipt: need("wood-receipt", "create"),
  // Wood Slicer (wood-slicing): the first save records, later saves and the end revise, removing the last plank deletes
  recordSlicing: need("wood-slicing", "create"),
  reviseSlicing: need("wood-slicing", "edit"),
  endSlicing: need("wood-slicing", "edit"),
  deleteSlicing: need("wood-slicing", "delete"),
  // Drying Process (drying-process): a reading and an SMS are created, completing is an edit, the initial data an admin's edit
  startDrying: need("drying-process", "create"),
  addDryingReading: need("drying-process", "create"),
  addLukuRecharge: need("drying-process", "create"),
  completeDrying: need("drying-process", "edit"),
  // PUT /factory/drying-readings/{id}: correcting a reading is an edit of the batch (a completed batch's: ADMIN, by batch-actions)
  editDryingReading: need("drying-process", "edit"),
  editDrying: need("drying-process", "edit", true),
  deleteDrying: need("drying-process", "delete"),
  // Approvals: only an ADMIN sees Add Rule (platform spec section 6)
  decideApproval: need("approvals", "edit"),
  addRule: need("approvals", "create", true),
  toggleRule: need("approvals", "edit"),
  deleteRule: need("approvals", "delete"),
  // Wood types
  createWoodType: need("wood-types", "create"),
  editWoodType: need("wood-types", "edit"),
  deleteWoodType: need("wood-types", "delete"),
  // Warehouses: archive, restore and assigning users are edits
  createWarehouse: need("warehouses", "create"),
  editWarehouse: need("warehouses", "edit"),
  // Inventory Reports: adjustments and minimum levels
  changeStock: need("inventory-reports", "edit"),
  // Wood Drying Settings: PUT /settings/{key} of a drying setting
  saveDryingSettings: need("drying-settings", "edit"),
  // the calculator's own history and the notification centre need only their page
  saveCalculation: need("wood-calculator", "access"),
  deleteCalculation: need("wood-calculator", "access"),
  sendMessage: need("notifications", "access"),
  // Wood Transfers: approve/reject also need a MANAGER or ADMIN who did not create it (domain transferDecisionRefusal)
  createTransfer: need("wood-transfer", "create"),
  decideTransfer: need("wood-transfer", "edit"),
  receiveTransfer: need("wood-transfer", "edit"),
  editTransfer: need("wood-transfer", "edit", true),
  notifyTransfer: need("wood-transfer", "edit", true),
  // Assets (assets-items): the form, its picture uploads and the product search (asset-form.http.ts); assigning and returning change the asset, so they are edits (command-service assets.http.ts)
  createAsset: need("assets-items", "create"),
  editAsset: need("assets-items", "edit"),
  deleteAsset: need("assets-items", "delete"),
  assignAsset: need("assets-items", "edit"),
  createAssetCategory: need("assets-items", "create"),
  editAssetCategory: need("assets-items", "edit"),
  deleteAssetCategory: need("assets-items", "delete"),
  // Asset upkeep (command-service assets.http.ts): maintenance and uploads edit the asset, removing a document deletes
  recordMaintenance: need("assets-items", "edit"),
  uploadAssetDocument: need("assets-items", "edit"),
  deleteAssetDocument: need("assets-items", "delete"),
  // Assets: a stocktake's finish records on every asset it found, so running one is an edit
  runStocktake: need("assets-items", "edit"),
  // Newsletter Clients (crm-clients): delete erases the subscriber (command-service newsletter.http.ts); an unsubscribe
  // link unsubscribes whoever it names, so it is offered (and served) only to who sees the addresses whole
  deleteSubscriber: need("crm-clients", "delete"),
  copyUnsubscribeLink: need(...SUBSCRIBER_ADDRESSES),
  // Files & Folders (website-files; command-service website-files.http.ts): new folder and upload create, rename and moves edit
  createWebsiteFolder: need("website-files", "create"),
  uploadWebsiteFiles: need("website-files", "create"),
  editWebsiteFiles: need("website-files", "edit"),
  deleteWebsiteFiles: need("website-files", "delete"),
  // Website pages (command-service website-pages.http.ts): the first save of the coming-soon page creates it, later saves and restores edit it;
  // the editor's Upload New stores a file in the file manager (website-files create)
  createWebsitePage: need("website-pages", "create"),
  editWebsitePage: need("website-pages", "edit"),
  uploadWebsiteImage: need("website-files", "create")
} as const satisfies Record<string, Requirement>

export type WriteAction = keyof typeof WriteActions

const meets = (user: User, n: Need) => can({ role: user.role, permissions: user.permissions }, n.page, n.action) && (!n.adminOnly || isAdmin(user))

/** Whether `user` may run a write with this requirement: the rule the server applies, from the same model. */
export const permits = (user: User | null, requirement: Requirement | WriteAction): boolean => {
  if (user === null) return false
  const r = typeof requirement === "string" ? WriteActions[requirement] : requirement
  return "anyOf" in r ? r.anyOf.some((n) => meets(user, n)) : meets(user, r)
}

/** The signed-in user's `permits`: `const may = useMay(); may("createLot")`. */
export const useMay = () => {
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  return (action: WriteAction) => permits(user, action)
}
