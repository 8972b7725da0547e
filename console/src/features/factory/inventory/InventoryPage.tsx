import { Alert, Box, Button, Card, MenuItem, Stack, Tab, Tabs, TextField, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import TuneIcon from "@mui/icons-material/Tune"
import { DataGrid, type GridColDef } from "@mui/x-data-grid"
import {
  LiveTopics,
  StockMessages,
  WarehouseMessages,
  WOOD_STATUS_LABELS,
  type ConsolidatedStockRow,
  type LowStockAlert,
  type StockAdjustment,
  type WarehouseStockRow
} from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useMemo, useState } from "react"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useLiveRefetch } from "../../../api/live"
import { useStockWarehouses, useWarehouses, warehousesKey } from "../../../api/queries/warehouses"
import { useWoodTypes } from "../../../api/queries/wood-types"
import { useAuth } from "../../../auth/AuthProvider"
import { permits } from "../../../lib/write-actions"
import { downloadPdf } from "../../../lib/download-pdf"
import { formatDateTime } from "../../../lib/format"
import { overflowCell } from "../../../ui/OverflowText"
import { LoadingLine } from "../../../ui/LoadingLine"
import { PageHeader } from "../../../ui/PageHeader"
import { usePhoneColumns } from "../../../ui/phone-columns"
import { stockKey, useAdjustStock, useAlerts, useConsolidated, useSetMinimum, useWarehouseStock } from "./api/inventory"
import { AdjustmentsList } from "./components/AdjustmentsList"
import { AdjustmentDialog } from "./components/AdjustmentDialog"
import { UnderDryingCell } from "./components/drying-finish"
import { MinimumLevelDialog } from "./components/MinimumLevelDialog"
import { PendingArrivals } from "./components/PendingArrivals"
import { transfersKey } from "../../../api/queries/transfers"
import { inventoryWarehouseLabel, inventoryWarehouses } from "./inventory-warehouses"
import { INVENTORY_COLUMNS, inventoryFileName, inventoryLine, inventoryReport } from "./report/inventory-report"

type TabKey = "warehouse" | "consolidated" | "alerts" | "adjustments"
const TABS: ReadonlyArray<{ key: TabKey; label: string }> = [
  { key: "warehouse", label: "By Warehouse" },
  { key: "consolidated", label: "Consolidated View" },
  { key: "alerts", label: "Low Stock Alerts" },
  { key: "adjustments", label: "Stock Adjustments" }
]

const gridSx = { border: 0, "& .MuiDataGrid-columnHeaders": { bgcolor: "#f8fafc" }, "& .MuiDataGrid-columnHeaderTitle": { fontWeight: 700 } } as const
const number = { type: "number" as const, width: 110 }
const Empty = ({ text }: { text: string }) => (
  <Box sx={{ py: 6, textAlign: "center" }}>
    <Typography color="text.secondary">{text}</Typography>
  </Box>
)

/** The 9 columns of the table and the PDF (spec section 9), from one definition. */
const UNDER_DRYING_COLUMN = INVENTORY_COLUMNS.indexOf("Under Drying")
const NO_ROWS: ReadonlyArray<WarehouseStockRow> = []

const stockColumns: GridColDef<WarehouseStockRow>[] = INVENTORY_COLUMNS.map((headerName, i) =>
  i < 2
    ? {
        field: i === 0 ? "woodType" : "thickness",
        headerName,
        flex: i === 0 ? 1 : undefined,
        minWidth: i === 0 ? 140 : 100,
        valueGetter: (_v, row) => inventoryLine(row)[i]
      }
    : i === UNDER_DRYING_COLUMN
      ? {
          field: headerName,
          headerName,
          ...number,
          width: 150,
          valueGetter: (_v, row) => inventoryLine(row)[i],
          renderCell: ({ row, value }) => <UnderDryingCell row={row} count={Number(value)} />
        }
      : { field: headerName, headerName, ...number, valueGetter: (_v, row) => inventoryLine(row)[i] }
)

const consolidatedColumns: GridColDef<ConsolidatedStockRow & { id: string }>[] = [
  { field: "woodType", headerName: "Wood Type", flex: 1, minWidth: 140, valueGetter: (_v, row) => row.woodType.name },
  { field: "thickness", headerName: "Thickness", width: 100 },
  { field: "totalNotDried", headerName: "Not Dried", ...number },
  { field: "totalUnderDrying", headerName: "Under Drying", ...number },
  { field: "totalDried", headerName: "Dried", ...number },
  { field: "totalDamaged", headerName: "Damaged", ...number },
  { field: "totalInTransit", headerName: "In Transit", ...number },
  {
    field: "warehouses",
    headerName: "Warehouses",
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, row) => row.warehouses.map((w) => `${w.warehouse.code}: ${w.notDried + w.underDrying + w.dried + w.damaged}`).join(", "),
    renderCell: overflowCell
  }
]

