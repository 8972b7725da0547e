import { Alert, Card, CardContent, CardHeader, Typography } from "@mui/material"
import type { GridColDef } from "@mui/x-data-grid"
import { dryingStockSize, type DryingCost } from "@timber/contracts"
import { fixed, formatDate, tzs } from "../../../../lib/format"
import { usePhoneColumns } from "../../../../ui/phone-columns"
import { ServerDataGrid } from "../../../../ui/ServerDataGrid"
import { useDryingCostList } from "../api/drying-cost-list"

/** The spec is silent on this list; worded like the drying screen's empty texts. */
export const NO_DRYING_COSTS = "No completed drying batches yet"
export const DRYING_COSTS_FAILED = "Failed to load kiln charges"

const perM3 = (value: number | null, format: (v: number) => string) => (value === null ? "—" : format(value))

const COLUMNS: GridColDef<DryingCost>[] = [
  { field: "endTime", headerName: "Completed", width: 130, valueGetter: (_v, row) => row.endTime, valueFormatter: (v: string) => formatDate(v) },
  { field: "batchNumber", headerName: "Batch", flex: 1, minWidth: 120 },
  { field: "woodType", headerName: "Wood type", width: 120, valueFormatter: (v: string | null) => v ?? "—" },
  // the row the batch dried, as the inventory names it (`Plank 2" × 8"`)
  { field: "stock", headerName: "Stock", width: 130, valueGetter: (_v, row) => dryingStockSize(row) ?? "—" },
  { field: "volumeM3", headerName: "Wood (m³)", type: "number", width: 105, valueFormatter: (v: number | null) => perM3(v, (n) => fixed(n, 3)) },
  { field: "kwhUsed", headerName: "kWh", type: "number", width: 85, valueFormatter: (v: number) => fixed(v, 1) },
  { field: "totalCost", headerName: "Total cost", type: "number", width: 140, valueFormatter: (v: number) => tzs(v) },
  { field: "kwhPerM3", headerName: "kWh per m³", type: "number", width: 110, valueFormatter: (v: number | null) => perM3(v, (n) => fixed(n, 1)) },
  { field: "costPerM3", headerName: "TZS per m³", type: "number", width: 150, valueFormatter: (v: number | null) => perM3(v, tzs) }
]

/**
 * The "Kiln charges" card (ARCHITECTURE.md, glossary): the drying cost account, each completed batch with the kWh and TZS it took per m³ of wood dried,
 * a page at a time from the server, newest completion first (or by batch number). A batch whose
 * volume is not known (no measured receipt of its wood type and thickness) shows "—" per m³.
 */
export const DryingCostList = () => {
  const costs = useDryingCostList()
  const columns = usePhoneColumns(COLUMNS, ["batchNumber", "endTime", "costPerM3"])
  return (
    <Card component="section" aria-labelledby="kiln-charges-title">
      <CardHeader
        title="Kiln charges"
        subheader="Completed drying batches: electricity and cost per m³ of wood dried"
        slotProps={{ title: { variant: "h6", component: "h2", id: "kiln-charges-title" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {costs.query.isError ? (
          <Alert severity="error">{DRYING_COSTS_FAILED}</Alert>
        ) : (
          <ServerDataGrid
            page={costs}
            columns={columns}
            autoHeight
            disableRowSelectionOnClick
            localeText={{ noRowsLabel: NO_DRYING_COSTS }}
            sx={{ border: 0 }}
          />
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          kWh is the prepaid meter's fall plus the recharges pasted with the batch's readings, priced as those units were bought (first the units on the meter
          at the start, at the recharge recorded before it); cost adds the oven's depreciation, maintenance and labour over the batch's hours. Wood m³ is the
          batch's pieces × the average measured volume of the pieces received of the same wood type and thickness.
        </Typography>
      </CardContent>
    </Card>
  )
}
