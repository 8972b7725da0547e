import {
  ApprovalApproved,
  ApprovalRejected,
  ApprovalRequestId,
  LotId,
  metadataOf,
  WarehouseId,
  WoodTypeId,
  RECEIPT_APPROVAL_TYPE,
  ReceiptSubmitted,
  StoredApprovalRequested,
  type DecideReceiptApproval,
  type RequestApproval,
  UserId
} from "@timber/contracts"
import {
  ApprovalRequestDecider,
  approvalRequestStream,
  receiptStockCompletedBy,
  LotDecider,
  lotStream,
  WarehouseDecider,
  warehouseStream,
  WoodTypeDecider,
  woodTypeStream
} from "@timber/domain"
import { absurd, Effect, HashMap, Option, Schema } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { uuidV5 } from "../commands/ids"
import { keyedMap, rowPerKey } from "./keyed-rows"
import { type ProcessManager } from "./process-manager"

/** The approval type a receipt submission raises (the Approvals screen's Type column), defined with the approval events. */
export { RECEIPT_APPROVAL_TYPE }

/** Approval request id -> the LOT whose receipt it is about: a row per request. */
const REQUEST_ROWS = rowPerKey("request", LotId)

const ReceiptApprovalEvent = Schema.Union(ReceiptSubmitted, StoredApprovalRequested, ApprovalApproved, ApprovalRejected)
type ReceiptApprovalEvent = typeof ReceiptApprovalEvent.Type

/**
 * A non-admin's receipt submission waits for an admin (factory spec section 4): this raises
 * the approval request through the existing approvals, and carries the approver's decision
 * back to the LOT (approved completes the receipt and puts its sleepers into the warehouse chosen
 * at submission, in the same append; rejected makes them a draft again).
 * Request ids derive from the submission's event id, so a redelivered event raises nothing twice.
 */
export const receiptApprovalsProcess: ProcessManager<HashMap.HashMap<string, LotId>, ReceiptApprovalEvent> = {
  name: "receipt-approvals",
  actor: { userId: "process:receipt-approvals", email: "approvals@timber.works" },
  events: ReceiptApprovalEvent,
  initialState: HashMap.empty(),
  state: Schema.HashMap({ key: Schema.String, value: LotId }),
  keyed: keyedMap({
    rows: REQUEST_ROWS,
    keysOf: (e) => {
      switch (e._tag) {
        case "ReceiptSubmitted":
          return []
        case "ApprovalRequested":
        case "ApprovalApproved":
        case "ApprovalRejected":
          return [REQUEST_ROWS.key(e.requestId)]
        default:
          return absurd(e)
      }
    }
  }),
  evolve: (lots, e) => (e._tag === "ApprovalRequested" && e.subject._tag === "LotReceipt" ? HashMap.set(lots, e.requestId, e.subject.lotId) : lots),
  react: (lots, e, recorded) => {
    switch (e._tag) {
      case "ReceiptSubmitted": {
        if (e.status !== "PENDING_APPROVAL") return []
        const requestId = ApprovalRequestId.make(uuidV5(`receipt-approval|${recorded.id}`))
        const { userId, userEmail } = metadataOf(recorded)
        const request = streamOf(ApprovalRequestDecider, approvalRequestStream(requestId))
        // what the admin decides on travels with the request: the names as they are at submission
        const raise = (streams: Streams) =>
          Effect.gen(function* () {
            const woodType =
              e.woodTypeId === null ? null : (yield* streams.read(streamOf(WoodTypeDecider, woodTypeStream(WoodTypeId.make(e.woodTypeId))))).state
            const warehouse =
              e.warehouseId === null ? null : (yield* streams.read(streamOf(WarehouseDecider, warehouseStream(WarehouseId.make(e.warehouseId))))).state
            const command: RequestApproval = {
              _tag: "RequestApproval",
              requestId,
              type: RECEIPT_APPROVAL_TYPE,
              ruleId: null,
              approverId: null,
              requestorId: userId === null ? null : UserId.make(userId),
              requestorEmail: userEmail ?? "unknown",
              subject: {
                _tag: "LotReceipt",
                lotId: e.lotId,
                lotNumber: e.lotNumber,
                receipt: {
                  woodTypeName: woodType?._tag === "Existing" ? woodType.name : null,
                  sleeperCount: e.actualPieces,
                  volumeM3: e.actualVolumeM3,
                  warehouseName: warehouse?.details?.name ?? null,
                  submittedBy: e.submittedByName
                }
              }
            }
            return yield* streams.decide(request, command)
          })
        return [{ streamId: request.streamId, decide: raise }]
      }
      case "ApprovalRequested":
        return []
      case "ApprovalApproved":
      case "ApprovalRejected": {
        const lotId = Option.getOrUndefined(HashMap.get(lots, e.requestId))
        if (!lotId) return []
        const command: DecideReceiptApproval = {
          _tag: "DecideReceiptApproval",
          lotId,
          requestId: e.requestId,
          decision: e._tag === "ApprovalApproved" ? "approved" : "rejected",
          at: metadataOf(recorded).occurredAt
        }
        // the decision on the LOT and, when it completes the receipt, its sleepers into stock: one append
        const lot = streamOf(LotDecider, lotStream(lotId))
        return [
          {
            streamId: lot.streamId,
            // a decision delivered again changes nothing on the LOT, so it moves no stock, whichever book its rows are on
            decide: (streams) =>
              Effect.flatMap(streams.read(lot), ({ state: before }) =>
                Effect.flatMap(streams.decide(lot, command), (after) => moveStock(streams, receiptStockCompletedBy(before, after)))
              )
          }
        ]
      }
      default:
        return absurd(e)
    }
  }
}
