import { Chip } from "@mui/material"
import type { AssetStatus } from "@timber/contracts"

/** How each asset status reads (administration spec section 4): the list's filter, its chips and the detail's Status card. */
export const ASSET_STATUS_LABELS: Readonly<Record<AssetStatus, string>> = {
  ACTIVE: "Active",
  IN_MAINTENANCE: "In Maintenance",
  BROKEN: "Broken",
  DISPOSED: "Disposed",
  RETIRED: "Retired"
}

const COLOR: Readonly<Record<AssetStatus, "success" | "warning" | "error" | "default">> = {
  ACTIVE: "success",
  IN_MAINTENANCE: "warning",
  BROKEN: "error",
  DISPOSED: "default",
  RETIRED: "default"
}

export const AssetStatusChip = ({ status, size = "small" }: { status: AssetStatus; size?: "small" | "medium" }) => (
  <Chip size={size} label={ASSET_STATUS_LABELS[status]} color={COLOR[status]} />
)
