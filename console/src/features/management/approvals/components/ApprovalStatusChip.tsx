import { Chip } from "@mui/material"
import type { ApprovalStatus } from "@timber/contracts"

const LOOK: Record<ApprovalStatus, { label: string; color: "warning" | "success" | "error" }> = {
  pending: { label: "Pending", color: "warning" },
  approved: { label: "Approved", color: "success" },
  rejected: { label: "Rejected", color: "error" }
}

export const ApprovalStatusChip = ({ status }: { status: ApprovalStatus }) => (
  <Chip size="small" label={LOOK[status].label} color={LOOK[status].color} sx={{ fontWeight: 600 }} />
)
