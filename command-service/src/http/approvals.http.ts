import { HttpApiBuilder } from "@effect/platform"
import {
  decodeEvent,
  metadataOf,
  ApprovalMessages,
  ApprovalRequestEvent,
  ApprovalRuleEvent,
  CurrentUser,
  NotFound,
  ValidationError,
  WriteApi,
  type ApprovalRequestDto,
  type ApprovalRuleDto
} from "@timber/contracts"
import { ApprovalRequestDecider, approvalRequestStream, ApprovalRuleDecider, approvalRuleStream, UserDecider, userStream } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "approvals" as const

/** The request as the API returns it, read back from its own stream. */
const requestView = (recorded: ReadonlyArray<RecordedEvent>): ApprovalRequestDto | null => {
  let view: ApprovalRequestDto | null = null
  for (const r of recorded) {
    const e = decodeEvent(ApprovalRequestEvent, r)
    if (e._tag === "ApprovalRequested") {
      const op = e.operation
      view = {
        id: e.requestId,
        type: e.type,
        status: "pending",
        created_at: metadataOf(r).occurredAt,
        operation_id: op.operationId,
        operation: {
          serial_number: op.serialNumber,
          waste_percentage: op.wastePercentage,
          wood_type: op.woodTypeName === null ? null : { name: op.woodTypeName }
        },
        requestor: { email: e.requestorEmail },
        notes: null,
        approver_id: e.approverId,
        decided_at: null,
        decided_by: null
      }
    } else if (view !== null) {
      const pending: ApprovalRequestDto = view
      view = {
        ...pending,
        status: e._tag === "ApprovalApproved" ? "approved" : "rejected",
        notes: e.notes,
        decided_at: metadataOf(r).occurredAt,
        decided_by: metadataOf(r).userEmail
      }
    }
  }
  return view
}

const approverOf = (approverId: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, UserDecider, userStream(approverId)).pipe(Effect.orDie)
    return state._tag === "Registered" && state.isActive ? { email: state.email, role: state.role } : null
  })

/** The rule as the API returns it, read back from its own stream. */
const ruleView = (ruleId: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { recorded } = yield* loadAggregate(store, ApprovalRuleDecider, approvalRuleStream(ruleId)).pipe(Effect.orDie)
    let view: Omit<ApprovalRuleDto, "approver"> | null = null
    for (const r of recorded) {
      const e = decodeEvent(ApprovalRuleEvent, r)
      switch (e._tag) {
        case "ApprovalRuleCreated":
          view = {
            id: e.ruleId,
            module: e.module,
            condition_type: e.conditionType,
            condition_value: e.conditionValue,
            approver_id: e.approverId,
            is_active: true,
            created_at: metadataOf(r).occurredAt
          }
          break
        case "ApprovalRuleActivated":
        case "ApprovalRuleDeactivated":
          if (view !== null) view = { ...(view as Omit<ApprovalRuleDto, "approver">), is_active: e._tag === "ApprovalRuleActivated" }
          break
        case "ApprovalRuleDeleted":
          view = null
          break
        default:
          absurd(e)
      }
    }
    if (!view) return yield* new NotFound({ message: ApprovalMessages.ruleNotFound })
    return { ...view, approver: yield* approverOf(view.approver_id) } satisfies ApprovalRuleDto
  })

export const ApprovalCommandsLive = HttpApiBuilder.group(WriteApi, "approvalCommands", (handlers) =>
  handlers
    .handle("decide", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { store } = yield* CommandContext
        const stream = approvalRequestStream(path.id)
        const notes = payload.notes?.trim() ? payload.notes.trim() : null
        const { position } = yield* execute(
          store,
          ApprovalRequestDecider,
          stream,
          { _tag: "DecideApproval", requestId: path.id, decision: payload.status, notes },
          yield* commandEnvelope
        )
        yield* reportPosition(position)
        const { recorded } = yield* loadAggregate(store, ApprovalRequestDecider, stream).pipe(Effect.orDie)
        const view = requestView(recorded)
        if (!view) return yield* new NotFound({ message: ApprovalMessages.requestNotFound })
        return view
      })
    )
    .handle("createRule", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        if ((yield* approverOf(payload.approver_id)) === null) {
          return yield* new ValidationError({
            message: ApprovalMessages.approverUnknown,
            details: { fields: [{ path: "approver_id", message: ApprovalMessages.approverUnknown }] }
          })
        }
        const { store } = yield* CommandContext
        const envelope = yield* commandEnvelope
        const ruleId = envelope.ids.next("approval-rule")
        const { position } = yield* execute(
          store,
          ApprovalRuleDecider,
          approvalRuleStream(ruleId),
          {
            _tag: "CreateApprovalRule",
            ruleId,
            module: payload.module,
            conditionType: payload.condition_type,
            conditionValue: payload.condition_value,
            approverId: payload.approver_id,
            isActive: payload.is_active ?? true,
            actor: { userId: user.userId, email: user.email, role: user.role }
          },
          envelope
        )
        yield* reportPosition(position)
        return yield* ruleView(ruleId)
      })
    )
    .handle("setRuleActive", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { store } = yield* CommandContext
        const { position } = yield* execute(
          store,
          ApprovalRuleDecider,
          approvalRuleStream(path.id),
          { _tag: "SetApprovalRuleActive", ruleId: path.id, isActive: payload.is_active },
          yield* commandEnvelope
        )
        yield* reportPosition(position)
        return yield* ruleView(path.id)
      })
    )
    .handle("deleteRule", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const { store } = yield* CommandContext
        const { position } = yield* execute(
          store,
          ApprovalRuleDecider,
          approvalRuleStream(path.id),
          { _tag: "DeleteApprovalRule", ruleId: path.id },
          yield* commandEnvelope
        )
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
)
