import { ElectricityMessages, Forbidden, type CorrectRecharge, type ElectricityEvent } from "@timber/contracts"
import { Effect } from "effect"
import { RechargeDecider, type RechargeState } from "../../electricity-recharge/decider"
import { can, type PermissionHolder } from "../../permissions/can"
import type { Step } from "../step"

export interface CorrectRechargeGiven {
  readonly recharge: RechargeState
}

export interface CorrectRechargeIntent extends CorrectRecharge {
  /** Who corrects it, with the permissions they act with. */
  readonly actor: PermissionHolder
}

export interface CorrectRechargeDecision {
  readonly recharge: ReadonlyArray<ElectricityEvent>
}

/**
 * A recharge's figures are corrected with a reason. The amount paid is money (contracts
 * `ElectricityRecharge.totalPaid`): who does not see the amounts of drying processes does not change
 * it, and is told so before anything else is looked at.
 */
export const correctRecharge: Step<CorrectRechargeGiven, CorrectRechargeIntent, CorrectRechargeDecision> = (given, intent) =>
  Effect.gen(function* () {
    if (intent.totalPaid !== undefined && !can(intent.actor, "drying-process", "amount"))
      return yield* new Forbidden({ message: ElectricityMessages.paidNotYours })
    const { actor, ...correction } = intent
    return { recharge: yield* RechargeDecider.decide(correction, given.recharge) }
  })
