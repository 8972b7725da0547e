import { Typography } from "@mui/material"

/**
 * Beside a submit that is disabled while its form is invalid: the first thing to fix, in the
 * contract's words, so a user never wonders why the button does nothing. Link it to the
 * button with `aria-describedby={id}`.
 */
export const SubmitHint = ({ id, errors }: { id: string; errors: Readonly<Record<string, string | undefined>> }) => {
  const [first] = Object.values(errors).filter((m) => m !== undefined)
  return (
    <Typography id={id} variant="caption" color="text.secondary" role="status" sx={{ display: "block", mt: 0.5, minHeight: 20 }}>
      {first ?? ""}
    </Typography>
  )
}
