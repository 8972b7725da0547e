import { encodeAssetQr } from "@timber/contracts"
import QRCode from "qrcode"

/** The PNG (data URL) of an asset's QR code: the spec's payload {id, tag, type:'asset'} from the contracts' codec. */
export const assetQrPng = (asset: { readonly id: string; readonly assetTag: string }) =>
  QRCode.toDataURL(encodeAssetQr(asset), { errorCorrectionLevel: "M", margin: 4, width: 512 })

/** The downloaded file is named after the tag, so a folder of labels sorts by tag. */
export const assetQrFileName = (assetTag: string) => `${assetTag}-qr.png`
