// Scaffold: replaced by the helper that owns qr/ (session 13 split of issue 29).
import type { Asset } from "@timber/contracts"

export function AssetQrCard({ asset }: { readonly asset: Asset }) {
  return <p>{asset.assetTag}</p>
}
