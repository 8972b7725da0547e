import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material"
import { useState } from "react"
import { SubmitButton } from "../../../../ui/SubmitButton"

/** Return Asset: back from whoever has it, with notes on how it came back. */
export const ReturnDialog = ({
  assetTag,
  holder,
  busy,
  onClose,
  onReturn
}: {
  assetTag: string
  holder: string
  busy: boolean
  onClose: () => void
  onReturn: (notes: string | null) => void
}) => {
  const [notes, setNotes] = useState("")
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Return Asset</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {assetTag} comes back from {holder}.
        </DialogContentText>
        <TextField fullWidth label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} placeholder="Condition on return" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton busy={busy} onClick={() => onReturn(notes.trim() || null)}>
          Return Asset
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
