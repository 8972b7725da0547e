import { Button, Stack } from "@mui/material"

/** Save Draft and the submission, as the role names it (an admin's completes the receipt). */
export const SheetActions = ({
  admin,
  mayDraft,
  maySubmit,
  disabled,
  saving,
  submitting,
  onSave,
  onSubmit
}: {
  admin: boolean
  /** Offered only to those the server lets save a draft / submit (hidden otherwise). */
  mayDraft: boolean
  maySubmit: boolean
  disabled: boolean
  saving: boolean
  submitting: boolean
  onSave: () => void
  onSubmit: () => void
}) => (
  <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
    {mayDraft && (
      <Button variant="outlined" onClick={onSave} disabled={disabled || saving}>
        Save Draft
      </Button>
    )}
    {maySubmit && (
      <Button variant="contained" color="secondary" onClick={onSubmit} disabled={disabled || submitting}>
        {admin ? "Submit & Complete" : "Submit for Approval"}
      </Button>
    )}
  </Stack>
)
