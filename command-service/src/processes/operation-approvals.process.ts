import { ApprovalRequestEvent, ApprovalRequestId, SlicingOperationId, type DecideSlicingApproval } from "@timber/contracts"
import { SlicingOperationDecider, slicingOperationStream } from "@timber/domain"
import { absurd, Schema } from "effect"
import { reactOn, type ProcessManager } from "./process-manager"

/**
 * Carries an approver's decision to the factory operation it is about, so the
 * operation may end once approved (spec section 4: "the linked factory operation is
 * also set to approved"), whether or not the console's own PATCH arrives.
 */
export const operationApprovalsProcess: ProcessManager<ReadonlyMap<ApprovalRequestId, SlicingOperationId>, ApprovalRequestEvent> = {
  name: "operation-approvals",
  actor: { userId: "process:operation-approvals", email: "approvals@timber.works" },
  events: ApprovalRequestEvent,
  initialState: new Map(),
  // approval request id -> the slicing operation it is about
  state: Schema.ReadonlyMap({ key: ApprovalRequestId, value: SlicingOperationId }),
  evolve: (operations, e) =>
    e._tag === "ApprovalRequested" && e.subject._tag === "Operation" && e.subject.operationId && e.type === "WoodSlicer"
      ? new Map(operations).set(e.requestId, e.subject.operationId)
      : operations,
  react: (operations, e) => {
    switch (e._tag) {
      case "ApprovalRequested":
        return []
      case "ApprovalApproved":
      case "ApprovalRejected": {
        const operationId = operations.get(e.requestId)
        if (!operationId) return []
        const command: DecideSlicingApproval = {
          _tag: "DecideSlicingApproval",
          operationId,
          requestId: e.requestId,
          decision: e._tag === "ApprovalApproved" ? "approved" : "rejected"
        }
        return [reactOn(SlicingOperationDecider, slicingOperationStream(operationId), command)]
      }
      default:
        return absurd(e)
    }
  }
}
