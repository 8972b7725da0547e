/** Asset register messages (administration spec sections 5 and 8; the refusals the spec leaves open are decided in contracts/README.md "Assets"). */
export const AssetMessages = {
  tagRequired: "Asset tag is required",
  tagFormat: "Asset tag must look like UD-0000",
  tagTaken: (tag: string) => `Asset tag ${tag} is already in use`,
  categoryRequired: "Category is required",
  nameRequired: "Name is required",
  purchaseDateRequired: "Purchase date is required",
  purchasePriceRequired: "Purchase price is required",
  warrantyDurationMin: "Warranty duration must be at least 1",
  lifespanMin: "Lifespan must be at least 1",
  notFound: "Asset not found",
  categoryNotFound: "Category not found",
  alreadyAssigned: "Asset is already assigned. Return it before assigning it again.",
  notAssigned: "Asset is not assigned",
  assigneeRequired: "Choose a user, team or project to assign the asset to",
  unknownUser: "The asset can only be assigned to an existing user",
  assignedCannotBeDeleted: "Return the asset before deleting it",
  maintenanceNotFound: "Maintenance record not found",
  maintenanceTypeRequired: "Maintenance type is required",
  scheduledDateRequired: "Scheduled date is required",
  recurrenceMin: "Maintenance interval must be at least 1",
  saveFailed: "Failed to save asset. Please try again.",
  imageDownloadFailed: "Failed to download product image. You can manually upload one.",
  imageUploadFailed: "Failed to upload image. Please try again.",
  confirmDelete: "Are you sure you want to delete this asset?",
  invalidQr: "Invalid QR code. Please scan an asset QR code.",
  invalidQrFormat: "Invalid QR code format.",
  noCamera: "No camera found. Please ensure camera permissions are granted.",
  cameraFailed: "Failed to start camera. Please check permissions."
} as const

export const AssetCategoryMessages = {
  nameRequired: "Name is required",
  codeRequired: "Code is required",
  codeTooLong: "Code must be at most 10 characters",
  codeTaken: (code: string) => `Category code ${code} is already in use`,
  notFound: "Category not found",
  hasAssets: "Cannot delete category with existing assets",
  saveFailed: "Failed to save category",
  confirmDelete: "Are you sure you want to delete this category?"
} as const
