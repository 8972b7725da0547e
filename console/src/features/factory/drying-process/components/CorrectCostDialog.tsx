import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material"
import { DryingMessages, type DryingBatch } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useState } from "react"
import { errorToastText } from "../../../../api/api-error"
import { tzs } from "../../../../lib/format"
import { useCorrectDryingCost } from "../api/drying"

/**
 * Correct cost (admins only): the server works a completed batch's cost out
 * again from the recharge register and the drying settings as they stand now, and records the
 * old and new figures with the reason. The server's refusal stays in the dialog.
 */
export const CorrectCostDialog = ({ batch, onClose }: { batch: DryingBatch | null; onClose: () => void }) => {
  const correct = useCorrectDryingCost()
  const { enqueueSnackbar } = useSnackbar()
  const [reason, setReason] = useState("")
  const [failed, setFailed] = useState<string | null>(null)
  const [opened, setOpened] = useState<DryingBatch | null>(null)
  if (batch?.id !== opened?.id) {
    // a dialog opened on another batch starts empty
    setOpened(batch)
    setReason("")
    setFailed(null)
  }
  const submit = () => {
    if (batch === null) return
    correct.mutate(
      { id: batch.id, reason },
      {
        onSuccess: (answer) => {
          enqueueSnackbar(
            answer.changed
              ? `Cost of ${batch.batchNumber} corrected from ${tzs(answer.previousTotalCost)} to ${tzs(answer.totalCost)}`
              : `The cost of ${batch.batchNumber} is unchanged (${tzs(answer.totalCost)}): nothing was recorded`,
            { variant: answer.changed ? "success" : "info" }
          )
          onClose()
        },
        onError: (error: unknown) => setFailed(errorToastText(error))
      }
    )
  }
  return (
    <Dialog open={batch !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Correct Cost</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The cost of {batch?.batchNumber} was frozen at completion. Correcting it works it out again from the recharge register and the drying settings as they
          stand now; the old and new figures are kept with your reason.
        </Typography>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failed}
          </Alert>
        )}
        <TextField
          label="Reason"
          required
          fullWidth
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          helperText={reason.trim() === "" ? DryingMessages.costReasonRequired : " "}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={correct.isPending || reason.trim() === ""} onClick={submit}>
          {correct.isPending ? "Correcting…" : "Correct Cost"}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
