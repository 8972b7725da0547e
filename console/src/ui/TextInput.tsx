import { FormControl, FormHelperText, InputLabel, OutlinedInput } from "@mui/material"
import { useId, type ChangeEventHandler, type FocusEventHandler } from "react"

interface TextInputProps {
  readonly label: string
  readonly value: string
  readonly onChange: ChangeEventHandler<HTMLInputElement>
  readonly onBlur?: FocusEventHandler<HTMLInputElement>
  readonly type?: "text" | "email" | "password"
  readonly autoComplete?: string
  readonly required?: boolean
  readonly autoFocus?: boolean
  readonly error?: boolean
  readonly helperText?: string
}

/**
 * An outlined text field that looks and reads like MUI's TextField (label, required mark,
 * helper text tied by aria-describedby) but is built from its parts: TextField also carries
 * its select mode (Select, Menu, Popover, Modal), which the sign-in page would download for
 * nothing on a visitor's first load.
 */
export const TextInput = ({ label, helperText, error, required, autoFocus, ...input }: TextInputProps) => {
  const id = useId()
  const helperId = `${id}-helper-text`
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} autoFocus={autoFocus} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
