import {
  BusinessRuleViolation,
  DryingMessages,
  Forbidden,
  NotFound,
  type DryingBatchFields,
  type DryingCommand,
  DryingEvent,
  type DryingReadingFields,
  type DryingReadingChange,
  type DryingSetup,
  type DryingBatchId,
  type DryingCostBasis,
  type DryingCostFigures,
  type StockRowKey,
  ValidationError
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { isAdmin } from "../permissions/roles"
import {
  futureRefusal,
  humidityRefusal,
  inTimeOrder,
  meterRefusal,
  meterSequenceRefusal,
  readingTimeRefusal,
  startingMeterRefusal
} from "../calculators/drying-physics"
import { costOfBatch, sameCost } from "./frozen-cost"
import { isDryingInProgress, nextDryingState, type DryingLifecycleEvent, type DryingMachineState } from "./lifecycle.machine"

/**
 * Where the batch stands, and all its answer shows: its fields (null before it started) and its
 * readings in the order they were added. Completing and deleting learn from it which stock row
 * the batch took its pieces from.
 */
export interface DryingState {
  readonly status: DryingMachineState
  readonly batch: DryingBatchFields | null
  readonly readings: ReadonlyArray<DryingReadingFields>
  /**
   * The stock row a batch named at its start (warehouse, the start's wood type, stock thickness):
   * the row its pieces came from if its start moved stock, whatever an admin edits later.
   */
  readonly stockRow: StockRowKey | null
  /** Whether the start took its pieces from `stockRow`; null for a batch started before that was recorded (its row's first book tells). */
  readonly stockTaken: boolean | null
  /** How many edits of its initial data it had: each edit's stock movement is named by its number. */
  readonly edits: number
  /** Its cost, frozen just after completion and changed only by an admin's correction; null until recorded. */
  readonly cost: DryingCostFigures | null
  /** What priced `cost`. */
  readonly costBasis: DryingCostBasis | null
}

const changeBatch = (state: DryingState, change: Partial<DryingBatchFields>): DryingBatchFields | null =>
  state.batch === null ? null : { ...state.batch, ...change }

/** Every drying batch's stream starts so. */
export const DRYING_STREAM_PREFIX = "DryingBatch-"
export const dryingStream = (id: DryingBatchId) => `${DRYING_STREAM_PREFIX}${id}`

/** Asks the machine, then says why in the spec's words when it refuses. */
const allowed = (state: DryingState, event: DryingLifecycleEvent): Effect.Effect<void, NotFound | BusinessRuleViolation> => {
  if (state.status === "absent" || state.status === "deleted") return Effect.fail(new NotFound({ message: DryingMessages.notFound }))
  if (nextDryingState(state.status, event) !== null) return Effect.void
  if (event.type === "COMPLETE" && isDryingInProgress(state.status)) return Effect.fail(new BusinessRuleViolation({ message: DryingMessages.needTwoReadings }))
  return Effect.fail(new BusinessRuleViolation({ message: DryingMessages.completed }))
}

/** A completed batch changes only in an admin's hands (factory spec section 6). */
const adminWhenCompleted = (state: DryingState, actor: { role: string }): Effect.Effect<void, Forbidden> =>
  state.status === "completed" && !isAdmin(actor) ? Effect.fail(new Forbidden({ message: DryingMessages.completed })) : Effect.void

/** The first of the refusals that applies, as the error the user reads; none: the figures hold. */
const physics = (...refusals: ReadonlyArray<() => string | null>): Effect.Effect<void, BusinessRuleViolation> => {
  for (const refusal of refusals) {
    const message = refusal()
    if (message !== null) return Effect.fail(new BusinessRuleViolation({ message }))
  }
  return Effect.void
}

const setupPhysics = (setup: DryingSetup, now: string) =>
  physics(
    () => startingMeterRefusal(setup.startingElectricityUnits),
    () => humidityRefusal(setup.startingHumidity),
    () => futureRefusal("start", setup.startTime, now)
  )

/** A reading added or corrected: its figures, its time against its batch's start and now, its meter against its neighbours. */
const readingPhysics = (state: DryingState, reading: DryingReadingChange, now: string) =>
  physics(
    () => meterRefusal(reading.electricityMeter),
    () => humidityRefusal(reading.humidity),
    () => (state.batch === null ? null : readingTimeRefusal(state.batch.setup.startTime, reading.readingTime, now)),
    () => meterSequenceRefusal(state.batch?.setup.startingElectricityUnits ?? null, state.readings, reading)
  )

/** The humidity of the batch's latest reading in time; null without readings. */
export const finalHumidityOf = (state: DryingState): number | null => inTimeOrder(state.readings).at(-1)?.humidity ?? null

export const DryingDecider: Decider<DryingCommand, DryingEvent, DryingState> = {
  events: DryingEvent,
  initialState: { status: "absent", batch: null, readings: [], stockRow: null, stockTaken: null, edits: 0, cost: null, costBasis: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "DryingStarted": {
        const { _tag, dryingId, batchNumber, warehouseId, stockThickness, stockProduct, stockWidth, createdByName, stockTaken, ...setup } = event
        // a batch of a row in nominal sizes names its product and width; a batch from before, its legacy row
        const size = stockProduct === undefined ? {} : { product: stockProduct, width: stockWidth ?? null }
        const batch = {
          dryingId,
          batchNumber,
          status: "IN_PROGRESS" as const,
          warehouseId,
          stockThickness,
          ...(stockProduct === undefined ? {} : { stockProduct, stockWidth: stockWidth ?? null }),
          createdByName,
          setup,
          endTime: null
        }
        const stockRow = warehouseId && stockThickness ? { warehouseId, woodTypeId: setup.woodTypeId, thickness: stockThickness, ...size } : null
        return {
          status: "started",
          batch,
          readings: [],
          stockRow,
          stockTaken: stockRow === null ? false : (stockTaken ?? null),
          edits: 0,
          cost: null,
          costBasis: null
        }
      }
      case "DryingSetupEdited": {
        const { _tag, dryingId, ...setup } = event
        return { ...state, batch: changeBatch(state, { setup }), edits: state.edits + 1 }
      }
      case "DryingReadingAdded": {
        const { _tag, dryingId, ...reading } = event
        return { ...state, status: nextDryingState(state.status, { type: "ADD_READING" }) ?? state.status, readings: [...state.readings, reading] }
      }
      case "DryingReadingEdited": {
        const { _tag, dryingId, ...change } = event
        return { ...state, readings: state.readings.map((reading) => (reading.readingId === change.readingId ? { ...reading, ...change } : reading)) }
      }
      case "DryingCompleted":
        return { ...state, status: "completed", batch: changeBatch(state, { status: "COMPLETED", endTime: event.endTime }) }
      case "DryingDeleted":
        return { ...state, status: "deleted" }
      case "DryingCostRecorded":
        return { ...state, cost: event.cost, costBasis: event.basis }
      case "DryingCostCorrected":
        return { ...state, cost: event.to, costBasis: event.basis }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "StartDrying": {
        if (state.status !== "absent") return Effect.succeed([])
        const { _tag, setup, now, stockProduct, stockWidth, ...fields } = command
        const size = stockProduct === undefined ? {} : { stockProduct, stockWidth: stockWidth ?? null }
        return Effect.as(setupPhysics(setup, now), [{ _tag: "DryingStarted" as const, ...fields, ...size, ...setup }])
      }
      case "EditDryingSetup":
        if (!isAdmin(command.actor)) return Effect.fail(new Forbidden({ message: DryingMessages.adminOnlyEdit }))
        return Effect.zipRight(
          allowed(state, { type: "EDIT" }),
          Effect.as(
            // a start time already recorded is not refused for being ahead of an edit made later
            physics(
              () => startingMeterRefusal(command.setup.startingElectricityUnits),
              () => humidityRefusal(command.setup.startingHumidity)
            ),
            [{ _tag: "DryingSetupEdited" as const, dryingId: command.dryingId, ...command.setup }]
          )
        )
      case "AddDryingReading":
        return Effect.zipRight(
          allowed(state, { type: "ADD_READING" }),
          Effect.zipRight(
            adminWhenCompleted(state, command.actor),
            Effect.as(readingPhysics(state, command.reading, command.now), [
              { _tag: "DryingReadingAdded" as const, dryingId: command.dryingId, ...command.reading }
            ])
          )
        )
      case "EditDryingReading": {
        const { dryingId, change, actor, now } = command
        const ofThisBatch = state.readings.some((reading) => reading.readingId === change.readingId)
        return Effect.zipRight(
          allowed(state, { type: "EDIT_READING" }),
          Effect.zipRight(
            ofThisBatch ? Effect.void : Effect.fail(new NotFound({ message: DryingMessages.readingNotFound })),
            Effect.zipRight(
              adminWhenCompleted(state, actor),
              Effect.as(readingPhysics(state, change, now), [{ _tag: "DryingReadingEdited" as const, dryingId, ...change }])
            )
          )
        )
      }
      case "CompleteDrying":
        if (state.status === "completed") return Effect.succeed([])
        // completing above the target is the operator's call (the console asks to confirm); the event records both figures
        return Effect.as(allowed(state, { type: "COMPLETE" }), [
          {
            _tag: "DryingCompleted" as const,
            dryingId: command.dryingId,
            endTime: command.endTime,
            finalHumidity: finalHumidityOf(state),
            targetHumidity: command.targetHumidity
          }
        ])
      case "DeleteDrying":
        return Effect.zipRight(
          allowed(state, { type: "DELETE" }),
          Effect.as(adminWhenCompleted(state, command.actor), [{ _tag: "DryingDeleted" as const, dryingId: command.dryingId }])
        )
      case "RecordDryingCost": {
        // frozen: recorded once, whatever a redelivered completion or a later register says; a batch not completed (deleted since) has none
        if (nextDryingState(state.status, { type: "RECORD_COST" }) === null || state.batch === null || state.cost !== null) return Effect.succeed([])
        const { cost, basis } = costOfBatch(state.batch, state.readings, command.inputs)
        return Effect.succeed([{ _tag: "DryingCostRecorded" as const, dryingId: command.dryingId, cost, basis }])
      }
      case "CorrectDryingCost": {
        if (!isAdmin(command.actor)) return Effect.fail(new Forbidden({ message: DryingMessages.costAdminOnly }))
        if (state.status === "absent" || state.status === "deleted") return Effect.fail(new NotFound({ message: DryingMessages.notFound }))
        const reason = command.reason.trim()
        if (reason === "")
          return Effect.fail(
            new ValidationError({
              message: DryingMessages.costReasonRequired,
              details: { fields: [{ path: "reason", message: DryingMessages.costReasonRequired }] }
            })
          )
        if (nextDryingState(state.status, { type: "CORRECT_COST" }) === null || state.batch === null)
          return Effect.fail(new BusinessRuleViolation({ message: DryingMessages.costNotCompleted }))
        if (state.cost === null) return Effect.fail(new BusinessRuleViolation({ message: DryingMessages.costNotRecorded }))
        const { cost, basis } = costOfBatch(state.batch, state.readings, command.inputs)
        // a recalculation that changes nothing records nothing (a retry, or a register that says the same)
        if (sameCost(state.cost, cost)) return Effect.succeed([])
        return Effect.succeed([
          {
            _tag: "DryingCostCorrected" as const,
            dryingId: command.dryingId,
            from: state.cost,
            to: cost,
            basis,
            reason,
            correctedByName: command.correctedByName
          }
        ])
      }
      default:
        return absurd(command)
    }
  }
}
