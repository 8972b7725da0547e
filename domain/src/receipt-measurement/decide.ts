import {
  BusinessRuleViolation,
  Conflict,
  ReceiptMessages,
  type DomainError,
  type LotEvent,
  type ReceiptCommand,
  type SleeperMeasurement
} from "@timber/contracts"
import { Effect } from "effect"
import { measurementTotals, roundVolume, sleeperOfItem } from "../calculators/sleeper-volume"
import { absurd } from "../decider/decider"
import { isAdmin } from "../permissions/roles"
import { nextLotState, type LotLifecycleEvent } from "../lot/lifecycle.machine"
import type { LotDetails } from "../lot/state"
import { nextReceiptState, type ReceiptLifecycleEvent } from "./lifecycle.machine"
import { measurementOf } from "./state"

/** Both machines must agree: the LOT's (from its status) and the measurement's. */
const allowed = (lot: LotDetails, lotEvent: LotLifecycleEvent, receiptEvent: ReceiptLifecycleEvent, refusal: () => DomainError) =>
  nextLotState(lot.status, lotEvent) === null || nextReceiptState(lot.receipt.stage, receiptEvent) === null ? Effect.fail(refusal()) : Effect.void

const sameMeasurements = (a: ReadonlyArray<SleeperMeasurement>, b: ReadonlyArray<SleeperMeasurement>) => JSON.stringify(a) === JSON.stringify(b)

/** Receipt processing of one LOT (factory spec section 4): drafts, submission, an approver's decision. */
export const decideReceipt = (command: ReceiptCommand, lot: LotDetails): Effect.Effect<ReadonlyArray<LotEvent>, DomainError> => {
  const ref = { lotId: lot.lotId, lotNumber: lot.lotNumber }
  switch (command._tag) {
    case "SaveReceiptDraft":
      return Effect.gen(function* () {
        // a retried save of the same measurement is already done
        if (lot.receipt.stage === "draft" && lot.receipt.draft && sameMeasurements(lot.receipt.draft, command.measurements)) return []
        yield* allowed(lot, { type: "SAVE_DRAFT" }, { type: "SAVE_DRAFT" }, () => new Conflict({ message: ReceiptMessages.notMeasurable(lot.status) }))
        return [
          {
            _tag: "ReceiptDraftSaved" as const,
            ...ref,
            status: "PROCESSING" as const,
            action: lot.receipt.draft === null ? ("CREATE" as const) : ("UPDATE" as const),
            measurements: command.measurements,
            savedByName: command.savedByName
          }
        ]
      })
    case "DeleteReceiptDraft":
      return Effect.gen(function* () {
        if (lot.receipt.draft === null) return [] // nothing to delete: already done
        yield* allowed(lot, { type: "DELETE_DRAFT" }, { type: "DELETE_DRAFT" }, () => new Conflict({ message: ReceiptMessages.notMeasurable(lot.status) }))
        return [{ _tag: "ReceiptDraftDeleted" as const, ...ref, status: "PENDING" as const }]
      })
    case "SubmitReceipt":
      return Effect.gen(function* () {
        if (command.items.length === 0) return yield* new BusinessRuleViolation({ message: ReceiptMessages.addSleeper })
        const asAdmin = isAdmin(command.actor)
        yield* allowed(
          lot,
          { type: asAdmin ? "SUBMIT_AS_ADMIN" : "SUBMIT_FOR_APPROVAL" },
          { type: asAdmin ? "SUBMIT_AS_ADMIN" : "SUBMIT_FOR_APPROVAL" },
          () => new Conflict({ message: ReceiptMessages.notSubmittable(lot.status) })
        )
        const totals = measurementTotals(command.items.map(sleeperOfItem))
        return [
          {
            _tag: "ReceiptSubmitted" as const,
            ...ref,
            status: asAdmin ? ("COMPLETED" as const) : ("PENDING_APPROVAL" as const),
            items: command.items,
            actualVolumeM3: roundVolume(totals.volumeM3),
            actualPieces: totals.pieces,
            submittedByName: command.submittedByName,
            warehouseId: command.warehouseId,
            woodTypeId: lot.woodTypeId,
            confirmedAt: asAdmin ? command.at : null
          }
        ]
      })
    case "DecideReceiptApproval":
      return Effect.gen(function* () {
        if (lot.receipt.requestId === command.requestId) return [] // this decision is already recorded
        const approved = command.decision === "approved"
        yield* allowed(
          lot,
          { type: approved ? "APPROVE_RECEIPT" : "RETURN_RECEIPT" },
          { type: approved ? "APPROVE" : "REJECT" },
          () => new Conflict({ message: ReceiptMessages.notAwaitingApproval })
        )
        return approved
          ? [{ _tag: "ReceiptApproved" as const, ...ref, status: "COMPLETED" as const, requestId: command.requestId, confirmedAt: command.at }]
          : [
              {
                _tag: "ReceiptReturned" as const,
                ...ref,
                status: "PROCESSING" as const,
                requestId: command.requestId,
                measurements: lot.receipt.items.map(measurementOf)
              }
            ]
      })
    default:
      return absurd(command)
  }
}
