import { UserId } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { rulesTriggeredBy, type ActiveRule } from "./triggers"

const costRule: ActiveRule = { ruleId: "r1", module: "WoodCalculator", conditionType: "cost_above", conditionValue: 50_000, approverId: UserId.make("a") }
const quantityRule: ActiveRule = { ruleId: "r2", module: "WoodCalculator", conditionType: "quantity_above", conditionValue: 100, approverId: UserId.make("a") }
const wasteRule: ActiveRule = { ruleId: "r3", module: "WoodSlicer", conditionType: "waste_percentage_above", conditionValue: 10, approverId: UserId.make("a") }

describe("approval rule triggers", () => {
  it("a calculation above the cost limit needs approval; one at the limit does not", () => {
    expect(rulesTriggeredBy([costRule], { module: "WoodCalculator", cost: 50_001, quantity: 1 })).toEqual([costRule])
    expect(rulesTriggeredBy([costRule], { module: "WoodCalculator", cost: 50_000, quantity: 1 })).toEqual([])
  })
  it("a slicing operation above the volume limit needs approval; one at the limit does not", () => {
    const volumeRule: ActiveRule = { ruleId: "r4", module: "WoodSlicer", conditionType: "volume_above", conditionValue: 2, approverId: UserId.make("a") }
    expect(rulesTriggeredBy([volumeRule, wasteRule], { module: "WoodSlicer", wastePercentage: 5, volume: 2.5 })).toEqual([volumeRule])
    expect(rulesTriggeredBy([volumeRule], { module: "WoodSlicer", wastePercentage: 5, volume: 2 })).toEqual([])
  })
  it("a rule of another module never triggers", () => expect(rulesTriggeredBy([wasteRule], { module: "WoodCalculator", cost: 1e9, quantity: 1e9 })).toEqual([]))
  it("each matching rule triggers on its own measure", () =>
    expect(rulesTriggeredBy([costRule, quantityRule, wasteRule], { module: "WoodCalculator", cost: 10, quantity: 120 })).toEqual([quantityRule]))
  it("a rule whose condition is not one of its module's (made elsewhere) never triggers, whatever its value", () => {
    const misfiled: ActiveRule = {
      ruleId: "r5",
      module: "WoodCalculator",
      conditionType: "waste_percentage_above",
      conditionValue: 10,
      approverId: UserId.make("a")
    }
    const negative: ActiveRule = { ruleId: "r6", module: "WoodSlicer", conditionType: "cost_above", conditionValue: -1, approverId: UserId.make("a") }
    expect(rulesTriggeredBy([misfiled, negative], { module: "WoodSlicer", wastePercentage: 50, volume: 50 })).toEqual([])
    expect(rulesTriggeredBy([misfiled, negative], { module: "WoodCalculator", cost: 50, quantity: 50 })).toEqual([])
  })
  it("a rule triggers exactly when the measured value is strictly above its condition value", () =>
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (limit, waste) => {
        const rule = { ...wasteRule, conditionValue: limit }
        const triggered = rulesTriggeredBy([rule], { module: "WoodSlicer", wastePercentage: waste, volume: 0 }).length === 1
        return triggered === waste > limit
      })
    ))
})
