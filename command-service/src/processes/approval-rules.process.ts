import {
  ApprovalModule,
  ApprovalRequestId,
  ApprovalRequestEvent,
  metadataOf,
  ApprovalRuleEvent,
  CalculationSaved,
  ConditionType,
  SlicingOperationRecorded,
  SlicingOperationRevised,
  type ApprovalSubject,
  type CalculationSubject,
  type OperationSubject,
  ApprovalMessages,
  type RequestApproval,
  type RequireSlicingApproval,
  type ReviseApprovalRequest,
  UserId
} from "@timber/contracts"
import {
  ApprovalRequestDecider,
  approvalRequestStream,
  measure,
  rulesTriggeredBy,
  SlicingOperationDecider,
  slicingOperationStream,
  type ActiveRule,
  type RuleSubject
} from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { uuidV5 } from "../commands/ids"
import { absurd, Effect, HashMap, Option, Schema } from "effect"
import { streamOf } from "../commands/execute"
import { keyedRows, oneRow, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager, type Reaction } from "./process-manager"

/** What the engine listens to: rules, saved calculations, slicing saves and the requests it raised. */
const RuleEngineEvent = Schema.Union(ApprovalRuleEvent, CalculationSaved, SlicingOperationRecorded, SlicingOperationRevised, ApprovalRequestEvent)
type RuleEngineEvent = typeof RuleEngineEvent.Type
type SlicingSave = typeof SlicingOperationRecorded.Type | typeof SlicingOperationRevised.Type

/** The rules, a handful set by an admin: one row, read with every event. */
const RULES = oneRow(
  "rules",
  Schema.ReadonlyMap({
    key: Schema.String,
    value: Schema.Struct({
      ruleId: Schema.String,
      module: ApprovalModule,
      conditionType: ConditionType,
      conditionValue: Schema.Number,
      approverId: UserId,
      isActive: Schema.Boolean
    })
  })
)
// the three below gain an entry with every operation and request: a row each (persistent maps in
// memory, stored in a document as the same [key, value] pairs a ReadonlyMap was)
/** serial and wood type of each slicing operation, for revisions */
const OPERATION_ROWS = rowPerKey(
  "op",
  Schema.Struct({
    serialNumber: Schema.NullOr(Schema.String),
    woodTypeName: Schema.String,
    // which sleeper of which LOT, for its requests; states stored before lack them
    lotNumber: Schema.optional(Schema.String),
    sleeperNumber: Schema.optional(Schema.Number)
  })
)
/** `${operationId}|${ruleId}` -> the state of the request raised for it */
const ASKED_ROWS = rowPerKey("asked", Schema.Literal("pending", "approved", "rejected"))
/** request id -> its `asked` key */
const REQUEST_ROWS = rowPerKey("request", Schema.String)
/**
 * `${operationId}|${ruleId}` -> the id of the request last raised for it, so a revision revises or
 * withdraws that request. Requests raised before this row existed have none: a
 * revision leaves such a request as it was.
 */
const RAISED_ROWS = rowPerKey("raised", Schema.String)

/** What the engine knows at each point of the log: deciding from it keeps a replay faithful. */
const RuleEngineStateSchema = Schema.Struct({
  rules: RULES.value,
  operations: Schema.HashMap({ key: Schema.String, value: OPERATION_ROWS.row }),
  asked: Schema.HashMap({ key: Schema.String, value: ASKED_ROWS.row }),
  requestKeys: Schema.HashMap({ key: Schema.String, value: REQUEST_ROWS.row }),
  raised: Schema.HashMap({ key: Schema.String, value: RAISED_ROWS.row })
})
export type RuleEngineState = typeof RuleEngineStateSchema.Type

const initialState: RuleEngineState = {
  rules: new Map(),
  operations: HashMap.empty(),
  asked: HashMap.empty(),
  requestKeys: HashMap.empty(),
  raised: HashMap.empty()
}

/** The serial an approval of a calculation shows in the Operation column. */
export const calculationSerial = (calculationId: string) => `CALC-${calculationId.slice(0, 8).toUpperCase()}`

const activeRules = (state: RuleEngineState) => [...state.rules.values()].filter((rule) => rule.isActive)

/** The key of `asked`: one request per operation and rule. */
const askedKey = (operationId: string, ruleId: string) => `${operationId}|${ruleId}`

const askedOf = (state: RuleEngineState, key: string) => Option.getOrUndefined(HashMap.get(state.asked, key))
const raisedOf = (state: RuleEngineState, key: string) => Option.getOrUndefined(HashMap.get(state.raised, key))

