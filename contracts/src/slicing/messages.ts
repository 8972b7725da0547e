/** The slicer's messages (factory-operations spec sections 5 and 8). */
export const SlicingMessages = {
  lotRequired: "LOT number is required to start slicing",
  planksRequired: "Cannot save operation without any planks. Please add at least one plank.",
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
  statusNotAllowed: (status: string) => `Status ${status} cannot be set here`
} as const
