/** Receipt processing's messages (factory-operations spec sections 5 and 8). One definition, imported everywhere. */
export const ReceiptMessages = {
  selectLotFirst: "Please select a LOT number first",
  addSleeper: "Please add at least one sleeper measurement",
  authenticationError: "Authentication error. Please refresh the page.",
  draftSaved: (time: string) => `Draft saved successfully at ${time}`,
  draftSaveFailed: (reason: string) => `Failed to save draft: ${reason}`,
  completed: "Receipt processed and completed successfully!",
  submittedForApproval: "Receipt submitted for admin approval successfully!",
  deleteFailed: (reason: string) => `Failed to delete receipt: ${reason}`,
  findFailed: "Failed to find receipt",
  notFound: "Receipt not found",
  deleted: "Receipt deleted successfully",
  noHistory: "No history available for this receipt",
  alreadyProcessed: "Cannot delete: Receipt has already been processed",
  /** The warehouse the sleepers go into (the spec is silent; domain/README.md "Stock"). */
  selectWarehouse: "Please select the warehouse that receives the sleepers",
  noStockWarehouse: "There is no active warehouse that keeps stock. Create one in Warehouse Management first.",
  /** The server's refusals where the spec is silent on the words. */
  notSubmittable: (status: string) => `Only a PENDING receipt can be submitted (this receipt is ${status})`,
  notMeasurable: (status: string) => `This receipt is ${status}; its measurement can no longer change`,
  noDraft: "This receipt has no draft",
  oneReceiptPerSubmission: "Every item must belong to the same receipt",
  notAwaitingApproval: "This receipt is not waiting for approval",
  outOfRange: (field: string, min: number, max: number, unit: string) => `${field} must be between ${min} and ${max} ${unit}`,
  tooManyCharacters: (field: string, max: number) => `${field} may have at most ${max} characters`,
  notANumber: (field: string) => `${field} must be a number`
} as const
