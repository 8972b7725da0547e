import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * The lifecycle of a LOT's measurement (factory spec section 4 "Receipt processing"):
 * no measurement, a draft, a submission waiting for an approver, a confirmed receipt.
 * The LOT's own machine decides from the LOT's status whether the LOT may move; this one
 * decides from the measurement (a draft to delete, a submission to approve).
 */
export type ReceiptLifecycleEvent =
  { type: "SAVE_DRAFT" } | { type: "DELETE_DRAFT" } | { type: "SUBMIT_AS_ADMIN" } | { type: "SUBMIT_FOR_APPROVAL" } | { type: "APPROVE" } | { type: "REJECT" }

const submits = { SUBMIT_AS_ADMIN: "confirmed", SUBMIT_FOR_APPROVAL: "submitted" } as const

export const receiptLifecycle = setup({ types: { events: {} as ReceiptLifecycleEvent } }).createMachine({
  id: "receipt",
  initial: "none",
  states: {
    none: { on: { SAVE_DRAFT: "draft", ...submits } },
    draft: { on: { SAVE_DRAFT: "draft", DELETE_DRAFT: "none", ...submits } },
    submitted: { on: { APPROVE: "confirmed", REJECT: "draft" } },
    // a confirmed receipt changes again only after an admin reopens the LOT (the LOT machine's say)
    confirmed: { on: { SAVE_DRAFT: "draft", ...submits } }
  }
})

export type ReceiptMachineState = "none" | "draft" | "submitted" | "confirmed"

export const nextReceiptState = askLifecycle<typeof receiptLifecycle, ReceiptMachineState>(receiptLifecycle)
