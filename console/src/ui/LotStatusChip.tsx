import { Chip } from "@mui/material"
import type { LotStatus } from "@timber/contracts"

/** Chip colours of spec section 4: CREATED grey, PENDING amber, RECEIVED blue, PROCESSING purple, COMPLETED green, all others red. */
export const LOT_STATUS_COLOURS: Record<LotStatus, string> = {
  CREATED: "#64748b",
  PENDING: "#d97706",
  RECEIVED: "#2563eb",
  PROCESSING: "#7c3aed",
  COMPLETED: "#16a34a",
  SLICING: "#dc2626",
  IN_PROCESS: "#dc2626",
  CANCELLED: "#dc2626"
}

export const LotStatusChip = ({ status }: { status: LotStatus }) => (
  <Chip label={status} size="small" sx={{ bgcolor: LOT_STATUS_COLOURS[status] ?? "#dc2626", color: "#fff", fontWeight: 600, letterSpacing: 0.3 }} />
)
