import { Grid, Paper } from "@mui/material"
import { LotSearchPicker } from "../../../../ui/LotSearchPicker"
import type { LotDto, WoodType } from "@timber/contracts"
import { lotLabel } from "../slicer-figures"
import { WoodTypeSelect } from "../../../../ui/WoodTypeSelect"

/**
 * The LOT to slice (each labelled Completed / Draft / Not Started), searched on the server, and
 * the operation's wood type.
 */
export const LotPicker = ({
  lot,
  lotNumber,
  woodTypes,
  woodTypeId,
  onLot,
  onWoodType
}: {
  lot: LotDto | null
  lotNumber: string | null
  woodTypes: ReadonlyArray<WoodType>
  woodTypeId: string | null
  onLot: (lot: LotDto) => void
  onWoodType: (id: string) => void
}) => (
  <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <LotSearchPicker
          value={lot}
          onChange={onLot}
          describe={(l) => `${l.lotNumber} · ${l.woodType?.name ?? "N/A"} · ${lotLabel(l)}`}
          helperText={lotNumber === null ? "LOT number is required to start slicing" : " "}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <WoodTypeSelect fullWidth woodTypes={woodTypes} value={woodTypeId ?? ""} onChange={onWoodType} disabled={lotNumber === null} />
      </Grid>
    </Grid>
  </Paper>
)
