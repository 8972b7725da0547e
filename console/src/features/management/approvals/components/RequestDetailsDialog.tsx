import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
import type { ApprovalRequestDto } from "@timber/contracts"
import { useEffect, useState } from "react"
import { formatDateTime } from "../../../../lib/format"
import { ApprovalStatusChip } from "./ApprovalStatusChip"
import { shortId } from "./operation-label"

const Field = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
  </Box>
)

/** Details of one request with 'Approval Notes'; Reject and Approve only while pending. */
export const RequestDetailsDialog = ({
  request,
  busy,
  onClose,
  onDecide
}: {
  request: ApprovalRequestDto | null
  busy: boolean
  onClose: () => void
  onDecide: (status: "approved" | "rejected", notes: string) => void
}) => {
  const [notes, setNotes] = useState("")
  useEffect(() => setNotes(request?.notes ?? ""), [request])
  const pending = request?.status === "pending"
  const waste = request?.operation?.waste_percentage
  return (
    <Dialog open={request !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Approval Request {request ? shortId(request.id) : ""}</DialogTitle>
      {request && (
        <DialogContent dividers>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 4, rowGap: 1.5 }}>
              <Field label="Serial Number" value={request.operation?.serial_number ?? "—"} />
              <Field label="Wood Type" value={request.operation?.wood_type?.name ?? "N/A"} />
              <Field label="Waste Percentage" value={waste === null || waste === undefined ? "—" : `${waste.toFixed(2)}%`} />
            </Stack>
            <Stack direction="row" sx={{ flexWrap: "wrap", alignItems: "center", columnGap: 4, rowGap: 1.5 }}>
              <Field label="Type" value={request.type} />
              <Field label="Requestor" value={request.requestor.email} />
              <Field label="Created" value={formatDateTime(request.created_at)} />
              <ApprovalStatusChip status={request.status} />
            </Stack>
            {!pending && request.decided_by && <Typography variant="body2" color="text.secondary">Decided by {request.decided_by} on {formatDateTime(request.decided_at)}</Typography>}
            <TextField label="Approval Notes" multiline minRows={3} value={notes} onChange={(e) => setNotes(e.target.value)} disabled={!pending} fullWidth />
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {pending && (
          <>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => onDecide("rejected", notes)}>
              Reject
            </Button>
            <Button color="success" variant="contained" disabled={busy} onClick={() => onDecide("approved", notes)}>
              Approve
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
