import { Button, Stack } from "@mui/material"

/** Save Draft and the submission, as the role names it (an admin's completes the receipt). */
export const SheetActions = ({
  admin,
  disabled,
  saving,
  submitting,
  onSave,
  onSubmit
}: {
  admin: boolean
  disabled: boolean
  saving: boolean
  submitting: boolean
  onSave: () => void
  onSubmit: () => void
}) => (
  <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
    <Button variant="outlined" onClick={onSave} disabled={disabled || saving}>
      Save Draft
    </Button>
    <Button variant="contained" color="secondary" onClick={onSubmit} disabled={disabled || submitting}>
      {admin ? "Submit & Complete" : "Submit for Approval"}
    </Button>
  </Stack>
)
