import { HttpApiBuilder } from "@effect/platform"
import {
  CurrentUser,
  EditedRecords,
  SlicingMessages,
  SlicingOperationId,
  toSlicingOperation,
  ValidationError,
  WriteApi,
  type SlicingOperationPayload
} from "@timber/contracts"
import {
  ApprovalRequestDecider,
  approvalRequestStream,
  refuseSelfDecision,
  ReservationDecider,
  reservationStream,
  slicingStartRecordable,
  slicingFigures,
  slicingOperationStream,
  type SlicingOperationState
} from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { streamOf, type EditedRecord, type Executed, type Streams } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { createUsingWoodType, moveWoodTypeUse, releaseWoodTypeUse, requireWoodType } from "../commands/wood-type-use"
import { command } from "./command"
import { requirePermission } from "./request-context"
import { endSlicingIn } from "../steps/end-slicing"
import { operationOf } from "../steps/stream-refs"

const PAGE = "wood-slicing" as const

/** The operation as the API answers a write: from the state the command left, through the read side's own view. */
const answer = (operationId: SlicingOperationId, { state, trail, version }: Executed<SlicingOperationState>) => {
  const shown = operationShown(operationId, state, trail.updatedAt, version)
  return shown === null ? Effect.die(new Error(`slicing operation has nothing to show after a write (${state.status})`)) : Effect.succeed(shown)
}

/** The operation through the read side's own view, or null when there is none to show. */
const operationShown = (operationId: SlicingOperationId, state: SlicingOperationState, updatedAt: string, version: string | null) => {
  const { status, serialNumber, lotNumber, sleeperNumber, figures } = state
  if (
    status === "absent" ||
    status === "deleted" ||
    serialNumber === null ||
    lotNumber === null ||
    sleeperNumber === null ||
    figures === null ||
    version === null
  )
    return null
  return toSlicingOperation({ operationId, serialNumber, lotNumber, sleeperNumber, figures, status, approval: state.approval }, updatedAt, version)
}

/** An operation a revision, an end or a delete was made on: a stale one is refused with the operation as the slicer lists it now. */
const editedOperation = (operationId: SlicingOperationId): EditedRecord<SlicingOperationState> => ({
  ref: operationOf(operationId),
  subject: EditedRecords.slicingOperation,
  current: ({ state, trail, version }) => Effect.succeed(operationShown(operationId, state, trail.updatedAt, version))
})

const woodTypeRequired = () =>
  new ValidationError({ message: SlicingMessages.woodTypeRequired, details: { fields: [{ path: "wood_type_id", message: SlicingMessages.woodTypeRequired }] } })

/**
 * The operation's figures from the payload, with its wood type read in the command that records them.
 * A start time more than a day ahead is refused (domain `slicingStartRecordable`); the sizes are the decider's to judge.
 */
