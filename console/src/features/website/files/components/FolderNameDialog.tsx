import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material"
import { useEffect, useState, type ReactNode } from "react"
import { SubmitButton } from "../../../../ui/SubmitButton"

/**
 * Create New Folder and Rename Folder (section 2): one field, 'Folder Name'; Enter or the button
 * saves. A name that is blank once trimmed does nothing (section 5: no message).
 */
export const FolderNameDialog = ({
  open,
  title,
  confirmLabel,
  initialName,
  busy,
  onCancel,
  onSave,
  notice
}: {
  open: boolean
  title: string
  confirmLabel: string
  initialName: string
  busy: boolean
  onCancel: () => void
  onSave: (name: string) => void
  /** Above the field: why the last save was refused (a rename made on a folder someone changed meanwhile). */
  notice?: ReactNode
}) => {
  const [name, setName] = useState(initialName)
  useEffect(() => {
    if (open) setName(initialName)
  }, [open, initialName])
  const save = () => {
    if (name.trim() && !busy) onSave(name.trim())
  }
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {notice}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Folder Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault()
              save()
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <SubmitButton onClick={save} busy={busy} disabled={!name.trim()}>
          {confirmLabel}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
