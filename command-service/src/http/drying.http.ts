import { HttpApiBuilder } from "@effect/platform"
import {
  BusinessRuleViolation,
  rechargeIdOf,
  DryingBatchId,
  CurrentUser,
  EditedRecords,
  metadataOf,
  toDryingBatch,
  toDryingReading,
  WriteApi
} from "@timber/contracts"
import { parseLukuSms, RechargeDecider, rechargeStream, tariffPerKwh, type DryingState, type LukuRecharge, type RechargeState } from "@timber/domain"
import { Effect, Either } from "effect"
import { actorName } from "../commands/actor-name"
import { streamOf, type EditedRecord, type Executed, type Streams } from "../commands/execute"
import { readingOwnerNow } from "../commands/drying-reading-owner"
import { dryingCostInputs, rechargeBeforeStartNow } from "../commands/drying-cost-inputs"
import { completeDryingCommand } from "../steps/complete-drying"
import { deleteDryingCommand } from "../steps/delete-drying"
import { batchOf } from "../steps/drying-batch"
import { addDryingReadingCommand, editDryingReadingCommand } from "../steps/drying-reading"
import { editDryingCommand } from "../steps/edit-drying"
import { startDryingCommand } from "../steps/start-drying"
import { correctRechargeCommand } from "../steps/correct-recharge"
import { command } from "./command"
import { requirePermission } from "./request-context"

const PAGE = "drying-process" as const

/** The batch as a write answers it, from the state the command left: each reading shows when its event was added, in order. */
const batchAnswer = ({ state, touches, version }: Executed<DryingState>) => {
  const shown = batchShown(state, touches, version)
  return shown === null ? Effect.die(new Error("a drying batch has nothing to show after a write")) : Effect.succeed(shown)
}

/** The batch through the read side's own view, or null when there is none to show. */
const batchShown = (state: DryingState, touches: Executed<DryingState>["touches"], version: string | null) => {
  const started = touches.find((touch) => touch.type === "DryingStarted")
  if (state.batch === null || state.status === "deleted" || started === undefined || version === null) return null
  const added = touches.filter((touch) => touch.type === "DryingReadingAdded")
  const readings = state.readings.map((reading, i) => toDryingReading(reading, added[i]?.occurredAt ?? started.occurredAt))
  return toDryingBatch(state.batch, started.occurredAt, readings, version)
}

/** A batch an edit, a completion or a delete was made on: a stale one is refused with the batch as the list shows it now. */
const editedBatch = (dryingId: DryingBatchId): EditedRecord<DryingState> => ({
  ref: batchOf(dryingId),
  subject: EditedRecords.dryingBatch,
  current: ({ state, version }, streams) =>
    Effect.map(streams.recorded(batchOf(dryingId).streamId), (recorded) =>
      batchShown(
        state,
        recorded.map((event) => ({ type: event.type, ...metadataOf(event) })),
        version
      )
    )
})

/**
 * A LUKU recharge recorded in the command that read it (once per token: the parse call and the
 * reading that then carries the same SMS record it once). Answered as GET /electricity/recharges shows it.
 */
const recordRecharge = (streams: Streams, recharge: LukuRecharge, smsText: string, dryingId: string | null) =>
  Effect.map(
    streams.decide(streamOf(RechargeDecider, rechargeStream(recharge.token)), { _tag: "RecordRecharge", ...recharge, smsText, dryingId }),
    () => recharge
  )

/** The recharge as first recorded: its numbers, when, by whom and from which batch's reading. */
const rechargeAnswer = (recharge: Pick<Executed<RechargeState>, "state" | "touches" | "version">) => {
  const shown = rechargeShown(recharge)
  return shown === null ? Effect.die(new Error("a recharge has nothing to show after it was recorded")) : Effect.succeed(shown)
}

/** The recharge as the register lists it, or null when none was recorded. */
const rechargeShown = ({ state, touches, version }: Pick<Executed<RechargeState>, "state" | "touches" | "version">) => {
  const first = touches[0]
  if (state.recorded === null || first === undefined || version === null) return null
  const { token, kwhAmount, totalPaid, smsText, dryingId } = state.recorded
  return {
    id: rechargeIdOf(token),
    token,
    kwhAmount,
    totalPaid,
    tariffPerKwh: tariffPerKwh(state.recorded),
    smsText,
    dryingId,
    recordedAt: first.occurredAt,
    recordedBy: first.userEmail,
    voided: state.voided,
    voidReason: state.voidReason,
    correctionReason: state.correctionReason,
    version
  }
}

/** A recharge corrected or voided in the register: made on the version the register showed, refused (412) when it changed since. */
const editedRecharge = (token: string): EditedRecord<RechargeState> => ({
  ref: streamOf(RechargeDecider, rechargeStream(token)),
  subject: EditedRecords.recharge,
  current: ({ state, version }, streams) =>
    Effect.map(streams.recorded(rechargeStream(token)), (recorded) =>
      rechargeShown({ state, version, touches: recorded.map((event) => ({ type: event.type, ...metadataOf(event) })) })
    )
})