const figuresOf = (streams: Streams, payload: SlicingOperationPayload, now: Date) =>
  Effect.gen(function* () {
    yield* slicingStartRecordable(payload.start_time, now)
    const state = yield* requireWoodType(streams, payload.wood_type_id, woodTypeRequired)
    const sleeperSizes = payload.sleeper_sizes.map((s) => ({ ...s }))
    const plankSizes = payload.plank_sizes.map((p) => ({ ...p }))
    return {
      woodTypeId: state.id,
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
const claimSleeper = (streams: Streams, lotNumber: string, sleeperNumber: number, operationId: SlicingOperationId) =>
  claimValue(
    streams,
    {
      scope: UniqueValues.sleeper.scope,
      key: UniqueValues.sleeper.key(lotNumber, sleeperNumber),
      ownerId: operationId,
      takenMessage: SlicingMessages.sleeperTaken(sleeperNumber),
      // the holder of a sleeper is a slicing operation: its id, read back from the reservation, is branded here
      ownerStream: (holder: string) => slicingOperationStream(SlicingOperationId.make(holder)),
      endedBy: "SlicingOperationDeleted"
    },
    { assumeNew: true }
  )

/** Serial number "WS-" + the uppercase base-36 timestamp (factory spec section 9). */
const serialAt = (ms: number) => `WS-${ms.toString(36).toUpperCase()}`

/**
 * The operation's serial, unique under concurrent creates: claimed on its reservation stream in the
 * record's own append (two creates in one millisecond both try WS-<t>; the second append finds it
 * claimed and decides again). A serial already held is not an error the slicer can act on, so the
 * next free millisecond's serial is taken instead; a client's suggestion is kept when it is free.
 */
const claimSerial = (streams: Streams, suggested: string | null, nowMs: number, operationId: SlicingOperationId) =>
  Effect.gen(function* () {
    let candidate = suggested ?? serialAt(nowMs)
    for (let ms = nowMs + 1; ; ms++) {
      const claim = { scope: UniqueValues.slicingSerial.scope, key: UniqueValues.slicingSerial.key(candidate) }
      const { state } = yield* streams.read(streamOf(ReservationDecider, reservationStream(claim.scope, claim.key)), { assumeNew: true })
      if (state.holder === null || state.holder === operationId) break
      candidate = serialAt(ms)
    }
    yield* claimValue(
      streams,
      {
        scope: UniqueValues.slicingSerial.scope,
        key: UniqueValues.slicingSerial.key(candidate),
        ownerId: operationId,
        takenMessage: SlicingMessages.serialTaken(candidate),
        ownerStream: (holder: string) => slicingOperationStream(SlicingOperationId.make(holder))
      },
      { assumeNew: true }
    )
    return candidate
  })

export const SlicingCommandsLive = HttpApiBuilder.group(WriteApi, "slicingCommands", (handlers) =>
  handlers
    .handle("record", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const { now } = yield* CommandContext
        const lotNumber = payload.lot_number.trim()
        // the operation, its wood type's use and its sleeper's claim: one append, so a refused save holds no claim
        const recorded = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const figures = yield* figuresOf(streams, payload, now())
            const operationId = SlicingOperationId.make(envelope.ids.next("slicing-operation"))
            const operation = operationOf(operationId)
            const serialNumber = yield* claimSerial(streams, payload.serial_number?.trim() || null, now().getTime(), operationId)
            yield* createUsingWoodType(
              streams,
              operation,
              {
                _tag: "RecordSlicingOperation",
                operationId,
                serialNumber,
                lotNumber,
                sleeperNumber: payload.sleeper_number,
                figures
              },
              figures.woodTypeId,
              woodTypeRequired
            )
            yield* claimSleeper(streams, lotNumber, payload.sleeper_number, operationId)
            return operationId
          })
        )
        return yield* answer(recorded.value, recorded.executed(operationOf(recorded.value)))
      })
    )
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        const operationId = SlicingOperationId.make(path.id)
        const operation = operationOf(operationId)
        let changed: Executed<SlicingOperationState>
        if ("lot_number" in payload) {
          yield* requirePermission(PAGE, "edit")
          const { now } = yield* CommandContext
          // a revision that also ends the operation is one command: revised and ended together or not at all
          const revised = yield* command(
            (streams) =>
              Effect.gen(function* () {
                const figures = yield* figuresOf(streams, payload, now())
                const { state: before } = yield* streams.read(operation)
                yield* streams.decide(operation, {
                  _tag: "ReviseSlicingOperation",
                  operationId,
                  lotNumber: payload.lot_number.trim(),
                  sleeperNumber: payload.sleeper_number,
                  figures
                })
                // an operation moved to another LOT's wood type no longer holds the first
                yield* moveWoodTypeUse(streams, before.figures?.woodTypeId ?? null, figures.woodTypeId, operation.streamId, woodTypeRequired)
                if (payload.status === "completed") yield* endSlicingIn(streams, operationId)
              }),
            editedOperation(operationId)
          )
          changed = revised.executed(operation)
        } else if (payload.status === "completed") {
          yield* requirePermission(PAGE, "edit")
          changed = (yield* command((streams) => endSlicingIn(streams, operationId), editedOperation(operationId))).executed(operation)
        } else {
          // approving an operation is an approver's act, whoever may slice
          yield* requirePermission("approvals", "edit")
          const user = yield* CurrentUser
          const approved = yield* command((streams) =>
            Effect.gen(function* () {
              // segregation of duties: nobody approves the operation whose request their own action raised
              const { requestId } = (yield* streams.read(operation)).state
              if (requestId !== null)
                yield* refuseSelfDecision((yield* streams.read(streamOf(ApprovalRequestDecider, approvalRequestStream(requestId)))).state, user.userId)
              return yield* streams.decide(operation, { _tag: "DecideSlicingApproval", operationId, requestId: null, decision: "approved" })
            })
          )
          changed = approved.executed(operation)
        }
        return yield* answer(operationId, changed)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const operationId = SlicingOperationId.make(path.id)
        // the deletion and the release of its sleeper (it may be sliced again): one append
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state: before } = yield* streams.read(operationOf(operationId))
              const state = yield* streams.decide(operationOf(operationId), { _tag: "DeleteSlicingOperation", operationId })
              // the deleted operation no longer holds its wood type, in the same append
              if (before.figures !== null) yield* releaseWoodTypeUse(streams, before.figures.woodTypeId, operationOf(operationId).streamId)
              if (state.lotNumber !== null && state.sleeperNumber !== null)
                yield* releaseValue(streams, {
                  scope: UniqueValues.sleeper.scope,
                  key: UniqueValues.sleeper.key(state.lotNumber, state.sleeperNumber),
                  ownerId: operationId
                })
            }),
          editedOperation(operationId)
        )
        return { id: path.id }
      })
    )
)
