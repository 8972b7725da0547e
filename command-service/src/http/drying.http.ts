import { HttpApiBuilder } from "@effect/platform"
import {
  decodeEvent,
  metadataOf,
  CurrentUser,
  DryingEvent,
  DryingMessages,
  MM_PER_INCH,
  ValidationError,
  WriteApi,
  type DryingCommand,
  type DryingProcess
} from "@timber/contracts"
import { DryingDecider, dryingStream, revertOf, StockMovements, StockRowDecider, stockRowStream } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope } from "../commands/execute"
import { readBack } from "../commands/read-back"
import { moveStock, requireStockWarehouse } from "../commands/stock"
import { requireWoodType, useWoodType } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "drying-process" as const

type Setup = Omit<Extract<DryingEvent, { _tag: "DryingSetupEdited" }>, "_tag" | "dryingId">

const setupView = (s: Setup) => ({
  woodTypeId: s.woodTypeId,
  woodType: { id: s.woodTypeId, name: s.woodTypeName },
  thickness: s.thicknessMm,
  pieceCount: s.pieceCount,
  startingHumidity: s.startingHumidity,
  startingElectricityUnits: s.startingElectricityUnits,
  startTime: s.startTime,
  notes: s.notes
})

/** The batch as the API returns it, read back from its own stream. */
const dryingView = (recorded: ReadonlyArray<RecordedEvent>): DryingProcess | null => {
  let view: DryingProcess | null = null
  for (const r of recorded) {
    const e = decodeEvent(DryingEvent, r)
    const current = view as DryingProcess | null
    switch (e._tag) {
      case "DryingStarted":
        view = {
          id: e.dryingId,
          batchNumber: e.batchNumber,
          status: "IN_PROGRESS",
          ...setupView(e),
          endTime: null,
          warehouseId: e.warehouseId,
          sourceWarehouseId: e.warehouseId,
          stockThickness: e.stockThickness,
          createdByName: e.createdByName,
          createdAt: metadataOf(r).occurredAt,
          readings: []
        }
        break
      case "DryingSetupEdited":
        if (current) view = { ...current, ...setupView(e) }
        break
      case "DryingReadingAdded":
        if (current) {
          const { _tag, dryingId, readingId, ...reading } = e
          view = {
            ...current,
            readings: [...current.readings, { id: readingId, ...reading, createdAt: metadataOf(r).occurredAt }].sort((a, b) =>
              a.readingTime.localeCompare(b.readingTime)
            )
          }
        }
        break
      case "DryingCompleted":
        if (current) view = { ...current, status: "COMPLETED", endTime: e.endTime }
        break
      case "DryingDeleted":
        view = null
        break
      default:
        return absurd(e)
    }
  }
  return view
}

const readDrying = (dryingId: string) => readBack(dryingStream(dryingId), dryingView)

/** The stock row a batch took its pieces from: only one whose start really moved stock (the ledger says so). */
const stockedRow = (batch: DryingProcess) =>
  Effect.gen(function* () {
    const row = stockRowOf({
      dryingId: batch.id,
      batchNumber: batch.batchNumber,
      warehouseId: batch.warehouseId,
      stockThickness: batch.stockThickness,
      woodTypeId: batch.woodTypeId,
      pieceCount: batch.pieceCount
    })
    if (row === null) return null
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, StockRowDecider, stockRowStream(row)).pipe(Effect.orDie)
    const [start] = StockMovements.startDrying({ documentId: batch.id, documentNumber: batch.batchNumber }, row, batch.pieceCount)
    return state.applied.has(start!.movementId) ? row : null
  })

const run = (dryingId: string, command: DryingCommand, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, DryingDecider, dryingStream(dryingId), command, envelope))

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

/** The batch is recorded as using its wood type just before it is written, so the wood type can't be deleted under it. */
const useWoodTypeFor = (dryingId: string, woodTypeId: string, envelope: CommandEnvelope) =>
  useWoodType(woodTypeId, dryingStream(dryingId), envelope, woodTypeRequired)

