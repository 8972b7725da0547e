import type { ApprovalRequestEvent, ApprovalRuleEvent, CalculationEvent, OperationReference, RequestApproval, RequireSlicingApproval, SlicingOperationEvent } from "@timber/contracts"
import {
  ApprovalRequestDecider,
  approvalRequestStream,
  rulesTriggeredBy,
  SlicingOperationDecider,
  slicingOperationStream,
  type ActiveRule,
  type RuleSubject
} from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { uuidV5 } from "../commands/ids"
import { eventData, metadataText, type ProcessManager, type Reaction } from "./process-manager"

type Data<T extends { _tag: string }, K extends T["_tag"]> = Omit<Extract<T, { _tag: K }>, "_tag">
type Recorded = Data<SlicingOperationEvent, "SlicingOperationRecorded">
type Revised = Data<SlicingOperationEvent, "SlicingOperationRevised">

/** What the engine knows at each point of the log: deciding from it keeps a replay faithful. */
export interface RuleEngineState {
  readonly rules: ReadonlyMap<string, ActiveRule & { readonly isActive: boolean }>
  /** serial and wood type of each slicing operation, for revisions */
  readonly operations: ReadonlyMap<string, { readonly serialNumber: string; readonly woodTypeName: string }>
  /** `${operationId}|${ruleId}` -> the state of the request raised for it */
  readonly asked: ReadonlyMap<string, "pending" | "approved" | "rejected">
  readonly requestKeys: ReadonlyMap<string, string>
}

/** The serial an approval of a calculation shows in the Operation column. */
export const calculationSerial = (calculationId: string) => `CALC-${calculationId.slice(0, 8).toUpperCase()}`

const RULE_EVENTS = ["ApprovalRuleCreated", "ApprovalRuleActivated", "ApprovalRuleDeactivated", "ApprovalRuleDeleted"]
const SLICING_EVENTS = ["SlicingOperationRecorded", "SlicingOperationRevised"]
const REQUEST_EVENTS = ["ApprovalRequested", "ApprovalApproved", "ApprovalRejected"]

const activeRules = (state: RuleEngineState) => [...state.rules.values()].filter((rule) => rule.isActive)

/** The rules a slicing save triggers that have no pending or approved request for that operation yet. */
const newlyTriggered = (state: RuleEngineState, operationId: string, subject: RuleSubject) =>
  rulesTriggeredBy(activeRules(state), subject).filter((rule) => {
    const asked = state.asked.get(`${operationId}|${rule.ruleId}`)
    return asked !== "pending" && asked !== "approved"
  })

const slicingSubject = (e: Revised): RuleSubject => ({ module: "WoodSlicer", wastePercentage: e.wastePercentage, volume: e.sleeperVolume })

const requestIdFor = (event: RecordedEvent, ruleId: string) => uuidV5(`approval-request|${event.id}|${ruleId}`)

/** A request for a rule's approver; its id derives from the trigger and the rule, so redelivery raises it once. */
const requestFor = (event: RecordedEvent, rule: ActiveRule, operation: OperationReference, requestorId = metadataText(event, "userId")): Reaction => {
  const requestId = requestIdFor(event, rule.ruleId)
  const command: RequestApproval = {
    _tag: "RequestApproval",
    requestId,
    type: rule.module,
    ruleId: rule.ruleId,
    approverId: rule.approverId,
    requestorId,
    requestorEmail: metadataText(event, "userEmail") ?? "unknown",
    operation
  }
  return { decider: ApprovalRequestDecider, streamId: approvalRequestStream(requestId), command }
}

/**
 * The approval-rule engine: a saved calculation above an active WoodCalculator rule,
 * or a slicing operation whose waste or volume goes above an active WoodSlicer rule,
 * raises an approval request for the rule's approver. A slicing operation is also
 * told to wait for it, so it cannot end before the approver decides.
 */
