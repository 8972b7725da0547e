/** The slicer's messages (factory-operations spec sections 5 and 8). */
export const SlicingMessages = {
  lotRequired: "LOT number is required to start slicing",
  planksRequired: "Cannot save operation without any planks. Please add at least one plank.",
  // not in the spec: wood obeys physics (domain calculators/sliced-wood.ts)
  planksExceedSleeper: (sleeperNumber: number | null, sleeperM3: number, plankM3: number, tolerancePercent: number) =>
    `The planks (${plankM3.toFixed(4)} m³) hold more wood than ${sleeperNumber === null ? "the sleeper" : `sleeper #${sleeperNumber}`} (${sleeperM3.toFixed(4)} m³), beyond the ${tolerancePercent} % measuring tolerance: check the planks' sizes and quantities`,
  sizeOutOfBounds: (line: string, field: string, value: number, unit: string, max: number) =>
    `${line}: ${field} ${Number(value.toFixed(4))} ${unit} is not a real size; it must be above 0 and at most ${max} ${unit}`,
  quantityOutOfBounds: (line: string, value: number, max: number) => `${line}: quantity ${value} must be a whole number from 1 to ${max}`,
  startInFuture: "The start time is more than a day in the future; enter when the slicing really started",
  woodTypeRequired: "Please select a wood type",
  sleeperTaken: (n: number) => `Sleeper #${n} has already been sliced! Please select a different sleeper.`,
  notFound: "Slicing operation not found",
  // not in the spec: a revision that would move the operation to another LOT or sleeper
  sourceFixed: "The LOT and sleeper of an operation cannot change; delete it and record a new one",
  ended: "This operation was ended and cannot be changed",
  notStarted: "The operation has not started yet",
  approvalRequired: (waste: number, limit: number) =>
    `Approval required: waste of ${waste.toFixed(2)}% is above the ${limit}% limit; an approver must approve it before the operation ends`,
  approvalRejected: "Approval required: the approver rejected this operation's waste; revise the planks and save again",
  // not in the spec: ending an operation takes its sleeper out of stock
  lotNotInStock: (lot: string) => `LOT ${lot} has not been received into a warehouse yet, so its sleepers are not in stock`,
  lotOfPlanks: (lot: string) => `LOT ${lot} was received as planks: it has no sleepers to slice`,
  sleeperNotInLot: (n: number, lot: string, counted: number) => `Sleeper #${n} is not in LOT ${lot}: its receipt counted ${counted} sleepers`,
  sleeperNotInStock: (n: number, lot: string, thickness: string) =>
    `Sleeper #${n} of LOT ${lot} is not in stock: its warehouse has no Not Dried ${thickness} pieces of this wood left (gone to drying or another warehouse?)`,
  /** what a ledger line of an ended operation says it moved */
  slicedSleeper: (lot: string, n: number) => `sleeper #${n} of LOT ${lot}`,
  // the console's (factory spec section 8)
  woodTypesFailed: "Failed to load wood types. Please refresh the page.",
  databaseUnreachable: "Unable to connect to the database. Please check your connection.",
  lotDetailsFailed: "Failed to load LOT details",
  operationsFailed: "Failed to load saved operations",
  saveFailed: "Failed to save operation",
  endFailed: "Failed to end operation",
  deleteFailed: (reason: string) => `Failed to delete operation: ${reason}`,
  reportFailed: "Failed to generate report",
  combinedReportFailed: "Failed to generate combined report",
  // not in the spec: the outcomes a user is told
  savedOk: (serial: string) => `Operation ${serial} saved`,
  endedOk: (serial: string) => `Operation ${serial} ended: the sleeper left stock and its planks are in`,
  deleted: "The operation was deleted: its last plank was removed",
  serialTaken: (serial: string) => `Serial number ${serial} is already used by another operation`,
  statusNotAllowed: (status: string) => `Status ${status} cannot be set here`
} as const