const setupOf = (input: SetupInput, fallbackStart: string) =>
  Effect.gen(function* () {
    const woodType = yield* requireWoodType(input.woodTypeId, woodTypeRequired)
    return {
      woodTypeId: input.woodTypeId,
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

/**
 * A batch started from stock (a warehouse and a stock thickness given, useStock not false)
 * takes its pieces NOT_DRIED → UNDER_DRYING, and its completion UNDER_DRYING → DRIED, through
 * the stock commands. The stock moves first; if the batch then refuses, the move is taken back.
 */
interface StockedBatch {
  readonly dryingId: string
  readonly batchNumber: string
  readonly warehouseId: string | null
  readonly stockThickness: string | null
  readonly woodTypeId: string
  readonly pieceCount: number
}

const stockRowOf = (b: StockedBatch) =>
  b.warehouseId && b.stockThickness ? { warehouseId: b.warehouseId, woodTypeId: b.woodTypeId, thickness: b.stockThickness } : null

const withStock = <A, E, R>(movements: ReturnType<typeof StockMovements.startDrying>, envelope: CommandEnvelope, action: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    yield* moveStock(movements, envelope)
    return yield* Effect.tapError(action, () => Effect.ignore(moveStock(movements.map(revertOf), envelope)))
  })

const batchNumberFor = (now: Date) => `UD-${now.getTime().toString(36).toUpperCase()}`

export const DryingCommandsLive = HttpApiBuilder.group(WriteApi, "dryingCommands", (handlers) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const { now } = yield* CommandContext
        const envelope = yield* commandEnvelope
        const dryingId = envelope.ids.next("drying")
        const setup = yield* setupOf(payload, now().toISOString())
        const batchNumber = batchNumberFor(now())
        const batch: StockedBatch = {
          dryingId,
          batchNumber,
          warehouseId: payload.warehouseId?.trim() || null,
          stockThickness: payload.stockThickness?.trim() || null,
          woodTypeId: setup.woodTypeId,
          pieceCount: setup.pieceCount
        }
        const row = payload.useStock === false ? null : stockRowOf(batch)
        if (row) yield* requireStockWarehouse(row.warehouseId)
        yield* useWoodTypeFor(dryingId, setup.woodTypeId, envelope)
        const start = run(
          dryingId,
          {
            _tag: "StartDrying",
            dryingId,
            batchNumber,
            warehouseId: batch.warehouseId,
            stockThickness: batch.stockThickness,
            createdByName: yield* actorName,
            setup
          },
          envelope
        )
        const { position } = row
          ? yield* withStock(StockMovements.startDrying({ documentId: dryingId, documentNumber: batchNumber }, row, setup.pieceCount), envelope, start)
          : yield* start
        yield* reportPosition(position)
        return yield* readDrying(dryingId)
      })
    )
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const envelope = yield* commandEnvelope
        let position: bigint | null
        if ("status" in payload) {
          yield* requirePermission(PAGE, "edit")
          const complete = run(
            path.id,
            { _tag: "CompleteDrying", dryingId: path.id, endTime: payload.endTime ? new Date(payload.endTime).toISOString() : now().toISOString() },
            envelope
          )
          const batch = yield* readDrying(path.id).pipe(Effect.catchAllDefect(() => Effect.succeed(null)))
          const row = batch && batch.status === "IN_PROGRESS" ? yield* stockedRow(batch) : null
          position = (
            row
              ? yield* withStock(
                  StockMovements.completeDrying({ documentId: path.id, documentNumber: batch!.batchNumber }, row, batch!.pieceCount),
                  envelope,
                  complete
                )
              : yield* complete
          ).position
        } else {
          yield* requirePermission(PAGE, "edit")
          const current = yield* readDrying(path.id).pipe(Effect.catchAllDefect(() => Effect.succeed(null)))
          const setup = yield* setupOf(payload, current?.startTime ?? now().toISOString())
          yield* useWoodTypeFor(path.id, setup.woodTypeId, envelope)
          position = (yield* run(path.id, { _tag: "EditDryingSetup", dryingId: path.id, setup, actor: { role: user.role } }, envelope)).position
        }
        yield* reportPosition(position)
        return yield* readDrying(path.id)
      })
    )
    .handle("addReading", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const envelope = yield* commandEnvelope
        const { position } = yield* run(
          path.id,
          {
            _tag: "AddDryingReading",
            dryingId: path.id,
            reading: {
              readingId: envelope.ids.next("drying-reading"),
              readingTime: payload.readingTime ? new Date(payload.readingTime).toISOString() : now().toISOString(),
              electricityMeter: payload.electricityMeter,
              humidity: payload.humidity,
              notes: payload.notes?.trim() ? payload.notes.trim() : null,
              lukuSms: payload.lukuSms?.trim() ? payload.lukuSms.trim() : null,
              createdByName: yield* actorName
            },
            actor: { role: user.role }
          },
          envelope
        )
        yield* reportPosition(position)
        return yield* readDrying(path.id)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const user = yield* CurrentUser
        const envelope = yield* commandEnvelope
        const remove = run(path.id, { _tag: "DeleteDrying", dryingId: path.id, actor: { role: user.role } }, envelope)
        // a batch deleted before it completed gives its pieces back to NOT_DRIED (decision: the wood never dried)
        const batch = yield* readDrying(path.id).pipe(Effect.catchAllDefect(() => Effect.succeed(null)))
        const row = batch && batch.status === "IN_PROGRESS" ? yield* stockedRow(batch) : null
        const { position } = row
          ? yield* withStock(
              StockMovements.startDrying({ documentId: path.id, documentNumber: batch!.batchNumber }, row, batch!.pieceCount).map(revertOf),
              envelope,
              remove
            )
          : yield* remove
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
)
