import {
  BusinessRuleViolation,
  Conflict,
  Forbidden,
  LotMessages,
  NotFound,
  ReceiptMessages,
  type DomainError,
  type LotCommand,
  type LotEvent
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd } from "../decider/decider"
import { isAdmin } from "../permissions/roles"
import { decideReceipt } from "../receipt-measurement/decide"
import { decideSlicingStage } from "./slicing-stage"
import { nextLotState, type LotLifecycleEvent } from "./lifecycle.machine"
import { lotMachineState, type LotState } from "./state"

type Existing = Extract<LotState, { _tag: "Existing" }>

const existing = (state: LotState): Effect.Effect<Existing, NotFound> =>
  state._tag === "Existing" ? Effect.succeed(state) : Effect.fail(new NotFound({ message: LotMessages.notFound }))

/** Asks the lifecycle machine; `refusal` builds the error when it says no. */
const allowed = (state: LotState, event: LotLifecycleEvent, refusal: () => DomainError) =>
  nextLotState(lotMachineState(state), event) === null ? Effect.fail(refusal()) : Effect.void

export const decideLot = (command: LotCommand, state: LotState): Effect.Effect<ReadonlyArray<LotEvent>, DomainError> => {
  switch (command._tag) {
    case "CreateLot":
      return Effect.gen(function* () {
        if (state._tag === "Existing" && state.lotNumber === command.lotNumber) return [] // a retried create
        yield* allowed(state, { type: "CREATE" }, () => new Conflict({ message: LotMessages.lotNumberTaken(command.lotNumber) }))
        const { _tag, woodType, ...fields } = command
        return [
          {
            _tag: "LotCreated" as const,
            ...fields,
            woodTypeId: woodType.id,
            woodTypeName: woodType.name,
            status: "PENDING" as const
          }
        ]
      })
    case "UpdateLot":
      return Effect.gen(function* () {
        const lot = yield* existing(state)
        if (command.lotNumber !== null && command.lotNumber !== lot.lotNumber) {
          return yield* new BusinessRuleViolation({ message: LotMessages.lotNumberReadOnly })
        }
        yield* allowed(state, { type: "UPDATE" }, () => new BusinessRuleViolation({ message: `This LOT is ${lot.status}; reopen it before editing` }))
        const { _tag, woodType, lotNumber, ...fields } = command
        return [
          {
            _tag: "LotUpdated" as const,
            ...fields,
            woodTypeId: woodType.id,
            woodTypeName: woodType.name,
            woodFormat: command.woodFormat ?? lot.woodFormat,
            notes: command.notes === undefined ? lot.notes : command.notes,
            estimatedVolumeM3: command.estimatedVolumeM3 === undefined ? lot.estimatedVolumeM3 : command.estimatedVolumeM3,
            estimatedPieces: command.estimatedPieces === undefined ? lot.estimatedPieces : command.estimatedPieces,
            estimatedAmount: command.estimatedAmount ?? lot.estimatedAmount
          }
        ]
      })
    case "ChangeLotStatus":
      return Effect.gen(function* () {
        const lot = yield* existing(state)
        if (command.status === "COMPLETED") {
          if (!isAdmin(command.actor)) return yield* new Forbidden({ message: LotMessages.onlyAdminsLock })
          // locked already (a second tab, a click after a reload): what was asked holds, nothing to add
          if (lot.status === "COMPLETED") return []
          yield* allowed(state, { type: "LOCK" }, () => new Conflict({ message: LotMessages.cannotLock(lot.status) }))
          return [{ _tag: "LotLocked" as const, lotId: lot.lotId, previousStatus: lot.status }]
        }
        if (command.status === "PENDING") {
          if (!isAdmin(command.actor)) return yield* new Forbidden({ message: LotMessages.onlyAdminsReopen })
          // reopened already: a repeat, answered quietly; a LOT never locked stays refused (there is nothing to reopen)
          if (lot.status === "PENDING" && lot.reopened) return []
          yield* allowed(state, { type: "REOPEN" }, () => new Conflict({ message: LotMessages.cannotReopen(lot.status) }))
          return [{ _tag: "LotReopened" as const, lotId: lot.lotId }]
        }
        return yield* new BusinessRuleViolation({ message: LotMessages.statusNotSettable(command.status) })
      })
    case "DeleteLot":
      return Effect.gen(function* () {
        const lot = yield* existing(state)
        // only unprocessed receipts may be deleted (factory spec section 5)
        if (lot.receipt.items.length > 0) return yield* new BusinessRuleViolation({ message: ReceiptMessages.alreadyProcessed })
        yield* allowed(state, { type: "DELETE" }, () => new Conflict({ message: LotMessages.cannotDelete(lot.status) }))
        return [{ _tag: "LotDeleted" as const, lotId: lot.lotId, lotNumber: lot.lotNumber }]
      })
    case "StartLotSlicing":
    case "RecordSleeperSliced":
      return decideSlicingStage(command, state)
    case "SaveReceiptDraft":
    case "DeleteReceiptDraft":
    case "SubmitReceipt":
    case "DecideReceiptApproval":
      return Effect.flatMap(existing(state), (lot) => decideReceipt(command, lot))
    default:
      return absurd(command)
  }
}
