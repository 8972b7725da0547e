/** Warehouse messages (administration spec sections 5 and 8; the refusals decided in domain/README.md). */
export const WarehouseMessages = {
  codeRequired: "Code is required",
  nameRequired: "Name is required",
  codeTaken: (code: string) => `Warehouse code ${code} is already in use`,
  notFound: "Warehouse not found",
  archivedReadOnly: "Archived warehouses cannot be edited. Restore the warehouse first.",
  alreadyArchived: "Warehouse is already archived",
  notArchived: "Warehouse is not archived",
  userIdsRequired: "User ids are required",
  unknownUser: "Assigned users must be existing users",
  confirmArchive: (name: string) => `Archive warehouse ${name}? It can be restored later.`,
  /** Decided (issue 37): archiving a warehouse that holds stock is allowed (the spec's archive), and said aloud first. */
  confirmArchiveWithStock: (name: string, rows: number) =>
    `Archive warehouse ${name}? It still holds stock in ${rows} row${rows === 1 ? "" : "s"} (a kiln batch's pieces included): archived, it takes no new receipts, transfers or drying, and Inventory keeps showing its stock until it is moved out. It can be restored later.`,
  fetchFailed: "Failed to fetch warehouses",
  updateFailed: "Failed to update warehouse",
  saveFailed: "Failed to save warehouse",
  assignFailed: "Failed to update assigned users",
  restored: "Warehouse restored successfully",
  archived: "Warehouse archived successfully",
  created: "Warehouse created successfully",
  updated: "Warehouse updated successfully",
  assigned: "Assigned users updated successfully"
} as const
