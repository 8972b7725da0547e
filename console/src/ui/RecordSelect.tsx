import { MenuItem, TextField } from "@mui/material"
import type { ReactNode } from "react"
import type { FieldLookProps } from "./field-look"

/**
 * A record picked by its id from a list the screen already holds (a warehouse, a wood type), named
 * as `optionLabel` says. Items after the options (`children`) cover a saved value the list no longer offers.
 */
export const RecordSelect = <Option extends { readonly id: string }>({
  options,
  optionLabel,
  value,
  onChange,
  children,
  ...field
}: FieldLookProps & {
  readonly options: ReadonlyArray<Option>
  readonly optionLabel: (option: Option) => string
  readonly value: string
  readonly onChange: (id: string) => void
  readonly children?: ReactNode
}) => (
  <TextField select {...field} value={value} onChange={(e) => onChange(e.target.value)}>
    {options.map((option) => (
      <MenuItem key={option.id} value={option.id}>
        {optionLabel(option)}
      </MenuItem>
    ))}
    {children}
  </TextField>
)
