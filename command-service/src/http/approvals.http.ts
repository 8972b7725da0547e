import { HttpApiBuilder } from "@effect/platform"
import {
  ApprovalRuleId,
  ApprovalRequestId,
  CurrentUser,
  EditedRecords,
  toApprovalRequest,
  toApprovalRule,
  WriteApi,
  type ApprovalRuleDto,
  UserId
} from "@timber/contracts"
import {
  approvalRequestDeciderFor,
  approvalRequestStream,
  approvalRuleShown,
  UserDecider,
  userStream,
  type ApprovalRequestState,
  type ApprovalRuleState
} from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type EditedRecord, type Executed, type Streams } from "../commands/execute"
import { createApprovalRuleCommand, ruleOf } from "../steps/create-approval-rule"
import { command } from "./command"
import { requirePermission } from "./request-context"

const PAGE = "approvals" as const

/** The request as a decision answers it, from the state its command left: the decision is its only event after the request. */
const requestAnswer = ({ state, trail, touches }: Executed<ApprovalRequestState>) => {
  if (state.request === null || state.status === "absent") return Effect.die(new Error("an approval request has nothing to show after a decision"))
  const decision = touches.find((touch) => touch.type !== "ApprovalRequested")
  return Effect.succeed(
    toApprovalRequest(
      { request: state.request, status: state.status, notes: state.notes },
      {
        createdAt: trail.createdAt,
        decided: decision ? { at: decision.occurredAt, by: decision.userEmail } : null
      }
    )
  )
}

/** The rule as a write answers it, from the state its command left. */
const ruleAnswer = ({ state, trail, version }: Executed<ApprovalRuleState>, approver: ApprovalRuleDto["approver"]) =>
  Effect.flatMap(approvalRuleShown(state), (rule) =>
    version === null
      ? Effect.die(new Error("an approval rule has nothing to show after a write"))
      : Effect.succeed(toApprovalRule(rule, approver, trail.createdAt, version))
  )

/** The approver as a rule shows them (e-mail and role now), read in the command's own try; null when no such user. */
const approverIn = (streams: Streams, approverId: UserId) =>
  Effect.map(streams.read(streamOf(UserDecider, userStream(approverId))), ({ state }) =>
    state._tag === "Registered" ? { email: state.email, role: state.role } : null
  )

/** A rule a switch or a delete was made on: a stale one is refused with the rule as the rules list shows it now. */
const editedRule = (ruleId: ApprovalRuleId, bodyVersion?: string): EditedRecord<ApprovalRuleState> & { readonly bodyVersion?: string | undefined } => ({
  ref: ruleOf(ruleId),
  subject: EditedRecords.approvalRule,
  bodyVersion,
  current: ({ state, trail, version }, streams) =>
    approvalRuleShown(state).pipe(
      Effect.flatMap((rule) => Effect.map(approverIn(streams, rule.approverId), (approver) => toApprovalRule(rule, approver, trail.createdAt, version))),
      Effect.orElseSucceed(() => null)
    )
})

export const ApprovalCommandsLive = HttpApiBuilder.group(WriteApi, "approvalCommands", (handlers) =>
  handlers
    .handle("decide", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const user = yield* CurrentUser
        const notes = payload.notes?.trim() ? payload.notes.trim() : null
        const requestId = ApprovalRequestId.make(path.id)
        // segregation of duties: nobody decides a request their own action raised
        const request = streamOf(approvalRequestDeciderFor(user), approvalRequestStream(requestId))
        const decided = yield* command((streams) => streams.decide(request, { _tag: "DecideApproval", requestId, decision: payload.status, notes }))
        return yield* requestAnswer(decided.executed(request))
      })
    )
    .handle("createRule", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        const approverId = UserId.make(payload.approver_id)
        const created = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const rule = yield* createApprovalRuleCommand({
              _tag: "CreateApprovalRule",
              ruleId: ApprovalRuleId.make(envelope.ids.next("approval-rule")),
              module: payload.module,
              conditionType: payload.condition_type,
              conditionValue: payload.condition_value,
              approverId,
              isActive: payload.is_active ?? true,
              actor: { userId: user.userId, email: user.email, role: user.role }
            })(streams)
            return { rule, approver: yield* approverIn(streams, approverId) }
          })
        )
        return yield* ruleAnswer(created.executed(created.value.rule), created.value.approver)
      })
    )
    .handle("setRuleActive", ({ path, payload }) =>
      Effect.gen(function* () {
        const ruleId = ApprovalRuleId.make(path.id)
        yield* requirePermission(PAGE, "edit")
        const outcome = yield* command(
          (streams) => {
            const decided = streams.decide(ruleOf(ruleId), { _tag: "SetApprovalRuleActive", ruleId, isActive: payload.is_active })
            return Effect.flatMap(decided, (state) => (state.rule === null ? Effect.succeed(null) : approverIn(streams, state.rule.approverId)))
          },
          editedRule(ruleId, payload.version)
        )
        return yield* ruleAnswer(outcome.executed(ruleOf(ruleId)), outcome.value)
      })
    )
    .handle("deleteRule", ({ path }) =>
      Effect.gen(function* () {
        const ruleId = ApprovalRuleId.make(path.id)
        yield* requirePermission(PAGE, "delete")
        yield* command((streams) => streams.decide(ruleOf(ruleId), { _tag: "DeleteApprovalRule", ruleId }), editedRule(ruleId))
        return { id: path.id }
      })
    )
)
