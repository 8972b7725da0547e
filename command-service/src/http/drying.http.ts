import { HttpApiBuilder } from "@effect/platform"
import {
  BusinessRuleViolation,
  rechargeIdOf,
  canonicalStockThickness,
  StockMessages,
  DryingBatchId,
  CurrentUser,
  EditedRecords,
  metadataOf,
  DryingMessages,
  MM_PER_INCH,
  toDryingProcess,
  toDryingReading,
  ValidationError,
  WriteApi,
  type DomainError,
  WarehouseId,
  WoodTypeId
} from "@timber/contracts"
import {
  DryingDecider,
  dryingStream,
  isAdmin,
  isDryingInProgress,
  parseLukuSms,
  RechargeDecider,
  rechargeStream,
  revertOf,
  StockMovements,
  tariffPerKwh,
  type DryingState,
  type LukuRecharge,
  type RechargeState
} from "@timber/domain"
import { Effect, Either, HashSet } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import { streamOf, type CommandEnvelope, type EditedRecord, type Executed, type Streams } from "../commands/execute"
import { moveStock, requireStockWarehouse, stockRowBookOf } from "../commands/stock"
import { createUsingWoodType, moveWoodTypeUse, releaseWoodTypeUse, requireWoodType } from "../commands/wood-type-use"
import { claimReadingOwner, readingOwner } from "../commands/drying-reading-owner"
import { currentSettings } from "../commands/settings"
import { claimNumberOfYear, type NumberedByYear } from "../commands/numbers-by-year"
import { UniqueValues } from "../commands/unique-values"
import { command } from "./command"
import { requirePermission } from "./request-context"

const PAGE = "drying-process" as const

const batchOf = (dryingId: DryingBatchId) => streamOf(DryingDecider, dryingStream(dryingId))

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
  return toDryingProcess(state.batch, started.occurredAt, readings, version)
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
 * A batch started from stock (a warehouse and a stock thickness given, useStock not false)
 * takes its pieces NOT_DRIED → UNDER_DRYING in the same append as its start; its completion
 * turns them DRIED, its deletion before completion gives them back (decision: the wood never
 * dried), each in the batch's own command.
 */
interface StockedBatch {
  readonly dryingId: string
  readonly batchNumber: string
  readonly warehouseId: WarehouseId | null
  readonly stockThickness: string | null
  readonly woodTypeId: WoodTypeId
  readonly pieceCount: number
}

const stockRowKeyOf = (b: StockedBatch) =>
  b.warehouseId && b.stockThickness ? { warehouseId: b.warehouseId, woodTypeId: b.woodTypeId, thickness: b.stockThickness } : null

/**
 * The stock row a batch took its pieces from, at any stage: the row it named at its start (its
 * state keeps it, whatever an admin edits later), only when that start really moved stock and no
 * deletion gave them back. Its pieces: the batch's piece count now (an edit moves the difference).
 * The batch records whether its start took stock; one started before that was recorded took it,
 * if at all, while its row had one book: that book's ledger says (read only for such batches).
 */
const stockTaken = (streams: Streams, { batch, stockRow, stockTaken: took }: DryingState) =>
  Effect.gen(function* () {
    if (batch === null || stockRow === null || took === false) return null
    const doc = { documentId: batch.dryingId, documentNumber: batch.batchNumber }
    if (took === null) {
      const [start] = StockMovements.startDrying(doc, stockRow, batch.setup.pieceCount)
      const { state } = yield* streams.read(stockRowBookOf(stockRow, 0))
      if (!HashSet.has(state.applied, start!.movementId)) return null
    }
    return { doc, row: stockRow, pieces: batch.setup.pieceCount }
  })

/** The stock row an unfinished batch holds pieces in (completing turns them DRIED, deleting gives them back). */
const stockedRow = (streams: Streams, state: DryingState) => (isDryingInProgress(state.status) ? stockTaken(streams, state) : Effect.succeed(null))

/**
 * An admin's edit of a batch dried from stock: a running batch's new piece count moves the
 * difference in the edit's own append; its wood type stays the stock's, and a completed batch's
 * piece count stays what it dried (decisions: the pieces under drying are that row's; change the
 * stock by an adjustment, or delete the running batch and start it again).
 */
