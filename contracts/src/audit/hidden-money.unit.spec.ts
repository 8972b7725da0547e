import { describe, expect, it } from "vitest"
import { AssetEvent } from "../assets/events"
import { isMarkedNotMoney, LOOKS_LIKE_MONEY, moneyFields, moneyOf, walkProperties, type SeesMoney } from "../shared/money"
import { taggedMembersOf } from "../shared/stored-event"
import { describeEvent } from "./describe"
import { AuditedEvents } from "./event-types"
import { changesAsSeen, eventDataAsSeen, moneyNamesOf, recordAsSeen } from "./hidden-money"

const nobody: SeesMoney = () => false
const everyone: SeesMoney = () => true

/** Each event type's money, as `type path page`. */
const marked = new Set(
  taggedMembersOf(AuditedEvents.ast).flatMap(({ type, ast }) =>
    moneyFields({ ast } as Parameters<typeof moneyFields>[0]).map((field) => `${type} ${field.path} ${field.page}`)
  )
)

const recorded = {
  dryingId: "b-1",
  cost: {
    electricityUsedA: 950,
    electricityUsedB: 900,
    kwhUsed: 150,
    tariffPerKwh: 300,
    electricityCost: 45_000,
    runningHours: 29,
    depreciationCost: 2_900,
    maintenanceCost: 1_100,
    labourCost: 14_500,
    totalCost: 63_500
  },
  basis: {
    rechargeBeforeStart: null,
    recharges: [{ token: "4141", kwhAmount: 100, totalPaid: 30_000 }],
    ovenPurchasePrice: 87_600_000,
    ovenLifespanYears: 10,
    maintenanceCostPerYear: 400_000,
    laborCostPerHour: 500
  }
}

describe("money in the audit's events (issue 38 item 5)", () => {
  it("given every event type the store may hold, when a field's name looks like money, then it is marked money or says why it is not", () => {
    const unmarked = new Set<string>()
    for (const { type, ast } of taggedMembersOf(AuditedEvents.ast))
      walkProperties(ast, "", (path, property) => {
        if (LOOKS_LIKE_MONEY.test(String(property.name)) && !moneyOf(property) && !isMarkedNotMoney(property)) unmarked.add(`${type}: ${path}`)
      })
    expect([...unmarked]).toEqual([])
  })

  it("given the money the audit named, then each is marked on the page whose amount shows it", () => {
    for (const line of [
      "AssetRegistered purchasePrice assets-items",
      "AssetUpdated purchasePrice assets-items",
      "AssetMaintenanceRecorded cost assets-items",
      "LotCreated estimatedAmount lot-creation",
      "LotUpdated estimatedAmount lot-creation",
      "ElectricityRechargeRecorded totalPaid drying-process",
      "ElectricityRechargeRecorded smsText drying-process",
      "ElectricityRechargeCorrected totalPaid drying-process",
      "DryingReadingAdded lukuSms drying-process",
      "DryingCostRecorded cost.totalCost drying-process",
      "DryingCostRecorded basis.recharges[].totalPaid drying-process",
      "DryingCostRecorded basis.ovenPurchasePrice drying-settings",
      "DryingCostCorrected to.totalCost drying-process",
      "SystemSettingsChanged to.ovenPurchasePrice drying-settings",
      "WoodTypeCreated catalogue.price_range wood-types",
      "CalculationSaved pricePerPlank wood-calculator",
      "ApprovalRequested subject.pricePerPlank approvals",
      "ApprovalRequested trigger.conditionValue approvals",
      "ApprovalRuleCreated conditionValue approvals"
    ])
      expect(marked, line).toContain(line)
  })

  it("given a reader without amount on the kiln's page, when a frozen kiln cost is shown, then its data holds no TZS figure and its sentence says what happened without one", () => {
    const seen = eventDataAsSeen("DryingCostRecorded", recorded, (page) => page !== "drying-process")
    expect(seen).toEqual({
      dryingId: "b-1",
      cost: { electricityUsedA: 950, electricityUsedB: 900, kwhUsed: 150, runningHours: 29 },
      basis: {
        rechargeBeforeStart: null,
        recharges: [{ token: "4141", kwhAmount: 100 }],
        ovenPurchasePrice: 87_600_000,
        ovenLifespanYears: 10,
        maintenanceCostPerYear: 400_000,
        laborCostPerHour: 500
      }
    })
    expect(describeEvent({ type: "DryingCostRecorded", data: eventDataAsSeen("DryingCostRecorded", recorded, nobody), metadata: {} }, "Anna")).toBe(
      "The cost of drying batch b-1 was frozen at completion (150 kWh)"
    )
    expect(describeEvent({ type: "DryingCostRecorded", data: eventDataAsSeen("DryingCostRecorded", recorded, everyone), metadata: {} }, "Anna")).toBe(
      "The cost of drying batch b-1 was frozen at completion: TZS 63,500 (150 kWh at TZS 300 per kWh)"
    )
    // the stored event is never touched
    expect(recorded.cost.totalCost).toBe(63_500)
  })

  it("given a reader without amount, when a recharge or a kiln cost is corrected, then the sentence names the correction without the figures", () => {
    const corrected = { token: "4141", kwhAmount: 100, totalPaid: 31_000, reason: "typo" }
    expect(
      describeEvent({ type: "ElectricityRechargeCorrected", data: eventDataAsSeen("ElectricityRechargeCorrected", corrected, nobody), metadata: {} }, "Anna")
    ).toBe("Anna corrected electricity recharge 4141 to 100 kWh: typo")
    const costCorrected = {
      dryingId: "b-1",
      from: recorded.cost,
      to: { ...recorded.cost, totalCost: 70_000 },
      basis: recorded.basis,
      reason: "oven price",
      correctedByName: null
    }
    expect(describeEvent({ type: "DryingCostCorrected", data: eventDataAsSeen("DryingCostCorrected", costCorrected, nobody), metadata: {} }, "Anna")).toBe(
      "Anna corrected the cost of drying batch b-1: oven price"
    )
  })

  it("given a rule on waste, then its threshold is no money and stays; on cost, it is hidden", () => {
    const rule = (conditionType: string) => ({ ruleId: "r-1", module: "WoodSlicer", conditionType, conditionValue: 10, approverId: "u-1" })
    expect(eventDataAsSeen("ApprovalRuleCreated", rule("waste_percentage_above"), nobody)).toEqual(rule("waste_percentage_above"))
    expect(eventDataAsSeen("ApprovalRuleCreated", rule("cost_above"), nobody)).not.toHaveProperty("conditionValue")
  })

  it("given an asset's history, when a reader without amount on the assets' page replays it, then its state and its changes hold no price or cost", () => {
    const money = moneyNamesOf(AssetEvent)
    const state = { details: { name: "Planer", purchasePrice: 1_500_000 }, maintenance: [{ recordId: "m-1", cost: 120_000, status: "COMPLETED" }] }
    expect(recordAsSeen(state, money, nobody)).toEqual({ details: { name: "Planer" }, maintenance: [{ recordId: "m-1", status: "COMPLETED" }] })
    expect(recordAsSeen(state, money, everyone)).toEqual(state)
    const changes = [
      { field: "details.purchasePrice", before: null, after: 1_500_000 },
      { field: "maintenance.0.cost", before: null, after: 120_000 },
      { field: "details.name", before: null, after: "Planer" }
    ]
    expect(changesAsSeen(changes, money, nobody)).toEqual([{ field: "details.name", before: null, after: "Planer" }])
  })
})
