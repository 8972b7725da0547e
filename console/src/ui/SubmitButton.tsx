import { Button, type ButtonProps } from "@mui/material"

/**
 * The button that sends a write ("one intent, one effect"): while its request is under
 * way it shows a spinner before its label and cannot be pressed again, so a double click or an
 * impatient second click sends nothing more (the write's own guard, useIntentMutation, covers the
 * click that lands before this re-renders).
 */
export const SubmitButton = ({ busy, disabled, ...props }: Omit<ButtonProps, "loading"> & { readonly busy: boolean }) => (
  <Button variant="contained" {...props} disabled={disabled === true || busy} loading={busy} loadingPosition="start" aria-busy={busy} />
)
