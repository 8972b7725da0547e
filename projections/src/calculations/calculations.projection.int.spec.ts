import { CalculationDeleted, CalculationEvent, CalculationId, CalculationSaved, WoodTypeId, UserId } from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { calculationsProjection } from "./calculations.projection"

const calculation = eventsOf(CalculationEvent)
const saved = (calculationId: string, userId: string) =>
  calculation(
    CalculationSaved.make({
      calculationId: CalculationId.make(calculationId),
      userId: UserId.make(userId),
      woodTypeId: WoodTypeId.make("wt-1"),
      woodTypeName: "Mvule",
      thickness: 2,
      width: 6,
      length: 12,
      pricePerPlank: 30_000,
      taxPercentage: 18,
      volumeM3: 0.0236,
      planksPerM3: 42.4,
      pricePerM3: 1_500_000,
      notes: "for the door frames"
    })
  )

describeProjection(calculationsProjection, (spec) => {
  it("given a calculation saved, then its user's history holds it with the server's figures", async () => {
    await spec.given(saved("c-1", "u-1")).then({
      calculations: [
        {
          id: "c-1",
          user_id: "u-1",
          wood_type_id: "wt-1",
          wood_type_name: "Mvule",
          thickness: 2,
          width: 6,
          length: 12,
          price_per_plank: 30_000,
          tax_percentage: 18,
          volume_m3: 0.0236,
          planks_per_m3: 42.4,
          price_per_m3: 1_500_000,
          notes: "for the door frames",
          created_at: at(0)
        }
      ]
    })
  })

  it("given two users' calculations and one deleted, then only the other remains", async () => {
    await spec
      .given(
        saved("c-1", "u-1"),
        saved("c-2", "u-2"),
        calculation(CalculationDeleted.make({ calculationId: CalculationId.make("c-1"), userId: UserId.make("u-1") }))
      )
      .then({ calculations: [{ id: "c-2", user_id: "u-2" }] })
  })
})
