import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
// the table parts, apart: one import line of everything would wrap
import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material"
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
import { itemM3, itemSize } from "../transfer-sizes"
import { warehouseLabel } from "../../../../ui/WarehouseSelect"

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
            <Field label="From">{warehouseLabel(transfer.fromWarehouse)}</Field>
            <Field label="To">{warehouseLabel(transfer.toWarehouse)}</Field>
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
                <TableCell align="right">m³</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Remarks</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transfer.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.woodType.name}</TableCell>
                  <TableCell>{itemSize(item)}</TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{itemM3(item)}</TableCell>
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

/** What every transfer dialog is given: the transfer, how to close, and whether its request is under way. */
interface TransferDialogProps {
  readonly transfer: Transfer
  readonly onClose: () => void
  readonly busy: boolean
}

/** The frame of a transfer's action dialog: "<action> — TR-2026-0001" over its content, then Cancel and the action's own button. */
const TransferActionDialog = ({
  id,
  title,
  transfer,
  onClose,
  action,
  children
}: {
  id: string
  title: string
  transfer: Transfer
  onClose: () => void
  action: ReactNode
  children: ReactNode
}) => (
  <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
    <DialogTitle id={id}>
      {title} — {transfer.transferNumber}
    </DialogTitle>
    <DialogContent>{children}</DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Cancel</Button>
      {action}
    </DialogActions>
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
}: TransferDialogProps & {
  onSave: (v: { transferDate: string; notes: string | null }) => void
  /** The save's last failure: a stale-edit refusal is shown with what changed. */
  serverError?: unknown
  /** After a stale-edit refusal: start the form again from the transfer as it is now. */
  onLoadCurrent?: (current: Transfer | null) => void
}) => {
  const [date, setDate] = useState(dateTimeLocal(transfer.transferDate))
  const [notes, setNotes] = useState(transfer.notes ?? "")
  return (
    <TransferActionDialog
      id="edit-transfer-title"
      title="Edit Transfer"
      transfer={transfer}
      onClose={onClose}
      action={
        <Button
          variant="contained"
          disabled={!date || busy}
          onClick={() => onSave({ transferDate: new Date(date).toISOString(), notes: notes.trim() || null })}
        >
          Save
        </Button>
      }
    >
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
    </TransferActionDialog>
  )
}

/** Complete Transfer: marks it received, optionally telling a user. */
export const CompleteTransferDialog = ({
  transfer,
  onClose,
  onComplete,
  busy
}: TransferDialogProps & { onComplete: (notifyUserId: string | null) => void }) => {
  const [notify, setNotify] = useState("")
  return (
    <TransferActionDialog
      id="complete-transfer-title"
      title="Complete Transfer"
      transfer={transfer}
      onClose={onClose}
      action={
        <SubmitButton color="success" busy={busy} onClick={() => onComplete(notify || null)}>
          Mark Received
        </SubmitButton>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Mark the {transfer.items.reduce((n, i) => n + i.quantity, 0)} pieces from {transfer.fromWarehouse.name} as received at {transfer.toWarehouse.name}.
      </Typography>
      <UserSelect label="Notify User (optional)" value={notify} onChange={setNotify} />
    </TransferActionDialog>
  )
}

/** Send Notification (admin, COMPLETED): a user is required (spec section 5). */
export const NotifyDialog = ({ transfer, onClose, onSend, busy }: TransferDialogProps & { onSend: (userId: string) => void }) => {
  const [userId, setUserId] = useState("")
  const [error, setError] = useState<string | null>(null)
  return (
    <TransferActionDialog
      id="notify-transfer-title"
      title="Send Notification"
      transfer={transfer}
      onClose={onClose}
      action={
        <SubmitButton busy={busy} onClick={() => (userId ? onSend(userId) : setError(TransferMessages.selectUser))}>
          Send
        </SubmitButton>
      }
    >
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
    </TransferActionDialog>
  )
}

/** Reject asks for a reason (spec sections 2.5 and 5): nothing is sent while it is empty. */
export const RejectDialog = ({ transfer, onClose, onReject, busy }: TransferDialogProps & { onReject: (reason: string) => void }) => {
  const [reason, setReason] = useState("")
  return (
    <TransferActionDialog
      id="reject-transfer-title"
      title="Reject Transfer"
      transfer={transfer}
      onClose={onClose}
      action={
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
      }
    >
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
    </TransferActionDialog>
  )
}