export const approvalRulesProcess: ProcessManager<RuleEngineState> = {
  name: "approval-rules",
  actor: { userId: "process:approval-rules", email: "approval-rules@timber.works" },
  eventTypes: [...RULE_EVENTS, "CalculationSaved", ...SLICING_EVENTS, ...REQUEST_EVENTS],
  initialState: { rules: new Map(), operations: new Map(), asked: new Map(), requestKeys: new Map() },
  evolve: (state, event) => {
    switch (event.type) {
      case "ApprovalRuleCreated": {
        const e = eventData<Data<ApprovalRuleEvent, "ApprovalRuleCreated">>(event)
        const rules = new Map(state.rules).set(e.ruleId, { ruleId: e.ruleId, module: e.module, conditionType: e.conditionType, conditionValue: e.conditionValue, approverId: e.approverId, isActive: true })
        return { ...state, rules }
      }
      case "ApprovalRuleActivated":
      case "ApprovalRuleDeactivated": {
        const { ruleId } = eventData<{ ruleId: string }>(event)
        const rule = state.rules.get(ruleId)
        return rule ? { ...state, rules: new Map(state.rules).set(ruleId, { ...rule, isActive: event.type === "ApprovalRuleActivated" }) } : state
      }
      case "ApprovalRuleDeleted": {
        const rules = new Map(state.rules)
        rules.delete(eventData<{ ruleId: string }>(event).ruleId)
        return { ...state, rules }
      }
      case "SlicingOperationRecorded":
      case "SlicingOperationRevised": {
        const e = eventData<Recorded>(event)
        const known = state.operations.get(e.operationId)
        const operations = new Map(state.operations).set(e.operationId, { serialNumber: known?.serialNumber ?? e.serialNumber, woodTypeName: e.woodTypeName })
        // what react asked for this event is pending from here on, so a revision right behind it asks nothing twice
        const asked = new Map(state.asked)
        for (const rule of newlyTriggered(state, e.operationId, slicingSubject(e))) asked.set(`${e.operationId}|${rule.ruleId}`, "pending")
        return { ...state, operations, asked }
      }
      case "ApprovalRequested": {
        const e = eventData<Data<ApprovalRequestEvent, "ApprovalRequested">>(event)
        if (!e.operation.operationId || !e.ruleId) return state
        const key = `${e.operation.operationId}|${e.ruleId}`
        return { ...state, asked: new Map(state.asked).set(key, "pending"), requestKeys: new Map(state.requestKeys).set(e.requestId, key) }
      }
      case "ApprovalApproved":
      case "ApprovalRejected": {
        const key = state.requestKeys.get(eventData<{ requestId: string }>(event).requestId)
        return key ? { ...state, asked: new Map(state.asked).set(key, event.type === "ApprovalApproved" ? "approved" : "rejected") } : state
      }
      default:
        return state
    }
  },
  react: (state, event) => {
    if (event.type === "CalculationSaved") {
      const calculation = eventData<Data<CalculationEvent, "CalculationSaved">>(event)
      const operation = { operationId: null, serialNumber: calculationSerial(calculation.calculationId), wastePercentage: null, woodTypeName: calculation.woodTypeName }
      return rulesTriggeredBy(activeRules(state), { module: "WoodCalculator", cost: calculation.pricePerPlank, quantity: calculation.planksPerM3 }).map((rule) =>
        requestFor(event, rule, operation, calculation.userId)
      )
    }
    if (event.type === "SlicingOperationRecorded" || event.type === "SlicingOperationRevised") {
      const e = eventData<Recorded>(event)
      const serialNumber = state.operations.get(e.operationId)?.serialNumber ?? e.serialNumber ?? null
      return newlyTriggered(state, e.operationId, slicingSubject(e)).flatMap((rule): Reaction[] => {
        const request = requestFor(event, rule, { operationId: e.operationId, serialNumber, wastePercentage: e.wastePercentage, woodTypeName: e.woodTypeName })
        const requestId = requestIdFor(event, rule.ruleId)
        const wait: RequireSlicingApproval = { _tag: "RequireSlicingApproval", operationId: e.operationId, requestId, wastePercentage: e.wastePercentage, limit: rule.conditionValue }
        return [
          request,
          { decider: SlicingOperationDecider, streamId: slicingOperationStream(e.operationId), command: wait }
        ]
      })
    }
    return []
  }
}
