import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material"
import { SubmitButton } from "./SubmitButton"

/** A yes/no question before an action that cannot be taken back. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  note,
  confirmLabel,
  color = "primary",
  busy = false,
  onCancel,
  onConfirm
}: {
  open: boolean
  title: string
  message: string
  /** A second sentence of the spec's, stressed under the question (e.g. that it cannot be undone). */
  note?: string
  confirmLabel: string
  color?: "primary" | "error" | "success"
  busy?: boolean
  onCancel: () => void
  onConfirm: () => void
}) => (
  <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      {/* a long e-mail address or file name in the question wraps instead of widening the dialog */}
      <DialogContentText sx={{ overflowWrap: "anywhere" }}>{message}</DialogContentText>
      {note !== undefined && <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{note}</DialogContentText>}
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <SubmitButton color={color} busy={busy} onClick={onConfirm}>
        {confirmLabel}
      </SubmitButton>
    </DialogActions>
  </Dialog>
)
