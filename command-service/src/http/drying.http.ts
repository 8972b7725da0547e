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
import { DryingDecider, dryingStream, UserDecider, userStream, WoodTypeDecider, woodTypeStream } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope } from "../commands/execute"
import { readBack } from "../commands/read-back"
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
          view = { ...current, readings: [...current.readings, { id: readingId, ...reading, createdAt: metadataOf(r).occurredAt }].sort((a, b) => a.readingTime.localeCompare(b.readingTime)) }
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

const run = (dryingId: string, command: DryingCommand, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, DryingDecider, dryingStream(dryingId), command, envelope))

/** Who is recording: the name staff know them by, else their e-mail. */
const actorName = Effect.gen(function* () {
  const user = yield* CurrentUser
  const { store } = yield* CommandContext
  const { state } = yield* loadAggregate(store, UserDecider, userStream(user.userId)).pipe(Effect.orDie)
  return state._tag === "Registered" ? `${state.firstName} ${state.lastName}`.trim() || state.email : user.email
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

const setupOf = (input: SetupInput, fallbackStart: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(input.woodTypeId)).pipe(Effect.orDie)
    if (state._tag !== "Existing") {
      return yield* new ValidationError({ message: DryingMessages.woodTypeRequired, details: { fields: [{ path: "woodTypeId", message: DryingMessages.woodTypeRequired }] } })
    }
    return {
      woodTypeId: input.woodTypeId,
      woodTypeName: state.name,
      // thickness is stored in mm (factory spec section 3)
      thicknessMm: input.thicknessUnit === "inch" ? input.thickness * MM_PER_INCH : input.thickness,
      pieceCount: input.pieceCount,
      startingHumidity: input.startingHumidity ?? null,
      startingElectricityUnits: input.startingElectricityUnits ?? null,
      startTime: input.startTime ? new Date(input.startTime).toISOString() : fallbackStart,
      notes: input.notes?.trim() ? input.notes.trim() : null
    }
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
        const { position } = yield* run(
          dryingId,
          {
            _tag: "StartDrying",
            dryingId,
            batchNumber: batchNumberFor(now()),
            warehouseId: payload.warehouseId ?? null,
            stockThickness: payload.stockThickness ?? null,
            createdByName: yield* actorName,
            setup
          },
          envelope
        )
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
          position = (yield* run(path.id, { _tag: "CompleteDrying", dryingId: path.id, endTime: payload.endTime ? new Date(payload.endTime).toISOString() : now().toISOString() }, envelope)).position
        } else {
          yield* requirePermission(PAGE, "edit")
          const current = yield* readDrying(path.id).pipe(Effect.catchAllDefect(() => Effect.succeed(null)))
          const setup = yield* setupOf(payload, current?.startTime ?? now().toISOString())
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
        const { position } = yield* run(path.id, { _tag: "DeleteDrying", dryingId: path.id, actor: { role: user.role } }, yield* commandEnvelope)
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
)
