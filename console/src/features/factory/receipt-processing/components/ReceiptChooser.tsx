import { Grid, MenuItem, Paper, TextField, ToggleButton, ToggleButtonGroup } from "@mui/material"
import type { LotDto } from "@timber/contracts"
import type { MeasurementUnit } from "@timber/domain/calculators/sleeper-volume"
import { isClosed } from "../use-receipt-sheet"

/** Under the selector while the LOT shown is closed (completed or cancelled): it stays chosen, read-only. */
export const receiptChooserNote = (lotNumber: string, status: string) => `${lotNumber} is ${status}: shown read-only. Choose another LOT to measure.`

/**
 * The LOT to measure (receipts still open, and the one shown when it is closed: after Submit &
 * Complete, or opened from the history, it stays chosen and marked, never a blank selector) and
 * the unit the sleepers are shown and typed in.
 */
export const ReceiptChooser = ({
  selectable,
  chosenId,
  unit,
  onChoose,
  onUnit
}: {
  selectable: ReadonlyArray<LotDto>
  chosenId: string
  unit: MeasurementUnit
  onChoose: (id: string) => void
  onUnit: (unit: MeasurementUnit) => void
}) => {
  const chosen = selectable.find((r) => r.id === chosenId)
  const helperText =
    chosen && isClosed(chosen) ? receiptChooserNote(chosen.lotNumber, chosen.status) : selectable.length === 0 ? "No receipts waiting for processing" : " "
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Grid container spacing={2} sx={{ alignItems: "center" }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField select fullWidth label="LOT Number" value={chosenId} onChange={(e) => onChoose(e.target.value)} helperText={helperText}>
            {selectable.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.lotNumber} · {r.woodType?.name ?? "N/A"} · {r.status}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={unit}
            aria-label="Units"
            onChange={(_e, next: MeasurementUnit | null) => {
              if (next) onUnit(next)
            }}
          >
            <ToggleButton value="imperial">Imperial (in/ft)</ToggleButton>
            <ToggleButton value="metric">Metric (cm)</ToggleButton>
          </ToggleButtonGroup>
        </Grid>
      </Grid>
    </Paper>
  )
}
