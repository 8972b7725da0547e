import {
  ApprovalRejected,
  ApprovalApproved,
  ApprovalRequested,
  ApprovalRequestId,
  ApprovalRuleActivated,
  ApprovalRuleId,
  ApprovalRuleCreated,
  ApprovalRuleDeactivated,
  ApprovalRuleDeleted,
  ApprovalRuleEvent,
  CalculationEvent,
  CalculationId,
  CalculationSaved,
  SlicingApprovalCleared,
  SlicingApprovalRequired,
  SlicingOperationId,
  SlicingOperationRejected,
  ApprovalRequestRevised,
  ApprovalWithdrawn,
  ApprovalMessages,
  SlicingOperationRevised,
  type ApprovalSubject,
  type ConditionType,
  type OperationSubject,
  type RuleTrigger,
  WoodTypeId,
  UserId
} from "@timber/contracts"
import { approvalRequestStream, approvalRuleStream, calculationStream, slicingOperationStream } from "@timber/domain"
import { describe, it } from "vitest"
import { uuidV5 } from "../commands/ids"
import { approvalRulesProcess } from "./approval-rules.process"
import { ADMIN, approval, approvalRequested, MANAGER, slicing, slicingFigures, slicingRecorded } from "./testing/fixtures"
import { eventsOf, processSpec, TRIGGER_ID } from "./testing/process-spec"

const spec = processSpec(approvalRulesProcess)
const rule = eventsOf(ApprovalRuleEvent)
const calculation = eventsOf(CalculationEvent)

const COST_RULE = ApprovalRuleId.make("rule-cost")
const ruleCreated = (ruleId: ApprovalRuleId, module: "WoodSlicer" | "WoodCalculator", conditionType: ConditionType, conditionValue: number) =>
  rule(approvalRuleStream(ruleId), ApprovalRuleCreated.make({ ruleId, module, conditionType, conditionValue, approverId: UserId.make("u-boss") }), {
    by: ADMIN
  })
const ruleChanged = (event: typeof ApprovalRuleEvent.Type) => rule(approvalRuleStream(event.ruleId), event, { by: ADMIN })

/** Above 100 per plank, a calculation needs an approver; a slicing operation above 20 % waste or 0.05 m³ of sleepers. */
const costRule = ruleCreated(COST_RULE, "WoodCalculator", "cost_above", 100)
const wasteRule = ruleCreated(ApprovalRuleId.make("rule-waste"), "WoodSlicer", "waste_percentage_above", 20)
const volumeRule = ruleCreated(ApprovalRuleId.make("rule-volume"), "WoodSlicer", "volume_above", 0.05)

const CALCULATION = CalculationId.make("c0ffee12-0000-4000-8000-000000000001")
/** A 2" x 8" x 10 ft plank of Mvule at `pricePerPlank`, as the calculator saves it. */
const plank = (pricePerPlank: number) => ({
  calculationId: CALCULATION,
  woodTypeName: "Mvule",
  thickness: 2,
  width: 8,
  length: 10,
  pricePerPlank,
  taxPercentage: 18,
  planksPerM3: 66,
  pricePerM3: pricePerPlank * 66
})
const saved = (pricePerPlank: number) =>
  calculation(
    calculationStream(CALCULATION),
    CalculationSaved.make({ ...plank(pricePerPlank), userId: MANAGER.userId, woodTypeId: WoodTypeId.make("wt-1"), volumeM3: 0.015, notes: null }),
    { by: MANAGER }
  )

/** The request a rule raises for the trigger: its id derives from the trigger and the rule. */
const requestIdFor = (ruleId: string) => ApprovalRequestId.make(uuidV5(`approval-request|${TRIGGER_ID}|${ruleId}`))
const requestFor = (ruleId: string, subject: ApprovalSubject, trigger: RuleTrigger) => ({
  [approvalRequestStream(requestIdFor(ruleId))]: [
    ApprovalRequested.make({
      requestId: requestIdFor(ruleId),
      type: ruleId === "rule-cost" ? "WoodCalculator" : "WoodSlicer",
      ruleId,
      approverId: UserId.make("u-boss"),
      requestorId: MANAGER.userId,
      requestorEmail: MANAGER.userEmail,
      subject,
      trigger
    })
  ]
})
/** A calculation's request carries its plank and prices, and the price per plank the cost rule went above (issue 24 item 14). */
const calculationRequest = (pricePerPlank: number) =>
  requestFor(
    "rule-cost",
    { _tag: "Calculation", ...plank(pricePerPlank), serialNumber: "CALC-C0FFEE12" },
    { conditionType: "cost_above", conditionValue: 100, measured: pricePerPlank }
  )

