import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography
} from "@mui/material"
import { TransferMessages, WOOD_STATUS_LABELS, type Transfer } from "@timber/contracts"
import { useState, type ReactNode } from "react"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"
import { recipientLabel, useProfiles } from "../../../../api/queries/user-profiles"
import { dateTimeLocal } from "../../../../lib/datetime-local"
import { formatDateTime } from "../../../../lib/format"
import { deciderLabel } from "../report/transfer-report"
import { UserSelect } from "../../../../ui/UserSelect"
import { SubmitButton } from "../../../../ui/SubmitButton"

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{children}</Typography>
  </Box>
)

/** Transfer Details: everything the transfer holds, its history, and its PDF (named after the transfer number). */
export const TransferDetailsDialog = ({ transfer, onClose, onPdf }: { transfer: Transfer | null; onClose: () => void; onPdf: (t: Transfer) => void }) => (
  <Dialog open={transfer !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="transfer-details-title">
    {transfer && (
      <>
        <DialogTitle id="transfer-details-title">Transfer Details — {transfer.transferNumber}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2, mb: 2 }}>
            <Field label="Status">{transfer.status}</Field>
            <Field label="Transfer Date">{formatDateTime(transfer.transferDate)}</Field>
            <Field label="From">
              {transfer.fromWarehouse.name} ({transfer.fromWarehouse.code})
            </Field>
            <Field label="To">
              {transfer.toWarehouse.name} ({transfer.toWarehouse.code})
            </Field>
            <Field label="Created By">
              {transfer.createdBy.name} · {formatDateTime(transfer.createdAt)}
            </Field>
            <Field label={deciderLabel(transfer)}>{transfer.approvedBy ? `${transfer.approvedBy.name} · ${formatDateTime(transfer.approvedAt)}` : "—"}</Field>
            {transfer.rejectionReason && <Field label="Rejection Reason">{transfer.rejectionReason}</Field>}
            {transfer.completedAt && <Field label="Completed">{formatDateTime(transfer.completedAt)}</Field>}
            <Field label="Notes">{transfer.notes ?? "—"}</Field>
          </Box>
          <Table size="small" aria-label="Items">
            <TableHead>
              <TableRow>
                <TableCell>Wood Type</TableCell>
                <TableCell>Thickness</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Remarks</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transfer.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.woodType.name}</TableCell>
                  <TableCell>{item.thickness}</TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell>{WOOD_STATUS_LABELS[item.woodStatus]}</TableCell>
                  <TableCell>{item.remarks ?? ""}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            History
          </Typography>
          {transfer.history.map((h, i) => (
            <Typography key={i} variant="body2" color="text.secondary">
              {formatDateTime(h.at)} · {h.action} · {h.by.name}
              {h.details ? ` · ${h.details}` : ""}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button startIcon={<PictureAsPdfIcon />} onClick={() => onPdf(transfer)}>
            Download PDF
          </Button>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    )}
  </Dialog>
)

/** Edit Transfer (admin, COMPLETED only): its date and notes; the change is kept in its history. */
/** What a stale-edit notice compares, labelled as the Edit Transfer form shows it. */
const COMPARED_ON_EDIT: ReadonlyArray<ComparedField<Transfer>> = [
  { label: "Transfer Date", value: (t) => t.transferDate },
  { label: "Notes", value: (t) => t.notes },
  { label: "Status", value: (t) => t.status }
]

export const EditTransferDialog = ({
  transfer,
  onClose,
  onSave,
  busy,
  serverError,
  onLoadCurrent
}: {
  transfer: Transfer
  onClose: () => void
  onSave: (v: { transferDate: string; notes: string | null }) => void
  busy: boolean
  /** The save's last failure: a stale-edit refusal is shown with what changed. */
  serverError?: unknown
  /** After a stale-edit refusal: start the form again from the transfer as it is now. */
  onLoadCurrent?: (current: Transfer | null) => void
}) => {
  const [date, setDate] = useState(dateTimeLocal(transfer.transferDate))
  const [notes, setNotes] = useState(transfer.notes ?? "")
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-transfer-title">
      <DialogTitle id="edit-transfer-title">Edit Transfer — {transfer.transferNumber}</DialogTitle>
      <DialogContent>
        <StaleEditNotice error={serverError} loaded={transfer} fields={COMPARED_ON_EDIT} onLoadCurrent={(current) => onLoadCurrent?.(current)} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="datetime-local"
            label="Transfer Date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Notes" multiline minRows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!date || busy}
          onClick={() => onSave({ transferDate: new Date(date).toISOString(), notes: notes.trim() || null })}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Complete Transfer: marks it received, optionally telling a user. */
export const CompleteTransferDialog = ({
  transfer,
  onClose,
  onComplete,
  busy
}: {
  transfer: Transfer
  onClose: () => void
  onComplete: (notifyUserId: string | null) => void
  busy: boolean
}) => {
  const [notify, setNotify] = useState("")
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="complete-transfer-title">
      <DialogTitle id="complete-transfer-title">Complete Transfer — {transfer.transferNumber}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Mark the {transfer.items.reduce((n, i) => n + i.quantity, 0)} pieces from {transfer.fromWarehouse.name} as received at {transfer.toWarehouse.name}.
        </Typography>
        <UserSelect label="Notify User (optional)" value={notify} onChange={setNotify} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton color="success" busy={busy} onClick={() => onComplete(notify || null)}>
          Mark Received
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}

/** Send Notification (admin, COMPLETED): a user is required (spec section 5). */
export const NotifyDialog = ({
  transfer,
  onClose,
  onSend,
  busy
}: {
  transfer: Transfer
  onClose: () => void
  onSend: (userId: string) => void
  busy: boolean
}) => {
  const [userId, setUserId] = useState("")
  const [error, setError] = useState<string | null>(null)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="notify-transfer-title">
      <DialogTitle id="notify-transfer-title">Send Notification — {transfer.transferNumber}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <UserSelect
            label="User"
            value={userId}
            onChange={(v) => {
              setUserId(v)
              setError(null)
            }}
            error={error}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton busy={busy} onClick={() => (userId ? onSend(userId) : setError(TransferMessages.selectUser))}>
          Send
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}

/** Reject asks for a reason (spec sections 2.5 and 5): nothing is sent while it is empty. */
export const RejectDialog = ({
  transfer,
  onClose,
  onReject,
  busy
}: {
  transfer: Transfer
  onClose: () => void
  onReject: (reason: string) => void
  busy: boolean
}) => {
  const [reason, setReason] = useState("")
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-transfer-title">
      <DialogTitle id="reject-transfer-title">Reject Transfer — {transfer.transferNumber}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Reason for rejection"
          multiline
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() => {
            if (reason.trim()) onReject(reason.trim())
            else onClose()
          }}
        >
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  )
}
