import { Chip } from "@mui/material"
import type { ApprovalStatus } from "@timber/contracts"

const LOOK: Record<ApprovalStatus, { label: string; color: "warning" | "success" | "error" | "default" }> = {
  pending: { label: "Pending", color: "warning" },
  approved: { label: "Approved", color: "success" },
  rejected: { label: "Rejected", color: "error" },
  // its operation was revised under every rule's limit before anyone decided
  withdrawn: { label: "Withdrawn", color: "default" }
}

export const ApprovalStatusChip = ({ status }: { status: ApprovalStatus }) => (
  <Chip size="small" label={LOOK[status].label} color={LOOK[status].color} sx={{ fontWeight: 600 }} />
)
