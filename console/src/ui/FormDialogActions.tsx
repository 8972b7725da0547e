import { Box, Button, DialogActions } from "@mui/material"
import { SubmitButton } from "./SubmitButton"
import type { ReactNode } from "react"
import { SubmitHint } from "./SubmitHint"

/**
 * The foot of a form dialog: the first thing to fix on the left, then Cancel and the submit,
 * which stays disabled while the form is invalid or its request is under way (showing its progress) and is described
 * by that hint, so a screen reader says why it does nothing.
 */
export const FormDialogActions = ({
  hintId,
  validation,
  busy,
  color = "primary",
  inset = false,
  onCancel,
  onSubmit,
  children
}: {
  hintId: string
  /** The form's validation: its messages and whether it may be sent. */
  validation: { readonly errors: Readonly<Record<string, string | undefined>>; readonly valid: boolean }
  busy: boolean
  color?: "primary" | "secondary"
  /** The foot as far in from the dialog's sides as its content, as the larger dialogs have it. */
  inset?: boolean
  onCancel: () => void
  onSubmit: () => void
  /** The submit's label. */
  children: ReactNode
}) => (
  <DialogActions sx={{ flexWrap: "wrap", ...(inset && { px: 3, py: 2 }) }}>
    <SubmitHint id={hintId} errors={validation.errors} />
    <Box sx={{ flexGrow: 1 }} />
    <Button onClick={onCancel}>Cancel</Button>
    <SubmitButton color={color} busy={busy} disabled={!validation.valid} onClick={onSubmit} aria-describedby={hintId}>
      {children}
    </SubmitButton>
  </DialogActions>
)
