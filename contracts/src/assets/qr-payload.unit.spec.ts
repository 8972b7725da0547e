import fc from "fast-check"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { AssetMessages } from "./messages"
import { decodeAssetQr, encodeAssetQr } from "./qr-payload"

describe("the asset QR payload", () => {
  it("any asset's QR text decodes back to its own id and tag, typed 'asset'", () =>
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, assetTag) => {
        expect(decodeAssetQr(encodeAssetQr({ id, assetTag }))).toEqual(Either.right({ id, tag: assetTag, type: "asset" }))
      })
    ))

  it("given text that is no JSON, then 'Invalid QR code format.'", () => {
    expect(decodeAssetQr("UD-0001")).toEqual(Either.left(AssetMessages.invalidQrFormat))
  })

  it("given JSON that is not an asset's (no type asset, no tag), then 'Invalid QR code. Please scan an asset QR code.'", () => {
    expect(decodeAssetQr(JSON.stringify({ id: "a", tag: "UD-0001", type: "lot" }))).toEqual(Either.left(AssetMessages.invalidQr))
    expect(decodeAssetQr(JSON.stringify({ id: "a", type: "asset" }))).toEqual(Either.left(AssetMessages.invalidQr))
  })
})
