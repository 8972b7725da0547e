import { HttpApiBuilder } from "@effect/platform"
import {
  decodeEvent,
  metadataOf,
  SlicingMessages,
  SlicingOperationEvent,
  ValidationError,
  WriteApi,
  type SlicingOperation,
  type SlicingOperationCommand,
  type SlicingOperationPayload
} from "@timber/contracts"
import { requirePlanks, slicingFigures, SlicingOperationDecider, slicingOperationStream } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, type CommandEnvelope } from "../commands/execute"
import { claimUnique, releaseUnique } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { readBack } from "../commands/read-back"
import { requireWoodType, useWoodType } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "wood-slicing" as const

/** The operation as the API returns it, read back from its own stream. */
const operationView = (recorded: ReadonlyArray<RecordedEvent>): SlicingOperation | null => {
  let view: SlicingOperation | null = null
  for (const r of recorded) {
    const e = decodeEvent(SlicingOperationEvent, r)
    const current = view as SlicingOperation | null
    switch (e._tag) {
      case "SlicingOperationRecorded":
      case "SlicingOperationRevised": {
        const base = current ?? ({ id: e.operationId, approval_status: "not_required" } as SlicingOperation)
        view = {
          ...base,
          serial_number: e._tag === "SlicingOperationRecorded" ? e.serialNumber : base.serial_number,
          lot_number: e._tag === "SlicingOperationRecorded" ? e.lotNumber : base.lot_number,
          sleeper_number: e._tag === "SlicingOperationRecorded" ? e.sleeperNumber : base.sleeper_number,
          wood_type_id: e.woodTypeId,
          wood_type: { id: e.woodTypeId, name: e.woodTypeName },
          start_time: e.startTime,
          updated_at: metadataOf(r).occurredAt,
          sleeper_sizes: e.sleeperSizes,
          plank_sizes: e.plankSizes,
          status: e.startTime ? "in_progress" : "draft",
          waste_percentage: e.wastePercentage,
          notes: e.notes,
          auto_check_completion: e.autoCheckCompletion
        }
        break
      }
      case "SlicingOperationEnded":
        if (current) view = { ...current, status: "completed", updated_at: metadataOf(r).occurredAt }
        break
      case "SlicingApprovalRequired":
      case "SlicingOperationApproved":
      case "SlicingOperationRejected": {
        const approval = e._tag === "SlicingApprovalRequired" ? "pending" : e._tag === "SlicingOperationApproved" ? "approved" : "rejected"
        if (current) view = { ...current, approval_status: approval, updated_at: metadataOf(r).occurredAt }
        break
      }
      case "SlicingOperationDeleted":
        view = null
        break
      default:
        return absurd(e)
    }
  }
  return view
}

const readOperation = (operationId: string) => readBack(slicingOperationStream(operationId), operationView)

const woodTypeRequired = () =>
  new ValidationError({ message: SlicingMessages.woodTypeRequired, details: { fields: [{ path: "wood_type_id", message: SlicingMessages.woodTypeRequired }] } })

/** The operation is recorded as using its wood type just before it is written, so the wood type can't be deleted under it. */
const useWoodTypeFor = (operationId: string, woodTypeId: string, envelope: CommandEnvelope) =>
  useWoodType(woodTypeId, slicingOperationStream(operationId), envelope, woodTypeRequired)

const figuresOf = (payload: SlicingOperationPayload) =>
  Effect.gen(function* () {
    const state = yield* requireWoodType(payload.wood_type_id, woodTypeRequired)
    const sleeperSizes = payload.sleeper_sizes.map((s) => ({ ...s }))
    const plankSizes = payload.plank_sizes.map((p) => ({ ...p }))
    return {
      woodTypeId: payload.wood_type_id,
      woodTypeName: state.name,
      startTime: payload.start_time ? new Date(payload.start_time).toISOString() : null,
      sleeperSizes,
      plankSizes,
      ...slicingFigures(sleeperSizes, plankSizes),
      notes: payload.notes?.trim() ? payload.notes.trim() : null,
      autoCheckCompletion: payload.auto_check_completion ?? false
    }
  })

