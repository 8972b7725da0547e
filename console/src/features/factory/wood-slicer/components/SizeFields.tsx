import { TextField } from "@mui/material"
import type { SizeField } from "../slicer.machine"
import type { TypedSize } from "../slicer-figures"

const LABELS: Record<SizeField, string> = { heightIn: "Height (in)", widthIn: "Width (in)", lengthFt: "Length (ft)", quantity: "Quantity" }

/** One size field, labelled with whose it is ("Sleeper Height (in)", "Plank 2 Width (in)") so each is found by its name. */
export const SizeInput = ({
  owner,
  size,
  field,
  readOnly = false,
  disabled = false,
  onChange
}: {
  owner: string
  size: TypedSize
  field: SizeField
  readOnly?: boolean
  disabled?: boolean
  onChange: (field: SizeField, text: string) => void
}) => {
  const value = size[field]
  const quantity = field === "quantity"
  const bad = !readOnly && value.trim() !== "" && (!(Number(value.replace(",", ".")) > 0) || (quantity && !Number.isInteger(Number(value))))
  return (
    <TextField
      size="small"
      label={LABELS[field]}
      value={value}
      disabled={disabled}
      error={bad}
      helperText={bad ? (quantity ? "At least 1" : "Above 0") : undefined}
      slotProps={{
        htmlInput: { "aria-label": `${owner} ${LABELS[field]}`, inputMode: "decimal", readOnly, min: quantity ? 1 : undefined },
        inputLabel: { shrink: true }
      }}
      onChange={(e) => onChange(field, e.target.value)}
      sx={{ width: { xs: "100%", sm: quantity ? 100 : 130 } }}
    />
  )
}
