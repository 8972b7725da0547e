import { Grid, Paper, ToggleButton, ToggleButtonGroup } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import type { LotDto } from "@timber/contracts"
import type { MeasurementUnit } from "@timber/domain/calculators/sleeper-volume"
import { lotChoicesQuery } from "../../../../api/queries/lots"
import { LotSearchPicker } from "../../../../ui/LotSearchPicker"
import { isClosed, OPEN_RECEIPTS } from "../use-receipt-sheet"

/** Under the selector while the LOT shown is closed (completed or cancelled): it stays chosen, read-only. */
export const receiptChooserNote = (lotNumber: string, status: string) => `${lotNumber} is ${status}: shown read-only. Choose another LOT to measure.`

/**
 * The LOT to measure (receipts still open, searched on the server, and the one shown when it is
 * closed: after Submit & Complete, or opened from the history, it stays chosen and marked, never a
 * blank selector) and the unit the sleepers are shown and typed in.
 */
export const ReceiptChooser = ({
  chosen,
  unit,
  onChoose,
  onUnit
}: {
  chosen: LotDto | null
  unit: MeasurementUnit
  onChoose: (receipt: LotDto) => void
  onUnit: (unit: MeasurementUnit) => void
}) => {
  // the picker's first page, shared with it (same query): none open says so
  const open = useQuery(lotChoicesQuery("", OPEN_RECEIPTS))
  const helperText =
    chosen && isClosed(chosen) ? receiptChooserNote(chosen.lotNumber, chosen.status) : open.data?.length === 0 ? "No receipts waiting for processing" : " "
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Grid container spacing={2} sx={{ alignItems: "center" }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LotSearchPicker
            value={chosen}
            onChange={onChoose}
            filters={OPEN_RECEIPTS}
            describe={(r) => `${r.lotNumber} · ${r.woodType?.name ?? "N/A"} · ${r.status}`}
            helperText={helperText}
          />
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