/** One sleeper is sliced once per LOT: the sleeper's reservation stream is the consistency boundary. */
const claimSleeper = (lotNumber: string, sleeperNumber: number, operationId: string, envelope: CommandEnvelope) =>
  claimUnique(
    {
      scope: UniqueValues.sleeper.scope,
      key: UniqueValues.sleeper.key(lotNumber, sleeperNumber),
      ownerId: operationId,
      takenMessage: SlicingMessages.sleeperTaken(sleeperNumber),
      ownerStream: slicingOperationStream,
      endedBy: "SlicingOperationDeleted"
    },
    envelope
  )

const run = (operationId: string, command: SlicingOperationCommand, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, SlicingOperationDecider, slicingOperationStream(operationId), command, envelope))

const serialFor = (now: Date) => `WS-${now.getTime().toString(36).toUpperCase()}`

export const SlicingCommandsLive = HttpApiBuilder.group(WriteApi, "slicingCommands", (handlers) =>
  handlers
    .handle("record", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const { now } = yield* CommandContext
        const envelope = yield* commandEnvelope
        const figures = yield* figuresOf(payload)
        // checked before the sleeper is claimed, so a refused save holds no claim
        yield* requirePlanks(figures.plankSizes)
        const operationId = envelope.ids.next("slicing-operation")
        const lotNumber = payload.lot_number.trim()
        yield* claimSleeper(lotNumber, payload.sleeper_number, operationId, envelope)
        yield* useWoodTypeFor(operationId, figures.woodTypeId, envelope)
        const { position } = yield* run(
          operationId,
          {
            _tag: "RecordSlicingOperation",
            operationId,
            serialNumber: payload.serial_number?.trim() || serialFor(now()),
            lotNumber,
            sleeperNumber: payload.sleeper_number,
            figures
          },
          envelope
        )
        yield* reportPosition(position)
        return yield* readOperation(operationId)
      })
    )
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        const envelope = yield* commandEnvelope
        let position: bigint | null = null
        if ("lot_number" in payload) {
          yield* requirePermission(PAGE, "edit")
          const figures = yield* figuresOf(payload)
          yield* useWoodTypeFor(path.id, figures.woodTypeId, envelope)
          const revised = yield* run(
            path.id,
            { _tag: "ReviseSlicingOperation", operationId: path.id, lotNumber: payload.lot_number.trim(), sleeperNumber: payload.sleeper_number, figures },
            envelope
          )
          position = revised.position
          if (payload.status === "completed")
            position = (yield* run(path.id, { _tag: "EndSlicingOperation", operationId: path.id }, envelope)).position ?? position
        } else if (payload.status === "completed") {
          yield* requirePermission(PAGE, "edit")
          position = (yield* run(path.id, { _tag: "EndSlicingOperation", operationId: path.id }, envelope)).position
        } else {
          // approving an operation is an approver's act, whoever may slice
          yield* requirePermission("approvals", "edit")
          position = (yield* run(path.id, { _tag: "DecideSlicingApproval", operationId: path.id, requestId: null, decision: "approved" }, envelope)).position
        }
        yield* reportPosition(position)
        return yield* readOperation(path.id)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const envelope = yield* commandEnvelope
        const { state, position } = yield* run(path.id, { _tag: "DeleteSlicingOperation", operationId: path.id }, envelope)
        // the sleeper may be sliced again
        if (state.lotNumber !== null && state.sleeperNumber !== null) {
          yield* releaseUnique(
            { scope: UniqueValues.sleeper.scope, key: UniqueValues.sleeper.key(state.lotNumber, state.sleeperNumber), ownerId: path.id },
            envelope
          ).pipe(Effect.ignore)
        }
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
)
