import { ElectricityEvent, ElectricityRechargeCorrected, ElectricityRechargeRecorded, ElectricityRechargeVoided, rechargeIdOf } from "@timber/contracts"
import { it } from "vitest"
import { ACTOR, at, describeProjection, eventsOf } from "../testing/projection-spec"
import { electricityProjection } from "./electricity.projection"

const electricity = eventsOf(ElectricityEvent)
const TOKEN = "12345678901234567890"
const recharge = (token: string, dryingId: string | null, i: number) =>
  electricity(ElectricityRechargeRecorded.make({ token, kwhAmount: 50.5, totalPaid: 15_000, smsText: `LUKU ${token}`, dryingId }), { at: at(i) })

describeProjection(electricityProjection, (spec) => {
  it("given a recharge recorded, then it is listed with its token, kWh, amount paid, batch and who recorded it when", async () => {
    await spec.given(recharge(TOKEN, "d-1", 0)).then({
      electricity_recharges: [
        {
          id: rechargeIdOf(TOKEN),
          token: TOKEN,
          kwh_amount: 50.5,
          total_paid: 15_000,
          sms_text: `LUKU ${TOKEN}`,
          drying_id: "d-1",
          recorded_at: at(0),
          recorded_by: ACTOR.userEmail,
          voided: false,
          void_reason: null,
          correction_reason: null
        }
      ]
    })
  })

  it("given a recharge corrected in the register, then it reads the corrected figures and why, its SMS as pasted; given it voided, then it is listed as voided with the reason", async () => {
    await spec
      .given(
        recharge(TOKEN, "d-1", 0),
        electricity(ElectricityRechargeCorrected.make({ token: TOKEN, kwhAmount: 60.5, totalPaid: 18_000, reason: "SMS misread" }), { at: at(1) }),
        electricity(ElectricityRechargeVoided.make({ token: TOKEN, reason: "never bought" }), { at: at(2) })
      )
      .then({
        electricity_recharges: [
          {
            id: rechargeIdOf(TOKEN),
            kwh_amount: 60.5,
            total_paid: 18_000,
            sms_text: `LUKU ${TOKEN}`,
            correction_reason: "SMS misread",
            voided: true,
            void_reason: "never bought"
          }
        ]
      })
  })

  it("given the same token recorded twice, then it is listed once, as first recorded", async () => {
    await spec.given(recharge(TOKEN, null, 0), recharge(TOKEN, "d-2", 1)).then({
      electricity_recharges: [{ id: rechargeIdOf(TOKEN), drying_id: null, recorded_at: at(0) }]
    })
  })
})
