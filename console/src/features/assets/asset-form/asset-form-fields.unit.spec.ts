import { AssetMessages } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { anAsset } from "../../../testing/assets"
import { assetFormErrors, assetFormOf, assetPayloadOf, emptyAssetForm } from "./asset-form-fields"

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

describe("an asset edited by someone who may not see its price (no amount on assets-items)", () => {
  // what the server answers such a user: the asset without its price (contracts `money`)
  const { purchasePrice: _price, ...planer } = anAsset("UD-0101")

  it("given the server left the price out, when the form opens, then it hides the field, asks for no price and sends none of its own", () => {
    const fields = assetFormOf(planer)
    expect(fields.priceHidden).toBe(true)
    expect(assetFormErrors(fields).purchasePrice).toBeUndefined()
    expect(assetPayloadOf(fields).purchasePrice).toBe(0)
  })

  it("given the price came with the asset, then the field is shown and filled", () => {
    const fields = assetFormOf({ ...planer, purchasePrice: 1_500_000 })
    expect(fields.priceHidden).toBe(false)
    expect(fields.purchasePrice).toBe("1500000")
  })
})
