// Scaffold: replaced by the helper that owns documents/ (session 13 split of issue 29).
import type { Asset } from "@timber/contracts"

export function DocumentsTab({ asset }: { readonly asset: Asset }) {
  return <p>{asset.documents.length}</p>
}