const editStock = (streams: Streams, state: DryingState, setup: { readonly woodTypeId: string; readonly pieceCount: number }) =>
  Effect.gen(function* () {
    const taken = yield* stockTaken(streams, state)
    if (taken === null) return []
    if (setup.woodTypeId !== taken.row.woodTypeId) return yield* new BusinessRuleViolation({ message: DryingMessages.stockWoodTypeFixed })
    if (setup.pieceCount === taken.pieces) return []
    if (!isDryingInProgress(state.status)) return yield* new BusinessRuleViolation({ message: DryingMessages.completedPiecesFixed })
    return StockMovements.resizeDrying(taken.doc, taken.row, taken.pieces, setup.pieceCount, state.edits + 1)
  })

interface SetupInput {
  readonly woodTypeId: string
  readonly thickness: number
  readonly thicknessUnit?: "mm" | "inch"
  readonly pieceCount: number
  readonly startingHumidity?: number | null
  readonly startingElectricityUnits?: number | null
  readonly startTime?: string
  readonly notes?: string | null
}

const woodTypeRequired = () =>
  new ValidationError({ message: DryingMessages.woodTypeRequired, details: { fields: [{ path: "woodTypeId", message: DryingMessages.woodTypeRequired }] } })

/** The batch's set-up, its wood type read in the batch's command (whose use it records, so the wood type can't be deleted under it). */
const setupOf = (streams: Streams, input: SetupInput, fallbackStart: string) =>
  Effect.gen(function* () {
    const woodType = yield* requireWoodType(streams, input.woodTypeId, woodTypeRequired)
    return {
      woodTypeId: woodType.id,
      woodTypeName: woodType.name,
      // thickness is stored in mm (factory spec section 3)
      thicknessMm: input.thicknessUnit === "inch" ? input.thickness * MM_PER_INCH : input.thickness,
      pieceCount: input.pieceCount,
      startingHumidity: input.startingHumidity ?? null,
      startingElectricityUnits: input.startingElectricityUnits ?? null,
      startTime: input.startTime ? new Date(input.startTime).toISOString() : fallbackStart,
      notes: input.notes?.trim() ? input.notes.trim() : null
    }
  })

/** The stock thickness a batch takes its pieces from: a number with a unit, as its row writes it (contracts stock/thickness.ts); null when none is given. */
const stockThicknessOf = (text: string | null | undefined) => {
  if (!text?.trim()) return Effect.succeed(null)
  const canonical = canonicalStockThickness(text)
  return canonical === null
    ? Effect.fail(
        new ValidationError({
          message: StockMessages.thicknessInvalid,
          details: { fields: [{ path: "stockThickness", message: StockMessages.thicknessInvalid }] }
        })
      )
    : Effect.succeed(canonical)
}

/**
 * Drying batches' numbers, DB-2026-0001 (the year the batch started, its place among that year's
 * batches), claimed in the start's own append (commands/numbers-by-year.ts). Batches started
 * before keep the number their events recorded (UD- and the millisecond in base 36).
 */
const BATCH_NUMBERS: NumberedByYear = {
  prefix: "DB",
  scope: UniqueValues.dryingBatchNumber.scope,
  key: UniqueValues.dryingBatchNumber.key,
  ownerStream: (holder: string) => dryingStream(DryingBatchId.make(holder)),
  takenMessage: DryingMessages.numberTaken
}

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
const rechargeAnswer = ({ state, touches }: Executed<RechargeState>) => {
  const first = touches[0]
  if (state.recorded === null || first === undefined) return Effect.die(new Error("a recharge has nothing to show after it was recorded"))
  const { token, kwhAmount, totalPaid, smsText, dryingId } = state.recorded
  return Effect.succeed({
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
    correctionReason: state.correctionReason
  })
}

/** A command on one batch (and what it moves), answered with the batch as it left it. */
const runOn = <R>(
  dryingId: DryingBatchId,
  decide: (streams: Streams, envelope: CommandEnvelope) => Effect.Effect<unknown, DomainError, R>,
  edited?: EditedRecord<DryingState>
) => Effect.map(command(decide, edited), (outcome) => outcome.executed(batchOf(dryingId)))

