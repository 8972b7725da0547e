import { Chip } from "@mui/material"
import type { SubscriberStatus } from "@timber/contracts"

/** Active in the success colour, Unsubscribed in grey. */
export const SubscriberStatusChip = ({ status }: { status: SubscriberStatus }) =>
  status === "active" ? (
    <Chip size="small" color="success" label="Active" />
  ) : (
    <Chip size="small" label="Unsubscribed" sx={{ bgcolor: "#e2e8f0", color: "#334155" }} />
  )
