import { AssetMessages } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { assetFormErrors, emptyAssetForm } from "./asset-form-fields"

const withPrice = (purchasePrice: string) => ({ ...emptyAssetForm("2026-12-01"), purchasePrice })

describe("the asset form's purchase price", () => {
  it("given nothing typed, then it says the price is required", () =>
    expect(assetFormErrors(withPrice("")).purchasePrice).toBe(AssetMessages.purchasePriceRequired))

  it("given a negative price, then it says the minimum (as the server does), not that the price is required", () =>
    expect(assetFormErrors(withPrice("-5")).purchasePrice).toBe("Purchase price: min 0"))

  it("given letters, then it says the price must be a number", () => {
    expect(assetFormErrors(withPrice("12k")).purchasePrice).toBe("Purchase price must be a number")
    expect(assetFormErrors(withPrice("1,500")).purchasePrice).toBe("Purchase price must be a number")
  })

  it("given a plain price, then it has no error", () => expect(assetFormErrors(withPrice("1500000.50")).purchasePrice).toBeUndefined())
})
