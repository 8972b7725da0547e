import { Schema } from "effect"

/** Modules and the conditions each offers (spec section 9). */
export const APPROVAL_MODULES = {
  WoodSlicer: [
    { conditionType: "waste_percentage_above", unit: "%" },
    { conditionType: "volume_above", unit: "m³" }
  ],
  WoodCalculator: [
    { conditionType: "cost_above", unit: "TZS" },
    { conditionType: "quantity_above", unit: "pcs" }
  ]
} as const

export const ApprovalModule = Schema.Literal("WoodSlicer", "WoodCalculator")
export type ApprovalModule = typeof ApprovalModule.Type
export const ConditionType = Schema.Literal("waste_percentage_above", "volume_above", "cost_above", "quantity_above")
export type ConditionType = typeof ConditionType.Type

/** A new rule starts as WoodSlicer / waste_percentage_above / 10. */
export const DEFAULT_APPROVAL_RULE = { module: "WoodSlicer", conditionType: "waste_percentage_above", conditionValue: 10 } as const

export const conditionBelongsTo = (module: ApprovalModule, conditionType: ConditionType) =>
  APPROVAL_MODULES[module].some((c) => c.conditionType === conditionType)

/** withdrawn: the request was taken back, unneeded, before anyone decided it */
export const ApprovalStatus = Schema.Literal("pending", "approved", "rejected", "withdrawn")
export type ApprovalStatus = typeof ApprovalStatus.Type

export const ApprovalMessages = {
  requiredFields: "Please fill in all required fields",
  onlyAdminsCreateRules: "Only admins can create approval rules",
  conditionNotInModule: (module: string, condition: string) => `${condition} is not a condition of ${module}`,
  conditionValueNumeric: "The condition value must be a number",
  requestNotFound: "Approval request not found",
  ruleNotFound: "Approval rule not found",
  approverUnknown: "The approver must be an active user",
  approverMayNotApprove: "The approver must be someone who may approve requests: a manager or admin holding Approvals edit",
  receiptsForAdmins: "A receipt submission waits for an admin: only an admin approves or rejects it",
  alreadyDecided: (status: string) => `This request was already ${status}; a decision is made once`,
  // not in the spec: a slicing operation revised under every rule's limit takes its request back
  withdrawnUnderLimit: (serial: string | null) =>
    `${serial === null ? "The operation" : `Operation ${serial}`} was revised under every rule's limit: it no longer needs approval`,
  updateFailed: "Failed to update approval request",
  confirmApprove: "Are you sure you want to approve this request?",
  confirmReject: "Are you sure you want to reject this request?",
  confirmDeleteRule: "Are you sure you want to delete this rule?"
} as const
