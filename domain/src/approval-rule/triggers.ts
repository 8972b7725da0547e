import { type UserId } from "@timber/contracts"
import type { ApprovalModule, ConditionType } from "@timber/contracts"

/** A rule as the engine knows it while it folds the log. */
export interface ActiveRule {
  readonly ruleId: string
  readonly module: ApprovalModule
  readonly conditionType: ConditionType
  readonly conditionValue: number
  readonly approverId: UserId
}

/**
 * What an operation measures, per module. For the calculator, cost is the price per
 * plank excluding VAT and quantity the planks per m³; for the slicer, the waste
 * percentage and the sleeper volume sliced.
 */
export type RuleSubject =
  | { readonly module: "WoodCalculator"; readonly cost: number; readonly quantity: number }
  | { readonly module: "WoodSlicer"; readonly wastePercentage: number; readonly volume: number }

/** What `subject` measures for `condition` (null: not a condition of its module): what a rule compares, and what its request shows. */
export const measure = (subject: RuleSubject, condition: ConditionType): number | null => {
  switch (condition) {
    case "cost_above":
      return subject.module === "WoodCalculator" ? subject.cost : null
    case "quantity_above":
      return subject.module === "WoodCalculator" ? subject.quantity : null
    case "waste_percentage_above":
      return subject.module === "WoodSlicer" ? subject.wastePercentage : null
    case "volume_above":
      return subject.module === "WoodSlicer" ? subject.volume : null
  }
}

/** The active rules of the subject's module whose value the operation goes strictly above. */
export const rulesTriggeredBy = (rules: Iterable<ActiveRule>, subject: RuleSubject): ActiveRule[] =>
  [...rules].filter((rule) => {
    if (rule.module !== subject.module) return false
    const value = measure(subject, rule.conditionType)
    return value !== null && value > rule.conditionValue
  })
