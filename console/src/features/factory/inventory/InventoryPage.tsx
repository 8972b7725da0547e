import { Alert, Box, Button, Card, MenuItem, Stack, Tab, Tabs, TextField, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf"
import TuneIcon from "@mui/icons-material/Tune"
import { DataGrid, type GridColDef } from "@mui/x-data-grid"
import {
  formatM3,
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
import { INVENTORY_COLUMNS, INVENTORY_NAME_COLUMNS, inventoryFileName, inventoryLine, inventoryM3Line, inventoryReport } from "./report/inventory-report"
import { warehouseLabel } from "../../../ui/WarehouseSelect"
import { GRID_SX } from "../../../ui/grid-look"
import { ListNotice } from "../../../ui/ListNotice"

type TabKey = "warehouse" | "consolidated" | "alerts" | "adjustments"
const TABS: ReadonlyArray<{ key: TabKey; label: string }> = [
  { key: "warehouse", label: "By Warehouse" },
  { key: "consolidated", label: "Consolidated View" },
  { key: "alerts", label: "Low Stock Alerts" },
  { key: "adjustments", label: "Stock Adjustments" }
]

const number = { type: "number" as const, width: 110 }

/** A change as the ledger writes it: "+3", "-2", "0". */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value))

/** A count with its m³ beneath ("12" over "0.850 m³"; a change's m³ signed like its pieces). */
const WithM3 = ({ pieces, m3, signedM3 = false }: { pieces: number | string; m3: number | null; signedM3?: boolean }) => (
  <Box sx={{ textAlign: "right", lineHeight: 1.2, py: 0.5 }}>
    <div>{pieces}</div>
    {m3 !== null && (
      <Typography variant="caption" color="text.secondary">
        {`${signedM3 && m3 > 0 ? "+" : ""}${formatM3(m3)}`}
      </Typography>
    )}
  </Box>
)
const Empty = ({ text }: { text: string }) => <ListNotice hint={text} />

/** The columns of the table and the PDF (spec section 9, with the row's product and width), from one definition. */
const UNDER_DRYING_COLUMN = INVENTORY_COLUMNS.indexOf("Under Drying")
const NO_ROWS: ReadonlyArray<WarehouseStockRow> = []

const stockColumns: GridColDef<WarehouseStockRow>[] = INVENTORY_COLUMNS.map((headerName, i) =>
  i < INVENTORY_NAME_COLUMNS
    ? {
        field: i === 0 ? "woodType" : headerName,
        headerName,
        flex: i === 0 ? 1 : undefined,
        minWidth: i === 0 ? 140 : 90,
        valueGetter: (_v, row) => inventoryLine(row)[i]
      }
    : i === UNDER_DRYING_COLUMN
      ? {
          field: headerName,
          headerName,
          ...number,
          width: 150,
          valueGetter: (_v, row) => inventoryLine(row)[i],
          renderCell: ({ row, value }) => (
            <Box>
              <UnderDryingCell row={row} count={Number(value)} />
              <Typography variant="caption" color="text.secondary" sx={{ display: "block", textAlign: "right" }}>
                {formatM3(inventoryM3Line(row)[i] ?? 0)}
              </Typography>
            </Box>
          )
        }
      : {
          field: headerName,
          headerName,
          ...number,
          valueGetter: (_v, row) => inventoryLine(row)[i],
          renderCell: ({ row, value }) => <WithM3 pieces={value as number} m3={inventoryM3Line(row)[i] ?? null} />
        }
)

const consolidatedColumns: GridColDef<ConsolidatedStockRow & { id: string }>[] = [
  { field: "woodType", headerName: "Wood Type", flex: 1, minWidth: 140, valueGetter: (_v, row) => row.woodType.name },
  { field: "size", headerName: "Size", width: 150, renderCell: overflowCell },
  ...(
    [
      ["totalNotDried", "totalNotDriedM3", "Not Dried"],
      ["totalUnderDrying", "totalUnderDryingM3", "Under Drying"],
      ["totalDried", "totalDriedM3", "Dried"],
      ["totalDamaged", "totalDamagedM3", "Damaged"],
      ["totalInTransit", "totalInTransitM3", "In Transit"]
    ] as const
  ).map(([field, m3, headerName]): GridColDef<ConsolidatedStockRow & { id: string }> => ({
    field,
    headerName,
    ...number,
    renderCell: ({ row }) => <WithM3 pieces={row[field]} m3={row[m3]} />
  })),
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
    valueGetter: (_v, row) => warehouseLabel(row.warehouse),
    renderCell: overflowCell
  },
  { field: "woodType", headerName: "Wood Type", width: 130, valueGetter: (_v, row) => row.woodType.name },
  { field: "size", headerName: "Size", width: 150, renderCell: overflowCell },
  {
    field: "currentStock",
    headerName: "Current Stock",
    ...number,
    width: 120,
    renderCell: ({ row }) => <WithM3 pieces={row.currentStock} m3={row.currentStockM3} />
  },
  { field: "minimumStockLevel", headerName: "Minimum", ...number },
  { field: "shortfall", headerName: "Shortfall", ...number }
]