const alertColumns: GridColDef<LowStockAlert>[] = [
  {
    field: "warehouse",
    headerName: "Warehouse",
    flex: 1,
    minWidth: 140,
    valueGetter: (_v, row) => `${row.warehouse.name} (${row.warehouse.code})`,
    renderCell: overflowCell
  },
  { field: "woodType", headerName: "Wood Type", width: 130, valueGetter: (_v, row) => row.woodType.name },
  { field: "thickness", headerName: "Thickness", width: 100 },
  { field: "currentStock", headerName: "Current Stock", ...number, width: 120 },
  { field: "minimumStockLevel", headerName: "Minimum", ...number },
  { field: "shortfall", headerName: "Shortfall", ...number }
]

/**
 * Every column shares the width (flex) above a floor its content needs, so at 1440 px the grid
 * fits beside the sidebar without sideways scrolling (issue 24 item 15: it scrolled by 60 px).
 */
const adjustmentColumns: GridColDef<StockAdjustment>[] = [
  { field: "adjustedAt", headerName: "Date", flex: 1.2, minWidth: 135, valueGetter: (_v, row) => formatDateTime(row.adjustedAt), renderCell: overflowCell },
  { field: "warehouse", headerName: "Warehouse", flex: 0.8, minWidth: 90, valueGetter: (_v, row) => row.warehouse.code, renderCell: overflowCell },
  { field: "woodType", headerName: "Wood Type", flex: 0.9, minWidth: 95, valueGetter: (_v, row) => row.woodType.name, renderCell: overflowCell },
  { field: "thickness", headerName: "Thickness", flex: 0.7, minWidth: 85 },
  {
    field: "woodStatus",
    headerName: "Status",
    flex: 0.9,
    minWidth: 100,
    valueGetter: (_v, row) => WOOD_STATUS_LABELS[row.woodStatus],
    renderCell: overflowCell
  },
  { field: "quantityBefore", headerName: "Before", type: "number", flex: 0.6, minWidth: 70 },
  { field: "quantityAfter", headerName: "After", type: "number", flex: 0.6, minWidth: 70 },
  {
    field: "quantityChange",
    headerName: "Change",
    type: "number",
    flex: 0.6,
    minWidth: 75,
    valueFormatter: (v: number) => (v > 0 ? `+${v}` : String(v))
  },
  { field: "reason", headerName: "Reason", flex: 1.4, minWidth: 120, renderCell: overflowCell },
  {
    field: "adjustedBy",
    headerName: "By",
    flex: 1,
    minWidth: 110,
    valueGetter: (_v, row) => `${row.adjustedBy.firstName} ${row.adjustedBy.lastName}`.trim() || row.adjustedBy.email,
    renderCell: overflowCell
  }
]

