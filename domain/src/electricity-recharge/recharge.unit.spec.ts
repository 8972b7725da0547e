import { ElectricityMessages, type ElectricityCommand, type ElectricityEvent } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { priceWarning, RECHARGE_BOUNDS, rechargeRefusal } from "../calculators/recharge-rules"
import { DeciderSpec } from "../testing/decider-spec"
import { RechargeDecider, rechargeStream } from "./decider"

const spec = DeciderSpec(RechargeDecider)
const token = "5123-4567-8901-2345-6789"
const recharge = {
  token,
  kwhAmount: 38.4,
  totalPaid: 10_000,
  smsText: "Token 5123 4567 8901 2345 6789. Units 38.4 kWh. TZS 10,000",
  dryingId: null as string | null
}
const record = (change: Partial<typeof recharge> = {}): ElectricityCommand => ({ _tag: "RecordRecharge", ...recharge, ...change })
const recorded: ElectricityEvent = { _tag: "ElectricityRechargeRecorded", ...recharge }
const correct = (kwhAmount: number, totalPaid: number, reason = "SMS misread: 48.4 kWh"): ElectricityCommand => ({
  _tag: "CorrectRecharge",
  token,
  kwhAmount,
  totalPaid,
  reason
})
const voided: ElectricityEvent = { _tag: "ElectricityRechargeVoided", token, reason: "pasted twice by mistake" }

describe("an electricity recharge and its register (issue 37 item 4)", () => {
  it("given nothing, when a recharge of 38.4 kWh for TZS 10,000 is recorded, then it is recorded in its token's stream", () => {
    spec.given([]).when(record()).then([recorded])
    expect(rechargeStream(token)).toBe("ElectricityRecharge-51234567890123456789")
  })

  it("given a recorded token, when it is recorded again with the same figures (the reading carrying the parsed SMS, a retry), then nothing more is recorded", () =>
    spec
      .given([recorded])
      .when(record({ dryingId: "d1" }))
      .then([]))

  it("given a recorded token, when it is recorded again with other figures, then it is refused in words naming the figures first recorded", () =>
    spec
      .given([recorded])
      .when(record({ kwhAmount: 50, totalPaid: 13_000 }))
      .thenError("BusinessRuleViolation", ElectricityMessages.tokenReused(38.4, 10_000)))

  it("given nothing, when a typo of TZS 50,000,000,000 for 38.4 kWh is recorded, then it is refused: no recharge costs that much", () =>
    spec
      .given([])
      .when(record({ totalPaid: 50_000_000_000 }))
      .thenError("BusinessRuleViolation", ElectricityMessages.paidOutOfBounds(RECHARGE_BOUNDS.maxPaid)))

  it("given a recorded recharge, when the register corrects it to 48.4 kWh with a reason, then the correction is an event and the recharge reads the new figures", () => {
    const corrected: ElectricityEvent = { _tag: "ElectricityRechargeCorrected", token, kwhAmount: 48.4, totalPaid: 10_000, reason: "SMS misread: 48.4 kWh" }
    spec.given([recorded]).when(correct(48.4, 10_000)).then([corrected])
    expect(fold(RechargeDecider, [recorded, corrected]).recorded).toMatchObject({ kwhAmount: 48.4, totalPaid: 10_000, smsText: recharge.smsText })
  })

  it("given a recorded recharge of TZS 10,000, when its kWh alone are corrected (no amount paid: who corrects does not see money), then the amount stays as recorded", () =>
    spec
      .given([recorded])
      .when({ _tag: "CorrectRecharge", token, kwhAmount: 48.4, reason: "units re-read" })
      .then([{ _tag: "ElectricityRechargeCorrected", token, kwhAmount: 48.4, totalPaid: 10_000, reason: "units re-read" }]))

  it("given a recorded recharge, when it is corrected without a reason, then 'Please give a reason for the change'", () =>
    spec
      .given([recorded])
      .when(correct(48.4, 10_000, "  "))
      .thenError("ValidationError", ElectricityMessages.reasonRequired))

  it("given a recorded recharge, when it is voided with a reason, then it is voided once; it can be neither corrected nor recorded again", () => {
    spec.given([recorded]).when({ _tag: "VoidRecharge", token, reason: "pasted twice by mistake" }).then([voided])
    spec.given([recorded, voided]).when({ _tag: "VoidRecharge", token, reason: "again" }).then([])
    spec.given([recorded, voided]).when(correct(48.4, 10_000)).thenError("BusinessRuleViolation", ElectricityMessages.voided)
    spec.given([recorded, voided]).when(record()).thenError("BusinessRuleViolation", ElectricityMessages.tokenVoided)
  })

  it("given no recharge of that token, when the register corrects or voids it, then 'Electricity recharge not found'", () => {
    spec.given([]).when(correct(48.4, 10_000)).thenError("NotFound", ElectricityMessages.notFound)
    spec.given([]).when({ _tag: "VoidRecharge", token, reason: "x" }).thenError("NotFound", ElectricityMessages.notFound)
  })

  describe("the bounds, for every figure", () => {
    it("a recharge is taken exactly when its kWh, its amount and its price per kWh all lie within the bounds", () =>
      fc.assert(
        fc.property(fc.double({ min: -10, max: 200_000, noNaN: true }), fc.double({ min: -10, max: 200_000_000, noNaN: true }), (kwhAmount, totalPaid) => {
          const within =
            kwhAmount > 0 &&
            kwhAmount <= RECHARGE_BOUNDS.maxKwh &&
            totalPaid > 0 &&
            totalPaid <= RECHARGE_BOUNDS.maxPaid &&
            totalPaid / kwhAmount >= RECHARGE_BOUNDS.minTariff &&
            totalPaid / kwhAmount <= RECHARGE_BOUNDS.maxTariff
          expect(rechargeRefusal({ kwhAmount, totalPaid }) === null).toBe(within)
        })
      ))

    it("a price is warned exactly when it is more than 1.5 times the last one or less than two thirds of it; never without a last one", () =>
      fc.assert(
        fc.property(fc.integer({ min: 10, max: 5000 }), fc.integer({ min: 10, max: 5000 }), (tariff, lastTariff) => {
          const warned = priceWarning({ kwhAmount: 100, totalPaid: tariff * 100 }, { kwhAmount: 100, totalPaid: lastTariff * 100 }) !== null
          expect(warned).toBe(tariff > lastTariff * 1.5 || tariff * 1.5 < lastTariff)
          expect(priceWarning({ kwhAmount: 100, totalPaid: tariff * 100 }, null)).toBeNull()
        })
      ))
  })
})
