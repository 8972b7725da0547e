import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material"

/** A yes/no question before an action that cannot be taken back. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  color = "primary",
  busy = false,
  onCancel,
  onConfirm
}: {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  color?: "primary" | "error" | "success"
  busy?: boolean
  onCancel: () => void
  onConfirm: () => void
}) => (
  <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      <DialogContentText>{message}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" color={color} disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </DialogActions>
  </Dialog>
)
