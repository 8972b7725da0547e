import { InputAdornment, TextField } from "@mui/material"
import type { FieldLookProps } from "./field-look"

/**
 * A number typed into a form, with its unit after it (m³, TZS, in, %, kWh) when the label does not
 * name it. The text goes to the form as typed: whether "-5" or "1e3" is a number the form accepts is
 * decided once, by `typedNumber` (the domain's rule) and the contract's bounds, never by this field.
 * `min`, `max` and `step` only tune the browser's spinner and keyboard.
 */
export const NumberField = ({
  value,
  onChange,
  unit,
  min = 0,
  max,
  step = "any",
  ...field
}: FieldLookProps & {
  readonly value: string
  readonly onChange: (text: string) => void
  readonly unit?: string
  readonly min?: number
  readonly max?: number
  readonly step?: number | "any"
}) => (
  <TextField
    type="number"
    {...field}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    slotProps={{
      htmlInput: { min, max, step },
      ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {})
    }}
  />
)