/**
 * What a slicing save calls for, rule by rule (approvals follow the operation):
 * - `raise`: a rule its current revision goes above with no request waiting or approved (none yet,
 *   or the last one rejected: a rejection asks for a revision, and the revision asks again);
 * - `revise`: a rule it still goes above whose request waits: the request shows this revision;
 * - `withdraw`: a rule it no longer goes above whose request waits: taken back;
 * - `clear`: no rule asks anything of this revision (each it goes above was approved) while an
 *   earlier revision waited or was rejected: the operation waits for nobody.
 * An approval given covers the operation's later revisions under the same rule (decided).
 */
const slicingPlan = (state: RuleEngineState, operationId: string, subject: RuleSubject) => {
  const slicerRules = activeRules(state).filter((rule) => rule.module === "WoodSlicer")
  const triggered = rulesTriggeredBy(slicerRules, subject)
  const raise: ActiveRule[] = []
  const revise: Array<{ readonly rule: ActiveRule; readonly requestId: ApprovalRequestId }> = []
  const withdraw: Array<{ readonly key: string; readonly requestId: ApprovalRequestId }> = []
  let waiting = false
  // whether the operation may be waiting or rejected under some rule: only then is there anything to clear
  let mayWait = false
  for (const rule of slicerRules) {
    const key = askedKey(operationId, rule.ruleId)
    const asked = askedOf(state, key)
    const raised = raisedOf(state, key)
    if (asked === "pending" || asked === "rejected") mayWait = true
    if (triggered.includes(rule)) {
      if (asked === "approved") continue
      waiting = true
      if (asked !== "pending") raise.push(rule)
      else if (raised !== undefined) revise.push({ rule, requestId: ApprovalRequestId.make(raised) })
    } else if (asked === "pending" && raised !== undefined) withdraw.push({ key, requestId: ApprovalRequestId.make(raised) })
  }
  return { raise, revise, withdraw, clear: mayWait && !waiting }
}

/** What the engine knows of an operation at its save: its serial, and which sleeper of which LOT (a revision names neither). */
const knownOperation = (state: RuleEngineState, e: SlicingSave) => {
  const known = Option.getOrUndefined(HashMap.get(state.operations, e.operationId))
  const recordedNow = e._tag === "SlicingOperationRecorded" ? e : null
  return {
    serialNumber: known?.serialNumber ?? recordedNow?.serialNumber ?? null,
    lotNumber: known?.lotNumber ?? recordedNow?.lotNumber,
    sleeperNumber: known?.sleeperNumber ?? recordedNow?.sleeperNumber
  }
}

const slicingSubject = (e: SlicingSave): RuleSubject => ({ module: "WoodSlicer", wastePercentage: e.wastePercentage, volume: e.sleeperVolume })

const requestIdFor = (event: RecordedEvent, ruleId: string) => ApprovalRequestId.make(uuidV5(`approval-request|${event.id}|${ruleId}`))

/** What a slicing operation's request shows of the save: the operation, its serial, waste and wood type, and which sleeper it cut into what. */
const operationSubjectOf = (state: RuleEngineState, e: SlicingSave): OperationSubject => {
  const { serialNumber, lotNumber, sleeperNumber } = knownOperation(state, e)
  return {
    _tag: "Operation",
    operationId: e.operationId,
    serialNumber,
    wastePercentage: e.wastePercentage,
    woodTypeName: e.woodTypeName,
    ...(lotNumber === undefined || sleeperNumber === undefined
      ? {}
      : {
          sleeper: {
            lotNumber,
            sleeperNumber,
            plankCount: e.plankSizes.reduce((planks, size) => planks + size.quantity, 0),
            sleeperVolumeM3: e.sleeperVolume,
            plankVolumeM3: e.plankVolume
          }
        })
  }
}

/** The rule's condition and what the save measured for it (null: not a condition the subject has). */
const triggerOf = (rule: ActiveRule, measured: RuleSubject) => {
  const value = measure(measured, rule.conditionType)
  return value === null ? {} : { trigger: { conditionType: rule.conditionType, conditionValue: rule.conditionValue, measured: value } }
}

/**
 * A request for a rule's approver, with what it is about and what the rule measured; its id derives
 * from the trigger and the rule, so redelivery raises it once.
 */
/** Who asked: the triggering event's actor, the signed-in user whose write it was (its metadata is where the id enters). */
const requestorOf = (event: RecordedEvent) => {
  const { userId } = metadataOf(event)
  return userId === null ? null : UserId.make(userId)
}