/**
 * Every column shares the width (flex) above a floor its content needs, so at 1440 px the grid
 * fits beside the sidebar without sideways scrolling (it scrolled by 60 px).
 */
const adjustmentColumns: GridColDef<StockAdjustment>[] = [
  { field: "adjustedAt", headerName: "Date", flex: 1.2, minWidth: 135, valueGetter: (_v, row) => formatDateTime(row.adjustedAt), renderCell: overflowCell },
  { field: "warehouse", headerName: "Warehouse", flex: 0.8, minWidth: 90, valueGetter: (_v, row) => row.warehouse.code, renderCell: overflowCell },
  { field: "woodType", headerName: "Wood Type", flex: 0.9, minWidth: 95, valueGetter: (_v, row) => row.woodType.name, renderCell: overflowCell },
  { field: "size", headerName: "Size", flex: 0.9, minWidth: 100, renderCell: overflowCell },
  {
    field: "woodStatus",
    headerName: "Status",
    flex: 0.9,
    minWidth: 100,
    valueGetter: (_v, row) => WOOD_STATUS_LABELS[row.woodStatus],
    renderCell: overflowCell
  },
  {
    field: "quantityBefore",
    headerName: "Before",
    type: "number",
    flex: 0.6,
    minWidth: 70,
    renderCell: ({ row }) => <WithM3 pieces={row.quantityBefore} m3={row.m3Before} />
  },
  {
    field: "quantityAfter",
    headerName: "After",
    type: "number",
    flex: 0.6,
    minWidth: 70,
    renderCell: ({ row }) => <WithM3 pieces={row.quantityAfter} m3={row.m3After} />
  },
  {
    field: "quantityChange",
    headerName: "Change",
    type: "number",
    flex: 0.7,
    minWidth: 80,
    renderCell: ({ row }) => <WithM3 pieces={signed(row.quantityChange)} m3={row.m3Change} signedM3 />
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
  const shownStockColumns = usePhoneColumns(stockColumns, ["woodType", "Thickness", "Width", "Available"])
  const shownAlertColumns = usePhoneColumns(alertColumns, ["woodType", "size", "shortfall"])
  const shownAdjustmentColumns = usePhoneColumns(adjustmentColumns, ["woodType", "size", "quantityChange"])
  const shownConsolidatedColumns = usePhoneColumns(consolidatedColumns, ["woodType", "totalNotDried"])
  const lowCount = alerts.data?.length ?? 0

  const exportPdf = async () => {
    if (!warehouse) return
    const at = new Date()
    await downloadPdf(inventoryReport(warehouse, stock.data ?? [], at), inventoryFileName(warehouse, at)).catch(() =>
      enqueueSnackbar(StockMessages.reportFailed, { variant: "error" })
    )
  }

  // both stock dialogs pick among the same rows, starting at the warehouse shown
  const stockRowChoices = { warehouses: stockWarehouses, woodTypes: woodTypes.data ?? [], defaultWarehouseId: warehouseId }
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
              <DataGrid rows={stockRows} columns={shownStockColumns} loading={stock.isLoading} autoHeight disableRowSelectionOnClick hideFooter sx={GRID_SX} />
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
              rows={(consolidated.data ?? []).map((r) => ({ ...r, id: `${r.woodType.id}~${r.size}` }))}
              columns={shownConsolidatedColumns}
              loading={consolidated.isLoading}
              autoHeight
              disableRowSelectionOnClick
              hideFooter
              sx={GRID_SX}
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
              <DataGrid rows={alerts.data ?? []} columns={shownAlertColumns} autoHeight disableRowSelectionOnClick hideFooter sx={GRID_SX} />
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
            <AdjustmentsList columns={shownAdjustmentColumns} empty={<Empty text="No stock adjustments yet" />} sx={GRID_SX} />
          </>
        )}
      </Card>

      <AdjustmentDialog
        open={adjusting}
        {...stockRowChoices}
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
        {...stockRowChoices}
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
