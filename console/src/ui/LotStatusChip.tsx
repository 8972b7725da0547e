import { Chip } from "@mui/material"
import type { LotStatus } from "@timber/contracts"
import { STATUS_COLOURS } from "./theme"

/** Chip colours of spec section 4: CREATED grey, PENDING amber, RECEIVED blue, PROCESSING purple, COMPLETED green, all others red. */
export const LOT_STATUS_COLOURS: Record<LotStatus, string> = {
  CREATED: STATUS_COLOURS.grey,
  PENDING: STATUS_COLOURS.amber,
  RECEIVED: STATUS_COLOURS.blue,
  PROCESSING: STATUS_COLOURS.purple,
  COMPLETED: STATUS_COLOURS.green,
  SLICING: STATUS_COLOURS.red,
  IN_PROCESS: STATUS_COLOURS.red,
  PENDING_APPROVAL: STATUS_COLOURS.red,
  CANCELLED: STATUS_COLOURS.red
}

export const LotStatusChip = ({ status }: { status: LotStatus }) => (
  <Chip label={status} size="small" sx={{ bgcolor: LOT_STATUS_COLOURS[status] ?? STATUS_COLOURS.red, color: "#fff", fontWeight: 600, letterSpacing: 0.3 }} />
)