const OP_1 = SlicingOperationId.make("op-1")
const OPERATION = slicingOperationStream(OP_1)
const slicingOperation = (wastePercentage: number): OperationSubject => ({
  _tag: "Operation",
  operationId: OP_1,
  serialNumber: "WS-op-1",
  wastePercentage,
  woodTypeName: "Mvule"
})
/** What a slicing request carries (issue 24 item 14): the sleeper of the LOT, the planks cut and their volumes. */
const slicedSleeper = { lotNumber: "LOT-1", sleeperNumber: 1, plankCount: 4, sleeperVolumeM3: 0.08, plankVolumeM3: 0.0512 }
const measuredBy = (ruleId: string, wastePercentage: number, limit: number): RuleTrigger =>
  ruleId === "rule-volume"
    ? { conditionType: "volume_above", conditionValue: limit, measured: 0.08 }
    : { conditionType: "waste_percentage_above", conditionValue: limit, measured: wastePercentage }
/** The request and the operation's wait for it: one command. */
const requestAndWait = (ruleId: string, wastePercentage: number, limit: number) => ({
  ...requestFor(ruleId, { ...slicingOperation(wastePercentage), sleeper: slicedSleeper }, measuredBy(ruleId, wastePercentage, limit)),
  [OPERATION]: [SlicingApprovalRequired.make({ operationId: OP_1, requestId: requestIdFor(ruleId), wastePercentage, limit })]
})
const revised = (wastePercentage: number) =>
  slicing(OPERATION, SlicingOperationRevised.make({ operationId: OP_1, ...slicingFigures, wastePercentage }), { by: MANAGER })
/** A request raised earlier for op-1 under the waste rule. */
const EARLIER_REQUEST = ApprovalRequestId.make("request-1")
const earlierRequest = approvalRequested(EARLIER_REQUEST, {
  type: "WoodSlicer",
  ruleId: "rule-waste",
  approverId: UserId.make("u-boss"),
  subject: slicingOperation(36)
})

/** The operation's wait on that request. */
const waitingOnEarlier = slicing(OPERATION, SlicingApprovalRequired.make({ operationId: OP_1, requestId: EARLIER_REQUEST, wastePercentage: 36, limit: 20 }))

