import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material"

export const DeleteLotDialog = ({
  lotNumber,
  busy,
  onCancel,
  onConfirm
}: {
  lotNumber: string | null
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) => (
  <Dialog open={lotNumber !== null} onClose={onCancel}>
    <DialogTitle>Delete Receipt</DialogTitle>
    <DialogContent>
      <DialogContentText>Are you sure you want to delete the receipt of LOT {lotNumber}? This cannot be undone.</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
        Delete
      </Button>
    </DialogActions>
  </Dialog>
)
