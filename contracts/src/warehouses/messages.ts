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
  /** Decided (the spec is silent): a warehouse that holds stock or a running kiln batch is not archived. */
  holdsSomething: (name: string, holdings: { readonly holdsStock: boolean; readonly runningBatches: boolean }) =>
    `Warehouse ${name} cannot be archived: it ${[holdings.holdsStock ? "still holds stock" : null, holdings.runningBatches ? "has a kiln batch drying" : null]
      .filter(Boolean)
      .join(" and ")}. Move its stock out (transfer or adjust it) and complete its drying batches first.`,
  confirmArchive: (name: string) => `Archive warehouse ${name}? It can be restored later.`,
  /** the server refuses to archive a warehouse holding stock (holdsSomething); the confirmation says so before it is asked. */
  confirmArchiveWithStock: (name: string, rows: number) =>
    `Warehouse ${name} still holds stock in ${rows} row${rows === 1 ? "" : "s"} (a kiln batch's pieces included): it cannot be archived until its stock is moved out (transfer or adjust it) and its drying batches are complete.`,
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
