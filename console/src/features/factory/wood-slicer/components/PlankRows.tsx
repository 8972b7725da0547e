import DeleteIcon from "@mui/icons-material/Delete"
import { IconButton, Stack, Tooltip, Typography } from "@mui/material"
import type { SizeField } from "../slicer.machine"
import { plankCode, type TypedSize } from "../slicer-figures"
import { SizeInput } from "./SizeFields"

/** The planks cut from the sleeper: code, height, width, length (the sleeper's, read-only), quantity (at least 1). */
export const PlankRows = ({
  sleeperNumber,
  sleeperLengthFt,
  planks,
  disabled,
  removable,
  onChange,
  onRemove
}: {
  sleeperNumber: number
  sleeperLengthFt: string
  planks: ReadonlyArray<TypedSize>
  disabled: boolean
  /** only for a user who may change the operation (the last plank's removal deletes it) */
  removable: boolean
  onChange: (index: number, field: SizeField, text: string) => void
  onRemove: (index: number) => void
}) => (
  <Stack spacing={1.5} component="ol" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Planks">
    {planks.map((plank, i) => {
      const code = plankCode(sleeperNumber, i + 1)
      const owner = `Plank ${i + 1}`
      return (
        <Stack key={i} component="li" direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
          <Typography sx={{ fontFamily: "monospace", minWidth: 80 }}>{code}</Typography>
          <SizeInput owner={owner} size={plank} field="heightIn" disabled={disabled} onChange={(f, t) => onChange(i, f, t)} />
          <SizeInput owner={owner} size={plank} field="widthIn" disabled={disabled} onChange={(f, t) => onChange(i, f, t)} />
          <SizeInput owner={owner} size={{ ...plank, lengthFt: sleeperLengthFt }} field="lengthFt" readOnly onChange={() => undefined} />
          <SizeInput owner={owner} size={plank} field="quantity" disabled={disabled} onChange={(f, t) => onChange(i, f, t)} />
          {removable && (
            <Tooltip title={planks.length === 1 ? "Removing the last plank deletes the saved operation" : "Remove plank"}>
              <span>
                <IconButton aria-label={`Remove plank ${code}`} disabled={disabled} onClick={() => onRemove(i)}>
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      )
    })}
  </Stack>
)