export const DryingCommandsLive = HttpApiBuilder.group(WriteApi, "dryingCommands", (handlers) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const createdByName = yield* actorName
        const { warehouseId, stockThickness, stockProduct, stockWidth, useStock, ...setup } = payload
        const outcome = yield* command(startDryingCommand({ setup, stock: { warehouseId, stockThickness, stockProduct, stockWidth, useStock }, createdByName }))
        return yield* batchAnswer(outcome.executed(outcome.value))
      })
    )
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        const dryingId = DryingBatchId.make(path.id)
        yield* requirePermission(PAGE, "edit") // completing and editing alike
        const user = yield* CurrentUser
        const changed = yield* command(
          "status" in payload
            ? completeDryingCommand({ dryingId, endTime: payload.endTime })
            : editDryingCommand({ dryingId, setup: payload, actor: { role: user.role } }),
          editedBatch(dryingId)
        )
        return yield* batchAnswer(changed.executed(changed.value))
      })
    )
    .handle("addReading", ({ path, payload }) =>
      Effect.gen(function* () {
        const dryingId = DryingBatchId.make(path.id)
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        const createdByName = yield* actorName
        const added = yield* command(addDryingReadingCommand({ dryingId, reading: payload, actor: { role: user.role }, createdByName }))
        return yield* batchAnswer(added.executed(added.value))
      })
    )
    .handle("editReading", ({ path, payload }) =>
      Effect.gen(function* () {
        // correcting a reading is an edit of the batch (spec section 6)
        yield* requirePermission(PAGE, "edit")
        const user = yield* CurrentUser
        // the batch is known before the command (a reading's owner never changes), so the edit is checked against
        // the batch's version the dialog opened with: a reading lives on its batch's stream
        const dryingId = yield* readingOwnerNow(path.id)
        const outcome = yield* command(
          editDryingReadingCommand({ dryingId, readingId: path.id, change: payload, actor: { role: user.role } }),
          editedBatch(dryingId)
        )
        return yield* batchAnswer(outcome.executed(outcome.value))
      })
    )
    .handle("parseSms", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const smsText = payload.smsText.trim()
        const recharge = yield* Either.mapLeft(parseLukuSms(smsText), (unreadable) => new BusinessRuleViolation({ message: unreadable.message }))
        const recorded = yield* command((streams) => recordRecharge(streams, recharge, smsText, null))
        return yield* rechargeAnswer(recorded.executed(streamOf(RechargeDecider, rechargeStream(recharge.token))))
      })
    )
    // the recharge register, on the Wood Drying Settings page: whoever edits the drying settings
    .handle("correctRecharge", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("drying-settings", "edit")
        const corrected = yield* command(correctRechargeCommand({ _tag: "CorrectRecharge", token: path.id, ...payload, actor: user }), editedRecharge(path.id))
        return yield* rechargeAnswer(corrected.executed(corrected.value))
      })
    )
    .handle("voidRecharge", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("drying-settings", "edit")
        const stream = streamOf(RechargeDecider, rechargeStream(path.id))
        const voided = yield* command(
          (streams) => streams.decide(stream, { _tag: "VoidRecharge", token: path.id, reason: payload.reason }),
          editedRecharge(path.id)
        )
        return yield* rechargeAnswer(voided.executed(stream))
      })
    )
    // an admin recalculates a completed batch's frozen cost from the register and settings now, with a reason
    .handle("correctCost", ({ path, payload }) =>
      Effect.gen(function* () {
        const dryingId = DryingBatchId.make(path.id)
        yield* requirePermission(PAGE, "edit")
        const user = yield* CurrentUser
        const correctedByName = yield* actorName
        const batchStream = batchOf(dryingId)
        const outcome = yield* command((streams) =>
          Effect.gen(function* () {
            const { state } = yield* streams.read(batchStream)
            const inputs = yield* dryingCostInputs(streams, state, yield* rechargeBeforeStartNow(streams, state))
            const before = state.cost
            const after = yield* streams.decide(batchStream, {
              _tag: "CorrectDryingCost",
              dryingId,
              inputs,
              reason: payload.reason,
              actor: { role: user.role },
              correctedByName
            })
            return { before: before?.totalCost ?? 0, after: after.cost?.totalCost ?? 0, changed: after.cost !== before }
          })
        )
        const { before, after, changed } = outcome.value
        return { id: path.id, previousTotalCost: before, totalCost: after, changed }
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const dryingId = DryingBatchId.make(path.id)
        yield* requirePermission(PAGE, "delete")
        const user = yield* CurrentUser
        yield* command(deleteDryingCommand({ dryingId, actor: { role: user.role } }), editedBatch(dryingId))
        return { id: path.id }
      })
    )
)
