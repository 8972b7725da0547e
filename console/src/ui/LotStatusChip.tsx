import { Chip } from "@mui/material"
import type { LotStatus } from "@timber/contracts"
import { STATUS_COLOURS } from "./theme"

/**
 * Chip colours of spec section 4: PENDING amber, PROCESSING purple, COMPLETED green, all others red
 * (its CREATED grey and RECEIVED blue are statuses no LOT reaches: domain/README.md).
 */
export const LOT_STATUS_COLOURS: Record<LotStatus, string> = {
  PENDING: STATUS_COLOURS.amber,
  PROCESSING: STATUS_COLOURS.purple,
  COMPLETED: STATUS_COLOURS.green,
  SLICING: STATUS_COLOURS.red,
  PENDING_APPROVAL: STATUS_COLOURS.red
}

export const LotStatusChip = ({ status }: { status: LotStatus }) => (
  <Chip label={status} size="small" sx={{ bgcolor: LOT_STATUS_COLOURS[status] ?? STATUS_COLOURS.red, color: "#fff", fontWeight: 600, letterSpacing: 0.3 }} />
)
