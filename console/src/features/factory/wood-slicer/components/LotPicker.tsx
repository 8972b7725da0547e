import { Grid, MenuItem, Paper, TextField } from "@mui/material"
import type { LotDto, WoodType } from "@timber/contracts"
import { lotLabel } from "../slicer-figures"

/** The LOT to slice (each labelled Completed / Draft / Not Started) and the operation's wood type. */
export const LotPicker = ({
  lots,
  lotNumber,
  woodTypes,
  woodTypeId,
  onLot,
  onWoodType
}: {
  lots: ReadonlyArray<LotDto>
  lotNumber: string | null
  woodTypes: ReadonlyArray<WoodType>
  woodTypeId: string | null
  onLot: (lot: LotDto) => void
  onWoodType: (id: string) => void
}) => (
  <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <TextField
          select
          fullWidth
          label="LOT Number"
          value={lotNumber ?? ""}
          onChange={(e) => {
            const lot = lots.find((l) => l.lotNumber === e.target.value)
            if (lot) onLot(lot)
          }}
          helperText={lotNumber === null ? "LOT number is required to start slicing" : " "}
        >
          {lots.map((lot) => (
            <MenuItem key={lot.id} value={lot.lotNumber}>
              {lot.lotNumber} · {lot.woodType?.name ?? "N/A"} · {lotLabel(lot)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <TextField select fullWidth label="Wood Type" value={woodTypeId ?? ""} onChange={(e) => onWoodType(e.target.value)} disabled={lotNumber === null}>
          {woodTypes.map((w) => (
            <MenuItem key={w.id} value={w.id}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  </Paper>
)