const requestFor = (event: RecordedEvent, rule: ActiveRule, measured: RuleSubject, subject: ApprovalSubject, requestorId = requestorOf(event)): Reaction => {
  const requestId = requestIdFor(event, rule.ruleId)
  const command: RequestApproval = {
    _tag: "RequestApproval",
    requestId,
    type: rule.module,
    ruleId: rule.ruleId,
    approverId: rule.approverId,
    requestorId,
    requestorEmail: metadataOf(event).userEmail ?? "unknown",
    subject,
    ...triggerOf(rule, measured)
  }
  return reactOn(ApprovalRequestDecider, approvalRequestStream(requestId), command)
}

/**
 * The approval-rule engine: a saved calculation above an active WoodCalculator rule,
 * or a slicing operation whose waste or volume goes above an active WoodSlicer rule,
 * raises an approval request for the rule's approver. A slicing operation is also
 * told to wait for it, so it cannot end before the approver decides.
 */
export const approvalRulesProcess: ProcessManager<RuleEngineState, RuleEngineEvent> = {
  name: "approval-rules",
  actor: { userId: "process:approval-rules", email: "approval-rules@timber.works" },
  events: RuleEngineEvent,
  initialState,
  state: RuleEngineStateSchema,
  keyed: keyedRows({
    initialState,
    parts: { rules: RULES, operations: OPERATION_ROWS, asked: ASKED_ROWS, requestKeys: REQUEST_ROWS, raised: RAISED_ROWS },
    keysOf: (e, state) => {
      switch (e._tag) {
        case "SlicingOperationRecorded":
        case "SlicingOperationRevised":
          // what was asked for it under each active rule (the rules row is read with every event; once loaded, these follow)
          return [
            OPERATION_ROWS.key(e.operationId),
            ...activeRules(state).flatMap((rule) => [
              ASKED_ROWS.key(askedKey(e.operationId, rule.ruleId)),
              RAISED_ROWS.key(askedKey(e.operationId, rule.ruleId))
            ])
          ]
        case "ApprovalRequested":
          return e.subject._tag === "Operation" && e.subject.operationId && e.ruleId
            ? [
                REQUEST_ROWS.key(e.requestId),
                ASKED_ROWS.key(askedKey(e.subject.operationId, e.ruleId)),
                RAISED_ROWS.key(askedKey(e.subject.operationId, e.ruleId))
              ]
            : []
        case "ApprovalApproved":
        case "ApprovalRejected":
        case "ApprovalWithdrawn": {
          // the request's row names what it was asked for
          const key = Option.getOrUndefined(HashMap.get(state.requestKeys, e.requestId))
          return key ? [REQUEST_ROWS.key(e.requestId), ASKED_ROWS.key(key)] : [REQUEST_ROWS.key(e.requestId)]
        }
        case "ApprovalRequestRevised":
        case "CalculationSaved":
        case "ApprovalRuleCreated":
        case "ApprovalRuleActivated":
        case "ApprovalRuleDeactivated":
        case "ApprovalRuleDeleted":
          return []
        default:
          return absurd(e)
      }
    }
  }),
  evolve: (state, e, recorded) => {
    switch (e._tag) {
      case "ApprovalRuleCreated": {
        const rules = new Map(state.rules).set(e.ruleId, {
          ruleId: e.ruleId,
          module: e.module,
          conditionType: e.conditionType,
          conditionValue: e.conditionValue,
          approverId: e.approverId,
          isActive: true
        })
        return { ...state, rules }
      }
      case "ApprovalRuleActivated":
      case "ApprovalRuleDeactivated": {
        const rule = state.rules.get(e.ruleId)
        return rule ? { ...state, rules: new Map(state.rules).set(e.ruleId, { ...rule, isActive: e._tag === "ApprovalRuleActivated" }) } : state
      }
      case "ApprovalRuleDeleted": {
        const rules = new Map(state.rules)
        rules.delete(e.ruleId)
        return { ...state, rules }
      }
      case "SlicingOperationRecorded":
      case "SlicingOperationRevised": {
        const operations = HashMap.set(state.operations, e.operationId, { ...knownOperation(state, e), woodTypeName: e.woodTypeName })
        // what react did for this event holds from here on, so a revision right behind it asks nothing
        // twice and revises no request already withdrawn
        const plan = slicingPlan(state, e.operationId, slicingSubject(e))
        let { asked, raised } = state
        for (const rule of plan.raise) {
          const key = askedKey(e.operationId, rule.ruleId)
          asked = HashMap.set(asked, key, "pending" as const)
          raised = HashMap.set(raised, key, requestIdFor(recorded, rule.ruleId))
        }
        for (const { key } of plan.withdraw) asked = HashMap.remove(asked, key)
        return { ...state, operations, asked, raised }
      }
      case "ApprovalRequested": {
        if (e.subject._tag !== "Operation" || !e.subject.operationId || !e.ruleId) return state
        const key = askedKey(e.subject.operationId, e.ruleId)
        return {
          ...state,
          asked: HashMap.set(state.asked, key, "pending"),
          requestKeys: HashMap.set(state.requestKeys, e.requestId, key),
          raised: HashMap.set(state.raised, key, e.requestId)
        }
      }
      case "ApprovalWithdrawn": {
        // nothing waits under that rule any more: a later revision above it asks again
        const key = Option.getOrUndefined(HashMap.get(state.requestKeys, e.requestId))
        return key !== undefined && askedOf(state, key) === "pending" ? { ...state, asked: HashMap.remove(state.asked, key) } : state
      }
      case "ApprovalRequestRevised":
        return state
      case "ApprovalApproved":
      case "ApprovalRejected": {
        const key = Option.getOrUndefined(HashMap.get(state.requestKeys, e.requestId))
        return key ? { ...state, asked: HashMap.set(state.asked, key, e._tag === "ApprovalApproved" ? "approved" : "rejected") } : state
      }
      case "CalculationSaved":
        return state
      default:
        return absurd(e)
    }
  },
  react: (state, e, recorded) => {
    switch (e._tag) {
      case "CalculationSaved": {
        const { _tag, userId, woodTypeId, volumeM3, notes, ...figures } = e
        const calculation: CalculationSubject = { _tag: "Calculation", ...figures, serialNumber: calculationSerial(e.calculationId) }
        const measured: RuleSubject = { module: "WoodCalculator", cost: e.pricePerPlank, quantity: e.planksPerM3 }
        return rulesTriggeredBy(activeRules(state), measured).map((rule) => requestFor(recorded, rule, measured, calculation, e.userId))
      }
      case "SlicingOperationRecorded":
      case "SlicingOperationRevised": {
        const measured = slicingSubject(e)
        const subject = operationSubjectOf(state, e)
        const plan = slicingPlan(state, e.operationId, measured)
        const operation = streamOf(SlicingOperationDecider, slicingOperationStream(e.operationId))
        const waitFor = (rule: ActiveRule, requestId: ApprovalRequestId): RequireSlicingApproval => ({
          _tag: "RequireSlicingApproval",
          operationId: e.operationId,
          requestId,
          wastePercentage: e.wastePercentage,
          limit: rule.conditionValue
        })
        // each request and the operation's wait for it: one command, stored together or not at all
        const raised = plan.raise.map((rule): Reaction => {
          const request = requestFor(recorded, rule, measured, subject)
          const wait = waitFor(rule, requestIdFor(recorded, rule.ruleId))
          return { streamId: operation.streamId, decide: (streams) => Effect.zipRight(request.decide(streams), streams.decide(operation, wait)) }
        })
        const revised = plan.revise.map(({ rule, requestId }): Reaction => {
          const revise: ReviseApprovalRequest = { _tag: "ReviseApprovalRequest", requestId, subject, ...triggerOf(rule, measured) }
          const request = reactOn(ApprovalRequestDecider, approvalRequestStream(requestId), revise)
          return {
            streamId: operation.streamId,
            decide: (streams) => Effect.zipRight(request.decide(streams), streams.decide(operation, waitFor(rule, requestId)))
          }
        })
        // requests no longer needed are taken back, and an operation nothing asks of waits for nobody: one command
        const reason = ApprovalMessages.withdrawnUnderLimit(subject.serialNumber)
        const settled: Reaction[] =
          plan.withdraw.length === 0 && !plan.clear
            ? []
            : [
                {
                  streamId: operation.streamId,
                  decide: (streams) =>
                    Effect.gen(function* () {
                      for (const { requestId } of plan.withdraw)
                        yield* streams.decide(streamOf(ApprovalRequestDecider, approvalRequestStream(requestId)), {
                          _tag: "WithdrawApprovalRequest",
                          requestId,
                          reason
                        })
                      if (plan.clear) yield* streams.decide(operation, { _tag: "ClearSlicingApproval", operationId: e.operationId })
                    })
                }
              ]
        return [...revised, ...raised, ...settled]
      }
      case "ApprovalRuleCreated":
      case "ApprovalRuleActivated":
      case "ApprovalRuleDeactivated":
      case "ApprovalRuleDeleted":
      case "ApprovalRequested":
      case "ApprovalApproved":
      case "ApprovalRejected":
      case "ApprovalRequestRevised":
      case "ApprovalWithdrawn":
        return []
      default:
        return absurd(e)
    }
  }
}
