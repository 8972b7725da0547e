import { expect } from "vitest"
import { plankCalculationBody } from "./plank-calculation-body"
import type { TestApp } from "./test-app"

/**
 * A 2" × 6" × 12' plank calculation at `pricePerPlank` (18 % VAT on top), saved by `token` on the
 * running app: its figures are the domain calculator's, so the server accepts them. The approval
 * specs price it above or below a rule's threshold.
 */
export const savePlankCalculation = async (app: Pick<TestApp, "api">, token: string, woodTypeId: string, pricePerPlank: number) => {
  const response = await app.api("/factory/calculations", { method: "POST", token, json: plankCalculationBody(woodTypeId, pricePerPlank) })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}
