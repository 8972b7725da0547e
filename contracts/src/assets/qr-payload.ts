import { Either, Schema } from "effect"
import { AssetMessages } from "./messages"

/** The asset QR payload (administration spec section 3): JSON with id, tag and type 'asset'. */
export const AssetQrPayload = Schema.Struct({ id: Schema.String, tag: Schema.String, type: Schema.Literal("asset") })
export type AssetQrPayload = typeof AssetQrPayload.Type

/** The text a QR code of the asset holds. */
export const encodeAssetQr = (asset: { readonly id: string; readonly assetTag: string }): string =>
  JSON.stringify({ id: asset.id, tag: asset.assetTag, type: "asset" } satisfies AssetQrPayload)

const fromJson = Schema.decodeUnknownEither(Schema.parseJson(AssetQrPayload))

/**
 * A scanned text read back (section 5: only a JSON payload with type asset, id and tag): text
 * that is no JSON is 'Invalid QR code format.', JSON that is not an asset's is 'Invalid QR code.
 * Please scan an asset QR code.'
 */
export const decodeAssetQr = (text: string): Either.Either<AssetQrPayload, string> => {
  try {
    JSON.parse(text)
  } catch {
    return Either.left(AssetMessages.invalidQrFormat)
  }
  return Either.mapLeft(fromJson(text), () => AssetMessages.invalidQr)
}
