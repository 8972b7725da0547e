import type { ApprovalRequestEvent, DecideSlicingApproval } from "@timber/contracts"
import { SlicingOperationDecider, slicingOperationStream } from "@timber/domain"
import { eventData, type ProcessManager } from "./process-manager"

type Requested = Omit<Extract<ApprovalRequestEvent, { _tag: "ApprovalRequested" }>, "_tag">

/**
 * Carries an approver's decision to the factory operation it is about, so the
 * operation may end once approved (spec section 4: "the linked factory operation is
 * also set to approved"), whether or not the console's own PATCH arrives.
 */
export const operationApprovalsProcess: ProcessManager<ReadonlyMap<string, string>> = {
  name: "operation-approvals",
  actor: { userId: "process:operation-approvals", email: "approvals@timber.works" },
  eventTypes: ["ApprovalRequested", "ApprovalApproved", "ApprovalRejected"],
  initialState: new Map(),
  evolve: (operations, event) => {
    if (event.type !== "ApprovalRequested") return operations
    const r = eventData<Requested>(event)
    return r.operation.operationId && r.type === "WoodSlicer" ? new Map(operations).set(r.requestId, r.operation.operationId) : operations
  },
  react: (operations, event) => {
    if (event.type === "ApprovalRequested") return []
    const { requestId } = eventData<{ requestId: string }>(event)
    const operationId = operations.get(requestId)
    if (!operationId) return []
    const command: DecideSlicingApproval = { _tag: "DecideSlicingApproval", operationId, requestId, decision: event.type === "ApprovalApproved" ? "approved" : "rejected" }
    return [{ decider: SlicingOperationDecider, streamId: slicingOperationStream(operationId), command }]
  }
}
