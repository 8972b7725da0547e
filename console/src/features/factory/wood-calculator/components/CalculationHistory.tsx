import { Box, Button, Card, Stack, Typography } from "@mui/material"
import ContentCopyIcon from "@mui/icons-material/ContentCopy"
import DeleteIcon from "@mui/icons-material/Delete"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import UploadIcon from "@mui/icons-material/Upload"
import type { GridColDef, GridRowSelectionModel } from "@mui/x-data-grid"
import type { Calculation } from "@timber/contracts"
import { formatPlankVolume } from "@timber/domain/calculators/plank-price"
import { useMemo } from "react"
import { formatDateTime, tzs } from "../../../../lib/format"
import { usePhoneColumns } from "../../../../ui/phone-columns"
import { actionsColumn, RowAction } from "../../../../ui/RowActions"
import { ServerDataGrid } from "../../../../ui/ServerDataGrid"
import type { CalculationHistoryPage } from "../api/calculations"
import { dimensions, planksPerM3Text } from "../report/calculation-sheet"
import { GRID_SX } from "../../../../ui/grid-look"

/** On a phone: the price per plank, the figure an operator looks for (Load brings back the whole calculation). */
const PHONE_FIELDS = ["price_per_plank"]

export const CalculationHistory = ({
  page,
  selection,
  onSelectionChange,
  onLoad,
  onCopy,
  onDelete,
  onCombinedReport
}: {
  /** The history a page at a time from the server; a selection is of the page shown. */
  page: CalculationHistoryPage
  selection: GridRowSelectionModel
  onSelectionChange: (selection: GridRowSelectionModel) => void
  onLoad: (c: Calculation) => void
  onCopy: (c: Calculation) => void
  onDelete: (c: Calculation) => void
  onCombinedReport: () => void
}) => {
  const selected = selection.type === "include" ? selection.ids.size : page.rows.length - selection.ids.size
  const columns = useMemo<GridColDef<Calculation>[]>(
    () => [
      { field: "created_at", headerName: "Time", width: 160, valueGetter: (_v, row) => formatDateTime(row.created_at) },
      { field: "wood_type", headerName: "Wood Type", flex: 1, minWidth: 110, valueGetter: (_v, row) => row.wood_type?.name ?? "N/A" },
      { field: "dimensions", headerName: "Dimensions", width: 130, valueGetter: (_v, row) => dimensions(row) },
      { field: "price_per_plank", headerName: "Price/Plank", width: 140, valueGetter: (_v, row) => tzs(row.price_per_plank) },
      { field: "volume_m3", headerName: "Volume", width: 110, valueGetter: (_v, row) => `${formatPlankVolume(row.volume_m3)} m³` },
      { field: "planks_per_m3", headerName: "Planks/m³", width: 100, valueGetter: (_v, row) => planksPerM3Text(row.planks_per_m3) },
      { field: "price_per_m3", headerName: "Price/m³", width: 160, valueGetter: (_v, row) => tzs(row.price_per_m3) },
      actionsColumn(130, (row) => {
        const at = formatDateTime(row.created_at)
        return (
          <>
            <RowAction title="Load" label={`Load calculation ${at}`} onClick={() => onLoad(row)}>
              <UploadIcon fontSize="small" />
            </RowAction>
            <RowAction title="Copy" label={`Copy calculation ${at}`} onClick={() => onCopy(row)}>
              <ContentCopyIcon fontSize="small" />
            </RowAction>
            <RowAction title="Delete" label={`Delete calculation ${at}`} color="error" onClick={() => onDelete(row)}>
              <DeleteIcon fontSize="small" />
            </RowAction>
          </>
        )
      })
    ],
    [onLoad, onCopy, onDelete]
  )
  const shownColumns = usePhoneColumns(columns, PHONE_FIELDS)
  return (
    <Card>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ p: 2, gap: 1.5, justifyContent: "space-between", alignItems: { xs: "stretch", sm: "center" } }}>
        <Typography variant="h6" component="h2">
          Calculation History
        </Typography>
        <Button variant="contained" color="secondary" startIcon={<PictureAsPdfIcon />} disabled={selected === 0} onClick={onCombinedReport}>
          Generate Combined Report ({selected})
        </Button>
      </Stack>
      <Box>
        <ServerDataGrid<Calculation>
          page={page}
          columns={shownColumns}
          autoHeight
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={onSelectionChange}
          localeText={{ noRowsLabel: "No calculations yet. Enter the plank size and price above, press Calculate, then Save to keep it here." }}
          sx={GRID_SX}
        />
      </Box>
    </Card>
  )
}
