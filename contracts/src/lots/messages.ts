/** The spec's LOT messages (platform spec sections 5, 6 and 8). One definition, imported everywhere. */
export const LotMessages = {
  woodTypeRequired: "Wood Type is required",
  supplierRequired: "Supplier is required",
  purchaseDateRequired: "Purchase Date is required",
  purchaseOrderRequired: "Purchase Order Number is required",
  lotNumberRequired: "LOT Number is required for traceability",
  onlyAdminsLock: "Only admins can lock LOTs",
  onlyAdminsReopen: "Only admins can reopen completed LOTs",
  noLotNumber: "No LOT number available",
  notFound: "Wood receipt not found",
  lotNumberTaken: (lotNumber: string) => `LOT number ${lotNumber} already exists`,
  lotNumberReadOnly: "The LOT number is read-only after creation",
  woodTypeUnknown: "The selected wood type does not exist",
  /** The LOT dialog on a fresh install. */
  noWoodTypes: "There are no wood types yet. A LOT's wood type comes from the catalogue in Wood Types Management: add the species you buy there first.",
  emptyList: "No LOTs yet. Use Create LOT to record the first delivery; its wood type comes from Wood Types Management.",
  cannotDelete: (status: string) => `Only PENDING LOTs can be deleted (this LOT is ${status})`,
  cannotLock: (status: string) => `Only PENDING or PROCESSING LOTs can be locked (this LOT is ${status})`,
  cannotReopen: (status: string) => `Only COMPLETED LOTs can be reopened (this LOT is ${status})`,
  statusNotSettable: (status: string) => `Status ${status} is set by the workflow; only COMPLETED (lock) and PENDING (reopen) can be requested`,
  created: "Receipt created successfully",
  updated: "Receipt updated successfully",
  deleted: "Receipt deleted successfully",
  locked: (lot: string) => `LOT ${lot} has been locked successfully`,
  reopened: (lot: string) => `LOT ${lot} has been reopened successfully`
} as const
