import AddIcon from "@mui/icons-material/Add"
import { Button, Paper, Stack, Typography } from "@mui/material"
import type { MeasurementUnit, SleeperDimension } from "@timber/domain/calculators/sleeper-volume"
import type { ReactNode } from "react"
import { isBlank, type SleeperRow } from "../sleeper-sheet"
import { SleeperTable } from "./SleeperTable"

/** The sleepers of the chosen receipt: add, type, remove, download, delete; the actions below on wide screens. */
export const MeasurementPanel = ({
  rows,
  unit,
  readOnly,
  mayMeasure,
  mayDelete,
  phone,
  actions,
  onAdd,
  onReport,
  onDelete,
  onType,
  onEnter,
  onRemove,
  register
}: {
  rows: ReadonlyArray<SleeperRow>
  unit: MeasurementUnit
  readOnly: boolean
  /** The user may save or submit measurements (else Add Sleeper is not offered). */
  mayMeasure: boolean
  /** The user may delete a receipt (else Delete Receipt is not offered). */
  mayDelete: boolean
  phone: boolean
  actions: ReactNode
  onAdd: () => void
  onReport: () => void
  onDelete: () => void
  onType: (rowId: string, dimension: SleeperDimension, text: string) => void
  onEnter: (rowId: string, dimension: SleeperDimension) => void
  onRemove: (rowId: string) => void
  register: (rowId: string, dimension: SleeperDimension, input: HTMLInputElement | null) => void
}) => (
  <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Sleeper measurement">
    <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, flexWrap: "wrap", gap: 1 }}>
      <Typography variant="h6" component="h2">
        Sleeper Measurement
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {mayMeasure && (
          <Button startIcon={<AddIcon />} onClick={onAdd} disabled={readOnly}>
            Add Sleeper
          </Button>
        )}
        <Button onClick={onReport}>Download PDF</Button>
        {mayDelete && (
          <Button color="error" onClick={onDelete} disabled={readOnly}>
            Delete Receipt
          </Button>
        )}
      </Stack>
    </Stack>
    <SleeperTable rows={rows} unit={unit} readOnly={readOnly} phone={phone} onType={onType} onEnter={onEnter} onRemove={onRemove} register={register} />
    {!phone && !readOnly && (
      <Stack direction="row" sx={{ mt: 2, justifyContent: "flex-end" }}>
        {actions}
      </Stack>
    )}
    {!readOnly && rows.some(isBlank) && (
      <Typography variant="caption" color="text.secondary">
        Empty rows are not saved. Enter moves thickness → width → length → a new row.
      </Typography>
    )}
  </Paper>
)
