import { HttpApiBuilder } from "@effect/platform"
import {
  SlicingMessages,
  toSlicingOperation,
  ValidationError,
  WriteApi,
  type DomainError,
  type SlicingOperationCommand,
  type SlicingOperationPayload
} from "@timber/contracts"
import type { EventStoreUnavailable } from "@timber/eventstore"
import { requirePlanks, slicingFigures, SlicingOperationDecider, slicingOperationStream, type SlicingOperationState } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, type CommandEnvelope, type Decision, type Executed } from "../commands/execute"
import { decideClaim, releaseUnique } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { executeUsingWoodType, requireWoodType } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "wood-slicing" as const

/** The operation as the API answers a write: from the state the command left, through the read side's own view. */
const answer = (operationId: string, { state, trail }: Executed<SlicingOperationState>) => {
  const { status, serialNumber, lotNumber, sleeperNumber, figures } = state
  if (status === "absent" || status === "deleted" || serialNumber === null || lotNumber === null || sleeperNumber === null || figures === null)
    return Effect.die(new Error(`slicing operation has nothing to show after a write (${status})`))
  return Effect.succeed(toSlicingOperation({ operationId, serialNumber, lotNumber, sleeperNumber, figures, status, approval: state.approval }, trail.updatedAt))
}

const woodTypeRequired = () =>
  new ValidationError({ message: SlicingMessages.woodTypeRequired, details: { fields: [{ path: "wood_type_id", message: SlicingMessages.woodTypeRequired }] } })

/**
 * The operation's command appended with the use of its wood type (so the wood type can't be
 * deleted under it) and, when recording, the claim of its sleeper: all stored or none.
 */
const runUsingWoodType = (
  operationId: string,
  woodTypeId: string,
  command: SlicingOperationCommand,
  envelope: CommandEnvelope,
  alongside?: (firstTry: boolean) => Effect.Effect<Decision<unknown>, DomainError | EventStoreUnavailable, CommandContext>
) => executeUsingWoodType({ id: woodTypeId }, woodTypeRequired, SlicingOperationDecider, slicingOperationStream(operationId), command, envelope, { alongside })

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
const claimSleeper = (lotNumber: string, sleeperNumber: number, operationId: string, envelope: CommandEnvelope) => (firstTry: boolean) =>
  decideClaim(
    {
      scope: UniqueValues.sleeper.scope,
      key: UniqueValues.sleeper.key(lotNumber, sleeperNumber),
      ownerId: operationId,
      takenMessage: SlicingMessages.sleeperTaken(sleeperNumber),
      ownerStream: slicingOperationStream,
      endedBy: "SlicingOperationDeleted"
    },
    envelope,
    { assumeFirst: firstTry }
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
        const recorded = yield* runUsingWoodType(
          operationId,
          figures.woodTypeId,
          {
            _tag: "RecordSlicingOperation",
            operationId,
            serialNumber: payload.serial_number?.trim() || serialFor(now()),
            lotNumber,
            sleeperNumber: payload.sleeper_number,
            figures
          },
          envelope,
          claimSleeper(lotNumber, payload.sleeper_number, operationId, envelope)
        )
        yield* reportPosition(recorded.position)
        return yield* answer(operationId, recorded)
      })
    )
    .handle("change", ({ path, payload }) =>
      Effect.gen(function* () {
        const envelope = yield* commandEnvelope
        const end = () => run(path.id, { _tag: "EndSlicingOperation", operationId: path.id }, envelope)
        let changed: Executed<SlicingOperationState>
        if ("lot_number" in payload) {
          yield* requirePermission(PAGE, "edit")
          const figures = yield* figuresOf(payload)
          const revised = yield* runUsingWoodType(
            path.id,
            figures.woodTypeId,
            { _tag: "ReviseSlicingOperation", operationId: path.id, lotNumber: payload.lot_number.trim(), sleeperNumber: payload.sleeper_number, figures },
            envelope
          )
          yield* reportPosition(revised.position)
          changed = payload.status === "completed" ? yield* end() : revised
        } else if (payload.status === "completed") {
          yield* requirePermission(PAGE, "edit")
          changed = yield* end()
        } else {
          // approving an operation is an approver's act, whoever may slice
          yield* requirePermission("approvals", "edit")
          changed = yield* run(path.id, { _tag: "DecideSlicingApproval", operationId: path.id, requestId: null, decision: "approved" }, envelope)
        }
        yield* reportPosition(changed.position)
        return yield* answer(path.id, changed)
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
