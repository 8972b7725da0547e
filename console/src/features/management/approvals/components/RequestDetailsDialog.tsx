import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
import { DecideApprovalPayload, type ApprovalRequestDto } from "@timber/contracts"
import { useEffect, useState } from "react"
import { formatDateTime } from "../../../../lib/format"
import type { FieldMap } from "../../../../lib/form-validation"
import { useContractForm } from "../../../../lib/use-contract-form"
import { ApprovalStatusChip } from "./ApprovalStatusChip"
import { DecidedSubject, Field } from "./DecidedSubject"
import { shortId } from "./operation-label"
import { SubmitButton } from "../../../../ui/SubmitButton"

interface DecisionForm {
  readonly notes: string
}
/** The decision as PATCH /api/management/approvals/{id} takes it (approve and reject carry the same notes). */
const decisionBody = (form: DecisionForm) => ({ status: "approved", notes: form.notes.trim() === "" ? null : form.notes.trim() })
const DECISION_FIELDS: FieldMap<keyof DecisionForm> = { notes: "notes" }

/**
 * Details of one request — what is decided, per kind — with 'Approval Notes'; Reject and Approve only
 * while pending, only to someone the rule of who decides lets (else it says why), and only with notes the server takes.
 */
export const RequestDetailsDialog = ({
  request,
  refusal = null,
  mayDecide = true,
  busy,
  serverError,
  onClose,
  onDecide
}: {
  request: ApprovalRequestDto | null
  /** Why the signed-in user may not decide this request (`decisionRefusal`), null when they may. */
  refusal?: string | null
  /** Whether the signed-in user's permissions let them decide requests at all (the page's `decideApproval`). */
  mayDecide?: boolean
  busy: boolean
  /** The server's last refusal; its field messages land on the notes. */
  serverError?: unknown
  onClose: () => void
  onDecide: (status: "approved" | "rejected", notes: string) => void
}) => {
  const [form, setForm] = useState<DecisionForm>({ notes: "" })
  const notes = form.notes
  const validation = useContractForm({ schema: DecideApprovalPayload, values: form, toBody: decisionBody, fields: DECISION_FIELDS, serverError })
  const { reset, touch } = validation
  useEffect(() => {
    setForm({ notes: request?.notes ?? "" })
    reset()
  }, [request, reset])
  const pending = request?.status === "pending"
  const decidable = pending && mayDecide && refusal === null
  return (
    <Dialog open={request !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Approval Request {request ? shortId(request.id) : ""}</DialogTitle>
      {request && (
        <DialogContent dividers>
          <Stack spacing={2}>
            <DecidedSubject request={request} />
            <Stack direction="row" sx={{ flexWrap: "wrap", alignItems: "center", columnGap: 4, rowGap: 1.5 }}>
              <Field label="Type" value={request.type} />
              <Field label="Requestor" value={request.requestor.email} />
              <Field label="Created" value={formatDateTime(request.created_at)} />
              <ApprovalStatusChip status={request.status} />
            </Stack>
            {!pending && request.decided_by && (
              <Typography variant="body2" color="text.secondary">
                Decided by {request.decided_by} on {formatDateTime(request.decided_at)}
              </Typography>
            )}
            <TextField
              label="Approval Notes"
              multiline
              minRows={3}
              value={notes}
              onChange={(e) => {
                touch("notes")
                setForm({ notes: e.target.value })
              }}
              disabled={!decidable}
              fullWidth
              {...validation.fieldProps("notes", "")}
            />
            {pending && mayDecide && refusal !== null && <Alert severity="info">{refusal}</Alert>}
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {decidable && (
          <>
            <SubmitButton color="error" variant="outlined" busy={busy} disabled={!validation.valid} onClick={() => onDecide("rejected", notes)}>
              Reject
            </SubmitButton>
            <SubmitButton color="success" busy={busy} disabled={!validation.valid} onClick={() => onDecide("approved", notes)}>
              Approve
            </SubmitButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
