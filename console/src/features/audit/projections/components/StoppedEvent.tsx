import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
import { ProjectionOperationMessages, type ProjectionStatus } from "@timber/contracts"
import { enqueueSnackbar } from "notistack"
import { useState } from "react"
import { useResumeProjection, useSkipProjectionEvent } from "../api/projection-operations"

const failed = (error: Error) => enqueueSnackbar(error.message, { variant: "error" })

/** A projection stopped on a poison event: the event whole, its error, Resume (after a fix) and Skip (with a reason, recorded in the log). */
export const StoppedEvent = ({ status }: { status: ProjectionStatus }) => {
  const resume = useResumeProjection()
  const skip = useSkipProjectionEvent()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState("")
  const [touched, setTouched] = useState(false)
  const event = status.stoppedEvent
  const position = status.stoppedAt ?? ""
  const blank = reason.trim() === ""
  return (
    <Alert severity="error" sx={{ mt: 2, overflowWrap: "anywhere" }}>
      <AlertTitle>
        {status.name} stopped on event {position}
      </AlertTitle>
      <Typography variant="body2">{status.lastError}</Typography>
      {event && (
        <Box component="dl" sx={{ my: 1, "& dt": { fontWeight: 600 }, "& dd": { ml: 0, mb: 0.5 } }}>
          <dt>Type</dt>
          <dd>{event.type}</dd>
          <dt>Stream</dt>
          <dd>{event.streamId}</dd>
          <dt>When</dt>
          <dd>{event.occurredAt}</dd>
          <dt>Data</dt>
          <dd>
            <Box component="pre" sx={{ m: 0, whiteSpace: "pre-wrap", fontSize: 12 }}>
              {JSON.stringify(event.data, null, 2)}
            </Box>
          </dd>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" color="primary" disabled={resume.isPending} onClick={() => resume.mutate(status.name, { onError: failed })}>
          Resume
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => setAsking(true)}>
          Skip this event
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`skip-${status.name}`}>
        <DialogTitle id={`skip-${status.name}`}>Skip event {position}?</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {status.name} will never apply this event, not even on a rebuild. The skip is recorded in the log with your name and reason.
          </Typography>
          <TextField
            label="Reason"
            fullWidth
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && blank}
            helperText={touched && blank ? ProjectionOperationMessages.reasonRequired : " "}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            disabled={skip.isPending}
            onClick={() => {
              setTouched(true)
              if (blank) return
              skip.mutate(
                { name: status.name, position, reason },
                {
                  onError: failed,
                  onSuccess: () => {
                    setAsking(false)
                    setReason("")
                    setTouched(false)
                    enqueueSnackbar(`Event ${position} skipped`, { variant: "success" })
                  }
                }
              )
            }}
          >
            Skip event
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  )
}
