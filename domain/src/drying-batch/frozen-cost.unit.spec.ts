import { DryingBatchId, DryingMessages, WoodTypeId, type DryingCommand, type DryingCostInputs, type DryingEvent } from "@timber/contracts"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { DryingDecider } from "./decider"

const spec = DeciderSpec(DryingDecider)
const dryingId = DryingBatchId.make("d1")
const TOKEN = "1111-2222-3333-4444-5555"
/** 126 kWh for TZS 37,800 (300 TZS per kWh), pasted with the second reading. */
const SMS = "Token 1111 2222 3333 4444 5555. Units 126 kWh. Amount TZS 37,800."

const events: ReadonlyArray<DryingEvent> = [
  {
    _tag: "DryingStarted",
    dryingId,
    batchNumber: "DB-2026-0001",
    warehouseId: null,
    stockThickness: null,
    createdByName: "Asha",
    stockTaken: false,
    woodTypeId: WoodTypeId.make("wt"),
    woodTypeName: "Mvule",
    thicknessMm: 50.8,
    pieceCount: 120,
    startingHumidity: 42,
    startingElectricityUnits: 500,
    startTime: "2026-11-22T06:00:00.000Z",
    notes: null
  },
  ...[
    { n: 1, meter: 420, sms: null },
    { n: 2, meter: 480, sms: SMS },
    { n: 3, meter: 390, sms: null }
  ].map(({ n, meter, sms }): DryingEvent => ({
    _tag: "DryingReadingAdded",
    dryingId,
    readingId: `r${n}`,
    readingTime: `2026-11-22T1${n}:00:00.000Z`,
    electricityMeter: meter,
    humidity: 40 - n * 8,
    notes: null,
    lukuSms: sms,
    createdByName: "Asha"
  })),
  { _tag: "DryingCompleted", dryingId, endTime: "2026-11-23T06:00:00.000Z", finalHumidity: 16, targetHumidity: 12 }
]

/** The register and settings at completion: the units on the meter at the start were bought at 250 TZS per kWh. */
const atCompletion: DryingCostInputs = {
  rechargeBeforeStart: { token: "9999-9999-9999-9999-9999", kwhAmount: 40, totalPaid: 10_000 },
  register: new Map([[TOKEN, { kwhAmount: 126, totalPaid: 37_800 }]]),
  ovenPurchasePrice: 8_760_000,
  ovenLifespanYears: 10,
  maintenanceCostPerYear: 0,
  laborCostPerHour: 1_000
}
/** The same recharge corrected in the register afterwards: 150 kWh for TZS 30,000. */
const afterCorrection: DryingCostInputs = { ...atCompletion, register: new Map([[TOKEN, { kwhAmount: 150, totalPaid: 30_000 }]]) }

const decide = (given: ReadonlyArray<DryingEvent>, command: DryingCommand) => Effect.runSync(DryingDecider.decide(command, fold(DryingDecider, given)))
const record = (inputs: DryingCostInputs): DryingCommand => ({ _tag: "RecordDryingCost", dryingId, inputs })
const correct = (inputs: DryingCostInputs, reason: string, role = "ADMIN"): DryingCommand => ({
  _tag: "CorrectDryingCost",
  dryingId,
  inputs,
  reason,
  actor: { role },
  correctedByName: "Neema"
})

describe("a completed batch's cost is frozen at completion (issue 37 item 4)", () => {
  const [recorded] = decide(events, record(atCompletion))
  const frozen = [...events, recorded!]

  it("given a completed batch, when its cost is recorded, then the event holds the calculator's figures and what priced them", () => {
    expect(recorded).toMatchObject({
      _tag: "DryingCostRecorded",
      // 500 − 390 + 126 = 236 kWh, all of it from the 500 on the meter at the start, at 250 TZS
      cost: { kwhUsed: 236, electricityCost: 236 * 250, tariffPerKwh: 250, runningHours: 24, depreciationCost: 24 * 100, labourCost: 24_000 },
      basis: {
        rechargeBeforeStart: { kwhAmount: 40, totalPaid: 10_000 },
        recharges: [{ token: TOKEN, kwhAmount: 126, totalPaid: 37_800 }],
        laborCostPerHour: 1_000
      }
    })
    expect(fold(DryingDecider, frozen).cost?.totalCost).toBeCloseTo(236 * 250 + 2_400 + 24_000, 6)
  })

  it("given a batch whose cost was recorded, when a recharge it used is corrected and the cost is recorded again (a redelivered completion), then nothing is recorded: its cost stays", () => {
    spec.given(frozen).when(record(afterCorrection)).then([])
    expect(fold(DryingDecider, frozen).cost).toEqual(recorded!._tag === "DryingCostRecorded" ? recorded!.cost : null)
  })

  it("given a running or deleted batch, when its cost is recorded, then nothing is recorded (only a completed batch has a cost to freeze)", () => {
    spec.given(events.slice(0, 3)).when(record(atCompletion)).then([])
    spec
      .given([...events, { _tag: "DryingDeleted", dryingId }])
      .when(record(atCompletion))
      .then([])
  })

  it("given a frozen cost, when an admin corrects it with a reason after the recharge was corrected, then DryingCostCorrected holds the old and new figures, who and why, and the batch costs the new", () => {
    const [corrected] = decide(frozen, correct(afterCorrection, "  LUKU receipt re-read  "))
    expect(corrected).toMatchObject({
      _tag: "DryingCostCorrected",
      from: { kwhUsed: 236, electricityCost: 59_000 },
      // 500 − 390 + 150 = 260 kWh: 260 of the 500 at 250
      to: { kwhUsed: 260, electricityCost: 65_000 },
      basis: { recharges: [{ token: TOKEN, kwhAmount: 150, totalPaid: 30_000 }] },
      reason: "LUKU receipt re-read",
      correctedByName: "Neema"
    })
    expect(fold(DryingDecider, [...frozen, corrected!]).cost?.kwhUsed).toBe(260)
  })

  it("given a frozen cost, when the recalculation says the same, then nothing is recorded", () =>
    spec.given(frozen).when(correct(atCompletion, "check")).then([]))

  it("given a frozen cost, when a non-admin corrects it, or an admin without a reason, then it is refused in words", () => {
    spec
      .given(frozen)
      .when(correct(afterCorrection, "typo", "MANAGER"))
      .thenError("Forbidden", DryingMessages.costAdminOnly)
    spec.given(frozen).when(correct(afterCorrection, "   ")).thenError("ValidationError", DryingMessages.costReasonRequired)
  })

  it("given a running batch, or a completed one whose cost is not recorded yet, when an admin corrects its cost, then it is refused in words", () => {
    spec.given(events.slice(0, 3)).when(correct(afterCorrection, "typo")).thenError("BusinessRuleViolation", DryingMessages.costNotCompleted)
    spec.given(events).when(correct(afterCorrection, "typo")).thenError("BusinessRuleViolation", DryingMessages.costNotRecorded)
  })
})
