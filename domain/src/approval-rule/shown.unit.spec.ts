import { ApprovalMessages, ApprovalRuleId, UserId, type ApprovalRuleEvent } from "@timber/contracts"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { ApprovalRuleDecider } from "./decider"
import { approvalRuleShown } from "./shown"

const ruleId = ApprovalRuleId.make("r1")
const created: ApprovalRuleEvent = {
  _tag: "ApprovalRuleCreated",
  ruleId,
  module: "WoodSlicer",
  conditionType: "waste_percentage_above",
  conditionValue: 10,
  approverId: UserId.make("u1")
}
const shown = (events: ReadonlyArray<ApprovalRuleEvent>) => Effect.runSync(Effect.either(approvalRuleShown(fold(ApprovalRuleDecider, events))))

describe("the approval rule a write answers with", () => {
  it("given a rule, when a write answers it, then it shows the rule", () =>
    expect(shown([created])).toEqual(Either.right(expect.objectContaining({ ruleId, isActive: true }))))

  it("given a deactivated rule, when a write answers it, then it shows the rule as inactive", () =>
    expect(shown([created, { _tag: "ApprovalRuleDeactivated", ruleId }])).toEqual(Either.right(expect.objectContaining({ isActive: false }))))

  it("given a rule deleted since (a create retried after the delete), when a write answers it, then it is not found", () => {
    const answer = shown([created, { _tag: "ApprovalRuleDeleted", ruleId }])
    expect(Either.isLeft(answer) && answer.left).toMatchObject({ _tag: "NotFound", message: ApprovalMessages.ruleNotFound })
  })

  it("given no rule, when a write answers it, then it is not found", () => {
    const answer = shown([])
    expect(Either.isLeft(answer) && answer.left).toMatchObject({ _tag: "NotFound", message: ApprovalMessages.ruleNotFound })
  })
})
