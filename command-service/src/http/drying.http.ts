import { HttpApiBuilder } from "@effect/platform"
import {
  CurrentUser,
  DryingMessages,
  MM_PER_INCH,
  toDryingProcess,
  toDryingReading,
  ValidationError,
  WriteApi,
  type DryingBatchFields,
  type DryingCommand
} from "@timber/contracts"
import { DryingDecider, dryingStream, isDryingInProgress, revertOf, StockMovements, StockRowDecider, stockRowStream, type DryingState } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope, type Executed, type Loaded } from "../commands/execute"
import { moveStock, requireStockWarehouse } from "../commands/stock"
import { requireWoodType, useWoodType } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "drying-process" as const

/** The batch as a write answers it, from the state `execute` returned: each reading shows when its event was added, in order. */
const batchAnswer = ({ state, touches }: Executed<DryingState>) => {
  const started = touches.find((touch) => touch.type === "DryingStarted")
  if (state.batch === null || state.status === "deleted" || started === undefined)
    return Effect.die(new Error("a drying batch has nothing to show after a write"))
  const added = touches.filter((touch) => touch.type === "DryingReadingAdded")
  const readings = state.readings.map((reading, i) => toDryingReading(reading, added[i]?.occurredAt ?? started.occurredAt))
  return Effect.succeed(toDryingProcess(state.batch, started.occurredAt, readings))
}

/** The stock row a batch took its pieces from: only one whose start really moved stock (the ledger says so). */
const stockedRow = (batch: DryingBatchFields) =>
  Effect.gen(function* () {
    const row = stockRowOf({
      dryingId: batch.dryingId,
      batchNumber: batch.batchNumber,
      warehouseId: batch.warehouseId,
      stockThickness: batch.stockThickness,
      woodTypeId: batch.setup.woodTypeId,
      pieceCount: batch.setup.pieceCount
    })
    if (row === null) return null
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, StockRowDecider, stockRowStream(row)).pipe(Effect.orDie)
    const [start] = StockMovements.startDrying({ documentId: batch.dryingId, documentNumber: batch.batchNumber }, row, batch.setup.pieceCount)
    return state.applied.has(start!.movementId) ? row : null
  })

/** The batch as stored now, read once: a command that must know it first decides on this same read. */
const loadBatch = (dryingId: string) =>
  Effect.flatMap(CommandContext, ({ store }) => loadAggregate(store, DryingDecider, dryingStream(dryingId)).pipe(Effect.orDie))

/** The unfinished batch and the stock row it took its pieces from, if it took any. */
const unfinishedStock = ({ state: { batch, status } }: Loaded<DryingState>) =>
  batch !== null && isDryingInProgress(status) ? Effect.map(stockedRow(batch), (row) => (row === null ? null : { batch, row })) : Effect.succeed(null)

const run = (dryingId: string, command: DryingCommand, envelope: CommandEnvelope, loaded?: Loaded<DryingState>) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, DryingDecider, dryingStream(dryingId), command, envelope, loaded))

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
        const started = row
          ? yield* withStock(StockMovements.startDrying({ documentId: dryingId, documentNumber: batchNumber }, row, setup.pieceCount), envelope, start)
          : yield* start
        yield* reportPosition(started.position)
        return yield* batchAnswer(started)
      })
    )
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit") // completing and editing alike
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const envelope = yield* commandEnvelope
        const loaded = yield* loadBatch(path.id)
        let changed: Executed<DryingState>
        if ("status" in payload) {
          const complete = run(
            path.id,
            { _tag: "CompleteDrying", dryingId: path.id, endTime: payload.endTime ? new Date(payload.endTime).toISOString() : now().toISOString() },
            envelope,
            loaded
          )
          const stocked = yield* unfinishedStock(loaded)
          changed = stocked
            ? yield* withStock(
                StockMovements.completeDrying({ documentId: path.id, documentNumber: stocked.batch.batchNumber }, stocked.row, stocked.batch.setup.pieceCount),
                envelope,
                complete
              )
            : yield* complete
        } else {
          const setup = yield* setupOf(payload, loaded.state.batch?.setup.startTime ?? now().toISOString())
          yield* useWoodTypeFor(path.id, setup.woodTypeId, envelope)
          changed = yield* run(path.id, { _tag: "EditDryingSetup", dryingId: path.id, setup, actor: { role: user.role } }, envelope, loaded)
        }
        yield* reportPosition(changed.position)
        return yield* batchAnswer(changed)
      })
    )
    .handle("addReading", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const envelope = yield* commandEnvelope
        const added = yield* run(
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
        yield* reportPosition(added.position)
        return yield* batchAnswer(added)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const user = yield* CurrentUser
        const envelope = yield* commandEnvelope
        const loaded = yield* loadBatch(path.id)
        const remove = run(path.id, { _tag: "DeleteDrying", dryingId: path.id, actor: { role: user.role } }, envelope, loaded)
        // a batch deleted before it completed gives its pieces back to NOT_DRIED (decision: the wood never dried)
        const stocked = yield* unfinishedStock(loaded)
        const { position } = stocked
          ? yield* withStock(
              StockMovements.startDrying({ documentId: path.id, documentNumber: stocked.batch.batchNumber }, stocked.row, stocked.batch.setup.pieceCount).map(
                revertOf
              ),
              envelope,
              remove
            )
          : yield* remove
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
)