export const DryingCommandsLive = HttpApiBuilder.group(WriteApi, "dryingCommands", (handlers) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const { now } = yield* CommandContext
        const createdByName = yield* actorName
        const stockThickness = yield* stockThicknessOf(payload.stockThickness)
        // the batch, its wood type's use and the pieces it takes from stock: one append, all or nothing
        const outcome = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const dryingId = DryingBatchId.make(envelope.ids.next("drying"))
            const batchStream = batchOf(dryingId)
            const batchNumber = yield* claimNumberOfYear(streams, BATCH_NUMBERS, new Date(envelope.occurredAt).getUTCFullYear(), dryingId)
            const setup = yield* setupOf(streams, payload, now().toISOString())
            const batch: StockedBatch = {
              dryingId,
              batchNumber,
              warehouseId: payload.warehouseId?.trim() ? WarehouseId.make(payload.warehouseId.trim()) : null,
              stockThickness,
              woodTypeId: setup.woodTypeId,
              pieceCount: setup.pieceCount
            }
            const row = payload.useStock === false ? null : stockRowKeyOf(batch)
            if (row) yield* requireStockWarehouse(streams, row.warehouseId)
            // read, not assumed new, when the start takes stock: a start stored by a try that died before answering is
            // stored again as nothing by the store (the same event ids), but its row's book may have turned over since
            const before = row ? (yield* streams.read(batchStream)).state : null
            yield* createUsingWoodType(
              streams,
              batchStream,
              {
                _tag: "StartDrying",
                dryingId,
                batchNumber,
                warehouseId: batch.warehouseId,
                stockThickness: batch.stockThickness,
                createdByName,
                stockTaken: row !== null,
                setup,
                now: envelope.occurredAt
              },
              setup.woodTypeId,
              woodTypeRequired
            )
            // a start decided again on a batch already started moves nothing: the batch says it took its pieces
            if (row && before?.status === "absent")
              yield* moveStock(streams, StockMovements.startDrying({ documentId: dryingId, documentNumber: batchNumber }, row, setup.pieceCount))
            return batchStream
          })
        )
        return yield* batchAnswer(outcome.executed(outcome.value))
      })
    )
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        const dryingId = DryingBatchId.make(path.id)
        yield* requirePermission(PAGE, "edit") // completing and editing alike
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const batchStream = batchOf(dryingId)
        const changed = yield* runOn(
          dryingId,
          (streams) =>
            Effect.gen(function* () {
              const { state } = yield* streams.read(batchStream)
              if ("status" in payload) {
                // the completion and the pieces it turns DRIED: one append
                const stocked = yield* stockedRow(streams, state)
                const endTime = payload.endTime ? new Date(payload.endTime).toISOString() : now().toISOString()
                // the target in force is recorded beside the final humidity: a completion above it stays on the record
                const { targetWoodHumidity } = yield* currentSettings
                yield* streams.decide(batchStream, { _tag: "CompleteDrying", dryingId, endTime, targetHumidity: targetWoodHumidity })
                if (stocked) yield* moveStock(streams, StockMovements.completeDrying(stocked.doc, stocked.row, stocked.pieces))
              } else {
                const setup = yield* setupOf(streams, payload, state.batch?.setup.startTime ?? now().toISOString())
                // the edit and the pieces its new count moves: one append (the row is read before the edit changes the count)
                const movements = isAdmin(user) ? yield* editStock(streams, state, setup) : []
                yield* streams.decide(batchStream, { _tag: "EditDryingSetup", dryingId, setup, actor: { role: user.role } })
                // a batch edited to another wood type no longer holds the first
                yield* moveWoodTypeUse(streams, state.batch?.setup.woodTypeId ?? null, setup.woodTypeId, batchStream.streamId, woodTypeRequired)
                yield* moveStock(streams, movements)
              }
            }),
          editedBatch(dryingId)
        )
        return yield* batchAnswer(changed)
      })
    )
    .handle("addReading", ({ path, payload }) =>
      Effect.gen(function* () {
        const dryingId = DryingBatchId.make(path.id)
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const createdByName = yield* actorName
        const sms = payload.lukuSms?.trim() ? payload.lukuSms.trim() : null
        // a reading's SMS that reads as a recharge records it in the reading's append; one that does not stays a note (decision)
        const recharge = sms === null ? null : Either.getOrNull(parseLukuSms(sms))
        const added = yield* runOn(dryingId, (streams, envelope) => {
          const readingId = envelope.ids.next("drying-reading")
          return Effect.zipLeft(
            streams.decide(batchOf(dryingId), {
              _tag: "AddDryingReading",
              dryingId,
              reading: {
                readingId,
                readingTime: payload.readingTime ? new Date(payload.readingTime).toISOString() : now().toISOString(),
                electricityMeter: payload.electricityMeter,
                humidity: payload.humidity,
                notes: payload.notes?.trim() ? payload.notes.trim() : null,
                lukuSms: sms,
                createdByName
              },
              actor: { role: user.role },
              now: envelope.occurredAt
            }),
            // which batch owns the reading (PUT /factory/drying-readings/{id} names only the reading), and its recharge: the same append
            Effect.zipRight(
              claimReadingOwner(streams, readingId, dryingId),
              recharge === null || sms === null ? Effect.void : recordRecharge(streams, recharge, sms, dryingId)
            )
          )
        })
        return yield* batchAnswer(added)
      })
    )
    .handle("editReading", ({ path, payload }) =>
      Effect.gen(function* () {
        // correcting a reading is an edit of the batch (spec section 6); the decider keeps a completed batch's readings an admin's
        yield* requirePermission(PAGE, "edit")
        const user = yield* CurrentUser
        const sms = payload.lukuSms?.trim() ? payload.lukuSms.trim() : null
        const recharge = sms === null ? null : Either.getOrNull(parseLukuSms(sms))
        const outcome = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const dryingId = yield* readingOwner(streams, path.id)
            const batchStream = batchOf(dryingId)
            const { state } = yield* streams.read(batchStream)
            const before = state.readings.find((reading) => reading.readingId === path.id)
            yield* streams.decide(batchStream, {
              _tag: "EditDryingReading",
              dryingId,
              change: {
                readingId: path.id,
                // a reading time left out stays what it was (the spec's default "now" is for a new reading)
                readingTime: payload.readingTime ? new Date(payload.readingTime).toISOString() : (before?.readingTime ?? new Date(0).toISOString()),
                electricityMeter: payload.electricityMeter,
                humidity: payload.humidity,
                notes: payload.notes?.trim() ? payload.notes.trim() : null,
                lukuSms: sms
              },
              actor: { role: user.role },
              now: envelope.occurredAt
            })
            // an SMS that reads as a recharge records it once per token, as adding does
            if (recharge !== null && sms !== null) yield* recordRecharge(streams, recharge, sms, dryingId)
            return batchStream
          })
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
    // the recharge register (issue 37 item 4), on the Wood Drying Settings page: whoever edits the drying settings
    .handle("correctRecharge", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("drying-settings", "edit")
        const stream = streamOf(RechargeDecider, rechargeStream(path.id))
        const corrected = yield* command((streams) => streams.decide(stream, { _tag: "CorrectRecharge", token: path.id, ...payload }))
        return yield* rechargeAnswer(corrected.executed(stream))
      })
    )
    .handle("voidRecharge", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("drying-settings", "edit")
        const stream = streamOf(RechargeDecider, rechargeStream(path.id))
        const voided = yield* command((streams) => streams.decide(stream, { _tag: "VoidRecharge", token: path.id, reason: payload.reason }))
        return yield* rechargeAnswer(voided.executed(stream))
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const dryingId = DryingBatchId.make(path.id)
        yield* requirePermission(PAGE, "delete")
        const user = yield* CurrentUser
        const batchStream = batchOf(dryingId)
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state } = yield* streams.read(batchStream)
              // a batch deleted before it completed gives its pieces back to NOT_DRIED (decision: the wood never dried), in the same append
              const stocked = yield* stockedRow(streams, state)
              yield* streams.decide(batchStream, { _tag: "DeleteDrying", dryingId, actor: { role: user.role } })
              // the deleted batch no longer holds its wood type, in the same append
              if (state.batch !== null) yield* releaseWoodTypeUse(streams, state.batch.setup.woodTypeId, batchStream.streamId)
              if (stocked) yield* moveStock(streams, StockMovements.startDrying(stocked.doc, stocked.row, stocked.pieces).map(revertOf))
            }),
          editedBatch(dryingId)
        )
        return { id: path.id }
      })
    )
)
