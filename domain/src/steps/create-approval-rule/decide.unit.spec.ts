import { ApprovalMessages, ApprovalRuleId, UserId, type CreateApprovalRule } from "@timber/contracts"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ApprovalRuleDecider } from "../../approval-rule/decider"
import { fold } from "../../decider/decider"
import { StepSpec } from "../../testing/decider-spec"
import { UserDecider } from "../../user/decider"
import { createApprovalRule } from "./decide"

const spec = StepSpec(createApprovalRule)
const rule = ApprovalRuleId.make("r1")
const amina = UserId.make("u-amina")

/** Amina as registered: a MANAGER (whose template decides approvals) unless told. */
const aminaAs = (role: string, isActive = true) =>
  fold(UserDecider, [
    { _tag: "UserRegistered", userId: amina, email: "amina@timber.test", firstName: "Amina", lastName: "J", role, isActive, permissions: null }
  ])

const aboveTenPercent: CreateApprovalRule = {
  _tag: "CreateApprovalRule",
  ruleId: rule,
  module: "WoodSlicer",
  conditionType: "waste_percentage_above",
  conditionValue: 10,
  approverId: amina,
  isActive: true,
  actor: { userId: UserId.make("u-admin"), email: "admin@timber.test", role: "ADMIN" }
}
const fresh = ApprovalRuleDecider.initialState

describe("creating an approval rule", () => {
  it("given an active manager as approver, when the rule is created, then it is recorded naming them", () =>
    spec
      .given({ rule: fresh, approver: aminaAs("MANAGER") })
      .when(aboveTenPercent)
      .then(({ rule: events }) => expect(events).toMatchObject([{ _tag: "ApprovalRuleCreated", ruleId: rule, approverId: amina, conditionValue: 10 }])))

  it("given an approver who is no user, or a deactivated one, then the form's approver field is refused in the spec's words", () => {
    spec.given({ rule: fresh, approver: UserDecider.initialState }).when(aboveTenPercent).thenError("ValidationError", ApprovalMessages.approverUnknown)
    spec
      .given({ rule: fresh, approver: aminaAs("MANAGER", false) })
      .when(aboveTenPercent)
      .thenError("ValidationError", ApprovalMessages.approverUnknown)
  })

  it("given an approver whose role may not decide approvals (a USER), then the rule is refused: they could never decide what it sends them", () =>
    spec
      .given({ rule: fresh, approver: aminaAs("USER") })
      .when(aboveTenPercent)
      .thenError("ValidationError", ApprovalMessages.approverMayNotApprove))

  it("given a refused approver, then the refusal names the form's approver field, so the form shows it there", () => {
    for (const approver of [UserDecider.initialState, aminaAs("USER")]) {
      const refusal = Effect.runSync(Effect.flip(createApprovalRule({ rule: fresh, approver }, aboveTenPercent)))
      expect(refusal.details).toEqual({ fields: [{ path: "approver_id", message: refusal.message }] })
    }
  })
})
