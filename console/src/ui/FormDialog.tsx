import { Dialog, DialogContent, DialogTitle, Stack } from "@mui/material"
import type { ReactNode } from "react"
import { FormDialogActions } from "./FormDialogActions"

/** What a screen gives a dialog that adds or edits one record. */
export interface RecordFormDialogProps<Loaded, Payload> {
  readonly open: boolean
  readonly busy: boolean
  readonly serverError?: unknown
  readonly onClose: () => void
  readonly onSubmit: (payload: Payload) => void
  /** After a stale-edit refusal: start the form again from the record as it is now. */
  readonly onLoadCurrent?: (current: Loaded | null) => void
}

/**
 * A dialog holding one form: its fields stacked under the title, anything the user must read first
 * (`notice`, e.g. what changed since the record was loaded) above them, and the foot of
 * `FormDialogActions` (the first thing to fix, Cancel, and the submit, disabled while the form is invalid).
 */
export const FormDialog = ({
  open,
  title,
  notice,
  hintId,
  validation,
  busy,
  color,
  submitLabel,
  onClose,
  onSubmit,
  children
}: {
  open: boolean
  title: string
  notice?: ReactNode
  /** The id of the hint under the form, which the submit is described by. */
  hintId: string
  validation: { readonly errors: Readonly<Record<string, string | undefined>>; readonly valid: boolean }
  busy: boolean
  color?: "primary" | "secondary"
  submitLabel: string
  onClose: () => void
  onSubmit: () => void
  /** The form's fields. */
  children: ReactNode
}) => (
  <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent dividers>
      {notice}
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </DialogContent>
    <FormDialogActions hintId={hintId} validation={validation} busy={busy} color={color} onCancel={onClose} onSubmit={onSubmit}>
      {submitLabel}
    </FormDialogActions>
  </Dialog>
)
