import { ElectricityMessages, type ElectricityEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { fold } from "../../decider/decider"
import { RechargeDecider } from "../../electricity-recharge/decider"
import { PermissionTemplates } from "../../permissions/templates"
import { StepSpec } from "../../testing/decider-spec"
import { correctRecharge, type CorrectRechargeIntent } from "./decide"

const spec = StepSpec(correctRecharge)
const token = "5123-4567-8901-2345-6789"
const recorded: ElectricityEvent = {
  _tag: "ElectricityRechargeRecorded",
  token,
  kwhAmount: 38.4,
  totalPaid: 10_000,
  smsText: "Token 5123 4567 8901 2345 6789. Units 38.4 kWh. TZS 10,000",
  dryingId: null
}
const recharge = fold(RechargeDecider, [recorded])
const reason = "SMS misread"
const admin = { role: "ADMIN", permissions: PermissionTemplates.ADMIN } as const
/** A user who edits the drying settings but is shown no amounts of drying processes. */
const settingsEditor = {
  role: "USER",
  permissions: { ...PermissionTemplates.USER, "drying-process": { access: true, read: true, create: false, edit: false, delete: false, amount: false } }
} as const
const correction = (change: Partial<CorrectRechargeIntent>): CorrectRechargeIntent => ({
  _tag: "CorrectRecharge",
  token,
  kwhAmount: 48.4,
  reason,
  actor: admin,
  ...change
})

describe("correcting an electricity recharge", () => {
  it("given a recorded recharge, when whoever sees amounts corrects the units and the amount, then both are corrected with the reason", () =>
    spec
      .given({ recharge })
      .when(correction({ totalPaid: 12_000 }))
      .then({ recharge: [{ _tag: "ElectricityRechargeCorrected", token, kwhAmount: 48.4, totalPaid: 12_000, reason }] }))

  it("given a user who sees no amounts, when they correct the units alone, then the amount paid stays as recorded", () =>
    spec
      .given({ recharge })
      .when(correction({ actor: settingsEditor }))
      .then({ recharge: [{ _tag: "ElectricityRechargeCorrected", token, kwhAmount: 48.4, totalPaid: 10_000, reason }] }))

  it("given a user who sees no amounts, when they send an amount paid, then it is refused in the spec's words", () =>
    spec
      .given({ recharge })
      .when(correction({ actor: settingsEditor, totalPaid: 12_000 }))
      .thenError("Forbidden", ElectricityMessages.paidNotYours))

  it("given a user who sees no amounts and no such recharge, when they send an amount paid, then they are told about the amount first", () =>
    spec
      .given({ recharge: RechargeDecider.initialState })
      .when(correction({ actor: settingsEditor, totalPaid: 12_000 }))
      .thenError("Forbidden", ElectricityMessages.paidNotYours))

  it("given no such recharge, when it is corrected, then it is refused as not found", () =>
    spec.given({ recharge: RechargeDecider.initialState }).when(correction({})).thenError("NotFound", ElectricityMessages.notFound))
})