describe("the approval-rule engine", () => {
  describe("saved calculations", () => {
    it("given a cost rule, when a calculation above it is saved, then its approver gets a WoodCalculator request in the saver's name", async () => {
      await spec.given(costRule).when(saved(150)).then(calculationRequest(150))
    })

    it("given a cost rule, when a calculation at or below it is saved, then no approval is asked", async () => {
      await spec.given(costRule).when(saved(100)).thenNothing()
    })

    it("given a cost rule deactivated, or deleted, when a calculation above it is saved, then no approval is asked", async () => {
      await spec
        .given(costRule, ruleChanged(ApprovalRuleDeactivated.make({ ruleId: COST_RULE })))
        .when(saved(150))
        .thenNothing()
      await spec
        .given(costRule, ruleChanged(ApprovalRuleDeleted.make({ ruleId: COST_RULE })))
        .when(saved(150))
        .thenNothing()
    })

    it("given a cost rule deactivated and activated again, when a calculation above it is saved, then approval is asked", async () => {
      await spec
        .given(costRule, ruleChanged(ApprovalRuleDeactivated.make({ ruleId: COST_RULE })), ruleChanged(ApprovalRuleActivated.make({ ruleId: COST_RULE })))
        .when(saved(150))
        .then(calculationRequest(150))
    })

    it("given only slicer rules, when a calculation is saved, then no approval is asked", async () => {
      await spec.given(wasteRule, volumeRule).when(saved(150)).thenNothing()
    })

    it("given a cost rule, when the same calculation is delivered again, then its request is raised once", async () => {
      await spec.given(costRule).when(saved(150)).thenRedeliveryRepeatsNothing()
    })
  })

  describe("slicing operations", () => {
    it("given a waste rule, when an operation above it is recorded, then the approver gets a request and the operation waits for it, in one command", async () => {
      await spec
        .given(wasteRule)
        .when(slicingRecorded(OP_1, "LOT-1", 1))
        .then(requestAndWait("rule-waste", 36, 20))
    })

    it("given a waste rule and a volume rule, when an operation above both is recorded, then each rule raises its own request and wait", async () => {
      await spec
        .given(wasteRule, volumeRule)
        .when(slicingRecorded(OP_1, "LOT-1", 1))
        .then(requestAndWait("rule-waste", 36, 20), requestAndWait("rule-volume", 36, 0.05))
    })

    it("given a waste rule, when an operation within it is recorded, then no approval is asked", async () => {
      await spec
        .given(wasteRule)
        .when(slicingRecorded(OP_1, "LOT-1", 1, { wastePercentage: 20 }))
        .thenNothing()
    })

    it("given an operation waiting on its request, when it is revised, still above, then no second request: the request shows the current revision (40 %)", async () => {
      await spec
        .given(wasteRule, slicingRecorded(OP_1, "LOT-1", 1), earlierRequest, waitingOnEarlier)
        .when(revised(40))
        .then({
          [approvalRequestStream(EARLIER_REQUEST)]: [
            ApprovalRequestRevised.make({
              requestId: EARLIER_REQUEST,
              subject: { ...slicingOperation(40), sleeper: slicedSleeper },
              trigger: measuredBy("rule-waste", 40, 20)
            })
          ]
        })
    })

    it("given an operation waiting on its request, when it is revised under the rule, then the request is withdrawn and the operation waits for nobody, in one command", async () => {
      await spec
        .given(wasteRule, slicingRecorded(OP_1, "LOT-1", 1), earlierRequest, waitingOnEarlier)
        .when(revised(17))
        .then({
          [approvalRequestStream(EARLIER_REQUEST)]: [
            ApprovalWithdrawn.make({ requestId: EARLIER_REQUEST, reason: ApprovalMessages.withdrawnUnderLimit("WS-op-1") })
          ],
          [OPERATION]: [SlicingApprovalCleared.make({ operationId: OP_1, requestId: EARLIER_REQUEST })]
        })
    })

    it("given its request rejected (the issue's stuck operation), when the operation is revised under the rule, then its wait is cleared so it can end", async () => {
      await spec
        .given(
          wasteRule,
          slicingRecorded(OP_1, "LOT-1", 1),
          earlierRequest,
          waitingOnEarlier,
          approval(approvalRequestStream(EARLIER_REQUEST), ApprovalRejected.make({ requestId: EARLIER_REQUEST, notes: "too much waste" })),
          slicing(OPERATION, SlicingOperationRejected.make({ operationId: OP_1, requestId: EARLIER_REQUEST }))
        )
        .when(revised(17))
        .then({ [OPERATION]: [SlicingApprovalCleared.make({ operationId: OP_1, requestId: EARLIER_REQUEST })] })
    })

    it("given no rule ever asked about an operation, when it is revised under every rule, then nothing is done", async () => {
      await spec
        .given(wasteRule, slicingRecorded(OP_1, "LOT-1", 1, { wastePercentage: 10 }))
        .when(revised(12))
        .thenNothing()
    })

    it("given its request approved, when the operation is revised, still above, then nothing is asked again", async () => {
      await spec
        .given(
          wasteRule,
          slicingRecorded(OP_1, "LOT-1", 1),
          earlierRequest,
          approval(approvalRequestStream(EARLIER_REQUEST), ApprovalApproved.make({ requestId: EARLIER_REQUEST, notes: null }))
        )
        .when(revised(40))
        .thenNothing()
    })

    it("given its request rejected, when the operation is revised, still above, then a new request is raised under its serial and the operation waits for it", async () => {
      await spec
        .given(
          wasteRule,
          slicingRecorded(OP_1, "LOT-1", 1),
          earlierRequest,
          approval(approvalRequestStream(EARLIER_REQUEST), ApprovalRejected.make({ requestId: EARLIER_REQUEST, notes: null }))
        )
        .when(revised(40))
        .then(requestAndWait("rule-waste", 40, 20))
    })

    it("given a waste rule, when the same recording is delivered again, then the request and the wait are stored once", async () => {
      await spec
        .given(wasteRule)
        .when(slicingRecorded(OP_1, "LOT-1", 1))
        .thenRedeliveryRepeatsNothing()
    })
  })
})
