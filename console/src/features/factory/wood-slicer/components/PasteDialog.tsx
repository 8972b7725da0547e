import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
import { useMemo, useState } from "react"
import { parsePlankPaste, skippedSentence, type PastedPlank } from "../plank-paste"

/** Rows pasted from a spreadsheet: height (in), width (in), length (ft), quantity, tab-separated (section 2.1). */
export const PasteDialog = ({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (planks: ReadonlyArray<PastedPlank>) => void }) => {
  const [text, setText] = useState("")
  const parsed = useMemo(() => parsePlankPaste(text), [text])
  const close = () => {
    setText("")
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>Paste Planks</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Copy rows from a spreadsheet: height (in), width (in), length (ft), quantity. A header row, blank lines and decimal commas are fine; a missing or
          invalid quantity counts as 1, and every plank takes its sleeper's length.
        </Typography>
        <TextField
          multiline
          minRows={6}
          fullWidth
          label="Rows from a spreadsheet"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } } }}
        />
        <Stack spacing={1} sx={{ mt: 2 }} aria-live="polite">
          {text.trim() !== "" && (
            <Typography>
              {parsed.planks.length} plank row{parsed.planks.length === 1 ? "" : "s"} found
            </Typography>
          )}
          {parsed.skipped.map((s) => (
            <Alert key={s.line} severity="warning" sx={{ py: 0 }}>
              {skippedSentence(s)}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={parsed.planks.length === 0}
          onClick={() => {
            onAdd(parsed.planks)
            close()
          }}
        >
          Add Planks
        </Button>
      </DialogActions>
    </Dialog>
  )
}
