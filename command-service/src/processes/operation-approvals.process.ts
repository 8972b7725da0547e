import { ApprovalRequestEvent, SlicingOperationId, type DecideSlicingApproval } from "@timber/contracts"
import { SlicingOperationDecider, slicingOperationStream } from "@timber/domain"
import { absurd, HashMap, Option, Schema } from "effect"
import { keyedMap, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager } from "./process-manager"

/** Approval request id -> the slicing operation it is about: a row per request. */
const REQUEST_ROWS = rowPerKey("request", SlicingOperationId)

/**
 * Carries an approver's decision to the factory operation it is about, so the
 * operation may end once approved (spec section 4: "the linked factory operation is
 * also set to approved"), whether or not the console's own PATCH arrives.
 */
export const operationApprovalsProcess: ProcessManager<HashMap.HashMap<string, SlicingOperationId>, ApprovalRequestEvent> = {
  name: "operation-approvals",
  actor: { userId: "process:operation-approvals", email: "approvals@timber.works" },
  events: ApprovalRequestEvent,
  initialState: HashMap.empty(),
  state: Schema.HashMap({ key: Schema.String, value: SlicingOperationId }),
  keyed: keyedMap({ rows: REQUEST_ROWS, keysOf: (e) => [REQUEST_ROWS.key(e.requestId)] }),
  evolve: (operations, e) =>
    e._tag === "ApprovalRequested" && e.subject._tag === "Operation" && e.subject.operationId && e.type === "WoodSlicer"
      ? HashMap.set(operations, e.requestId, e.subject.operationId)
      : operations,
  react: (operations, e) => {
    switch (e._tag) {
      case "ApprovalRequested":
      case "ApprovalRequestRevised":
      // a withdrawn request's operation was cleared by the same command
      case "ApprovalWithdrawn":
        return []
      case "ApprovalApproved":
      case "ApprovalRejected": {
        const operationId = Option.getOrUndefined(HashMap.get(operations, e.requestId))
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