export default function InventoryPage() {
  const { enqueueSnackbar } = useSnackbar()
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const mayChange = permits(user, "changeStock")
  const [tab, setTab] = useState<TabKey>("warehouse")
  // the dialogs write to ACTIVE warehouses only; the selector also shows an archived one that still holds stock
  const stockWarehouses = useStockWarehouses().data
  const warehouses = useWarehouses(true)
  const shownWarehouses = useMemo(() => inventoryWarehouses(warehouses.data ?? []), [warehouses.data])
  const [chosen, setChosen] = useState<string | null>(null)
  const warehouseId = chosen ?? shownWarehouses[0]?.id ?? null
  const warehouse = shownWarehouses.find((w) => w.id === warehouseId) ?? null
  const stock = useWarehouseStock(warehouseId)
  const stockRows = stock.data ?? NO_ROWS
  const consolidated = useConsolidated(tab === "consolidated")
  const alerts = useAlerts()
  const woodTypes = useWoodTypes()
  // a drying reading moves the estimated finish date under the under-drying count
  useLiveRefetch([LiveTopics.stock, LiveTopics.warehouses, LiveTopics.transfers, LiveTopics.drying], [stockKey, warehousesKey, transfersKey])
  const adjust = useAdjustStock()
  const setMinimum = useSetMinimum()
  const runAdjust = useToastMutation(adjust)
  const runSetMinimum = useToastMutation(setMinimum)
  const [adjusting, setAdjusting] = useState(false)
  const [settingMinimum, setSettingMinimum] = useState(false)
  const shownStockColumns = usePhoneColumns(stockColumns, ["woodType", "thickness", "Available"])
  const shownAlertColumns = usePhoneColumns(alertColumns, ["woodType", "thickness", "shortfall"])
  const shownAdjustmentColumns = usePhoneColumns(adjustmentColumns, ["woodType", "quantityChange"])
  const shownConsolidatedColumns = usePhoneColumns(consolidatedColumns, ["woodType", "totalNotDried"])
  const lowCount = alerts.data?.length ?? 0

  const exportPdf = async () => {
    if (!warehouse) return
    const at = new Date()
    await downloadPdf(inventoryReport(warehouse, stock.data ?? [], at), inventoryFileName(warehouse, at)).catch(() =>
      enqueueSnackbar(StockMessages.reportFailed, { variant: "error" })
    )
  }

  return (
    <>
      <PageHeader title="Inventory Reports" subtitle="Stock per warehouse, across warehouses, below minimum, and its adjustments" />
      {lowCount > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setTab("alerts")}>
              View
            </Button>
          }
        >
          {lowCount} item(s) below minimum stock level
        </Alert>
      )}
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, v: TabKey) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}
        >
          {TABS.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} />
          ))}
        </Tabs>

        {tab === "warehouse" && (
          <>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2, alignItems: { sm: "center" } }}>
              <TextField
                select
                size="small"
                label="Warehouse"
                value={warehouseId ?? ""}
                onChange={(e) => setChosen(e.target.value)}
                sx={{ minWidth: 260 }}
                disabled={shownWarehouses.length === 0}
              >
                {shownWarehouses.map((w) => (
                  <MenuItem key={w.id} value={w.id}>
                    {inventoryWarehouseLabel(w)}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ flexGrow: 1 }} />
              <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={!warehouse} onClick={() => void exportPdf()}>
                Export PDF
              </Button>
            </Stack>
            {warehouses.isError ? (
              <Empty text={WarehouseMessages.fetchFailed} />
            ) : stock.isError ? (
              <Empty text={StockMessages.fetchWarehouseStockFailed} />
            ) : warehouses.isPending ? (
              <LoadingLine />
            ) : !warehouse ? (
              <Empty text="No stock-controlled warehouses" />
            ) : (stock.data ?? []).length === 0 && !stock.isLoading ? (
              <Empty text="No stock in this warehouse" />
            ) : (
              <DataGrid rows={stockRows} columns={shownStockColumns} loading={stock.isLoading} autoHeight disableRowSelectionOnClick hideFooter sx={gridSx} />
            )}
            {warehouse && <PendingArrivals warehouseId={warehouse.id} />}
          </>
        )}

        {tab === "consolidated" &&
          (consolidated.isError ? (
            <Empty text={StockMessages.fetchConsolidatedFailed} />
          ) : (consolidated.data ?? []).length === 0 && !consolidated.isLoading ? (
            <Empty text="No stock yet" />
          ) : (
            <DataGrid
              rows={(consolidated.data ?? []).map((r) => ({ ...r, id: `${r.woodType.id}~${r.thickness}` }))}
              columns={shownConsolidatedColumns}
              loading={consolidated.isLoading}
              autoHeight
              disableRowSelectionOnClick
              hideFooter
              sx={gridSx}
            />
          ))}

        {tab === "alerts" && (
          <>
            {mayChange && (
              <Stack direction="row" sx={{ p: 2, justifyContent: "flex-end" }}>
                <Button variant="contained" color="secondary" startIcon={<TuneIcon />} onClick={() => setSettingMinimum(true)}>
                  Set Minimum Level
                </Button>
              </Stack>
            )}
            {alerts.isPending ? (
              <LoadingLine />
            ) : (alerts.data ?? []).length === 0 ? (
              <Empty text="No items below minimum stock level" />
            ) : (
              <DataGrid rows={alerts.data ?? []} columns={shownAlertColumns} autoHeight disableRowSelectionOnClick hideFooter sx={gridSx} />
            )}
          </>
        )}

        {tab === "adjustments" && (
          <>
            {mayChange && (
              <Stack direction="row" sx={{ p: 2, justifyContent: "flex-end" }}>
                <Button variant="contained" color="secondary" startIcon={<AddIcon />} onClick={() => setAdjusting(true)}>
                  New Adjustment
                </Button>
              </Stack>
            )}
            <AdjustmentsList columns={shownAdjustmentColumns} empty={<Empty text="No stock adjustments yet" />} sx={gridSx} />
          </>
        )}
      </Card>

      <AdjustmentDialog
        open={adjusting}
        warehouses={stockWarehouses}
        woodTypes={woodTypes.data ?? []}
        defaultWarehouseId={warehouseId}
        busy={adjust.isPending}
        serverError={adjust.error}
        onClose={() => {
          adjust.reset()
          setAdjusting(false)
        }}
        onSubmit={(payload) => runAdjust(payload, { success: StockMessages.adjusted, failure: StockMessages.adjustFailed, then: () => setAdjusting(false) })}
      />
      <MinimumLevelDialog
        open={settingMinimum}
        warehouses={stockWarehouses}
        woodTypes={woodTypes.data ?? []}
        defaultWarehouseId={warehouseId}
        busy={setMinimum.isPending}
        serverError={setMinimum.error}
        onClose={() => {
          setMinimum.reset()
          setSettingMinimum(false)
        }}
        onSubmit={(payload) =>
          runSetMinimum(payload, { success: StockMessages.minimumSaved, failure: StockMessages.minimumFailed, then: () => setSettingMinimum(false) })
        }
      />
    </>
  )
}
