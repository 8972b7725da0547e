import { calculatePlankPrice } from "@timber/domain"
import { expect } from "vitest"
import type { TestApp } from "./test-app"

/**
 * A 2" × 6" × 12' plank calculation at `pricePerPlank` (18 % VAT on top), saved by `token` on the
 * running app: its figures are the domain calculator's, so the server accepts them. The approval
 * specs price it above or below a rule's threshold.
 */
export const savePlankCalculation = async (app: Pick<TestApp, "api">, token: string, woodTypeId: string, pricePerPlank: number) => {
  const figures = calculatePlankPrice({ thicknessInches: 2, widthInches: 6, lengthFeet: 12, pricePerPlank, priceIncludesVat: false, vatPercent: 18 })
  const response = await app.api("/factory/calculations", {
    method: "POST",
    token,
    json: {
      wood_type_id: woodTypeId,
      thickness: 2,
      width: 6,
      length: 12,
      price_per_plank: pricePerPlank,
      tax_percentage: 18,
      volume_m3: figures.volumePerPlank,
      planks_per_m3: figures.planksPerCubicMetre,
      price_per_m3: figures.pricePerCubicMetreExcludingVat,
      notes: null
    }
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}
