// Scaffold: replaced by the helper that owns maintenance/ (session 13 split of issue 29).
import type { Asset } from "@timber/contracts"

export function MaintenanceTab({ asset }: { readonly asset: Asset }) {
  return <p>{asset.maintenanceRecords.length}</p>
}
