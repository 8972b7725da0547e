import AddIcon from "@mui/icons-material/Add"
import AttachMoneyIcon from "@mui/icons-material/AttachMoney"
import BuildIcon from "@mui/icons-material/Build"
import CheckCircleIcon from "@mui/icons-material/CheckCircle"
import DeleteIcon from "@mui/icons-material/Delete"
import EditIcon from "@mui/icons-material/Edit"
import ErrorIcon from "@mui/icons-material/Error"
import FactCheckIcon from "@mui/icons-material/FactCheck"
import Inventory2Icon from "@mui/icons-material/Inventory2"
import SettingsIcon from "@mui/icons-material/Settings"
import VisibilityIcon from "@mui/icons-material/Visibility"
import { Box, Button, Card, Grid, Stack, Typography, useMediaQuery } from "@mui/material"
import type { GridColDef, GridRowSelectionModel } from "@mui/x-data-grid"
import { LiveTopics, type Asset, type AssetSort } from "@timber/contracts"
import { useMemo, useState, type ReactNode } from "react"
import { Link as RouterLink, useNavigate } from "react-router-dom"
import { useLiveRefetch } from "../../../api/live"
import { assetPagesKey, assetsKey, fetchAssetPage, useAssetCategories, useAssetStats, type AssetFilter } from "../../../api/queries/assets"
import { formatDate, tzsWhole } from "../../../lib/format"
import { useServerPage } from "../../../lib/use-server-page"
import { useMay } from "../../../lib/write-actions"
import { AssetStatusChip } from "../../../ui/AssetStatusChip"
import { DeleteAssetDialog } from "../delete-asset/DeleteAssetDialog"
import { wrapAnywhere } from "../../../ui/OverflowText"
import { PageHeader } from "../../../ui/PageHeader"
import { ServerDataGrid } from "../../../ui/ServerDataGrid"
import { ServerPager } from "../../../ui/ServerPager"
import { actionsColumn, RowAction } from "../../../ui/RowActions"
import { StatCard } from "../../../ui/StatCard"
import { usePhone } from "../../../ui/use-phone"
import { PrintLabelsButton } from "../labels/PrintLabelsButton"
import { ScanQrButton } from "../qr/ScanQrButton"
import { shortDescription } from "./asset-description"
import { AssetCard } from "./components/AssetCard"
import { AssetFilters, type AssetChoices } from "./components/AssetFilters"
import { AssetThumbnail } from "./components/AssetThumbnail"
import { GRID_SX_CENTRED } from "../../../ui/grid-look"
import { ListNotice } from "../../../ui/ListNotice"

const NO_FILTER: AssetChoices = { status: "", categoryId: "", notSeenSince: "" }
const NONE_SELECTED: ReadonlyMap<string, Asset> = new Map()

/** The columns the server sorts by (contracts' ASSET_SORTS); newest first when none is chosen. */
const SORT_FIELDS: Readonly<Record<string, AssetSort>> = { assetTag: "assetTag", name: "name", status: "status", purchasePrice: "purchasePrice" }
const PAGE_SIZES = [10, 25, 50] as const

/** Whether a selection model names the row (DataGrid's "select all" is an exclusion list). */
const isSelected = (model: GridRowSelectionModel, id: string) => (model.type === "include" ? model.ids.has(id) : !model.ids.has(id))

/** The filters the server is asked, the empty ones left out. */
const filterOf = (choices: AssetChoices): AssetFilter => ({
  ...(choices.status ? { status: choices.status } : {}),
  ...(choices.categoryId ? { categoryId: choices.categoryId } : {}),
  ...(choices.notSeenSince ? { notSeenSince: choices.notSeenSince } : {})
})

/** Asset list (administration spec section 2): stats, search and filters, the register as a table (cards on a phone). */
export default function AssetListPage() {
  const navigate = useNavigate()
  const may = useMay()
  const phone = usePhone()
  const [filter, setFilter] = useState<AssetChoices>(NO_FILTER)
  // the assets picked for labels, kept across pages, sorts and searches (the grid shows one page)
  const [picked, setPicked] = useState<ReadonlyMap<string, Asset>>(NONE_SELECTED)
  const [deleting, setDeleting] = useState<Asset | null>(null)
  const filters = useMemo(() => filterOf(filter), [filter])
  const assets = useServerPage({
    queryKey: assetPagesKey,
    fetchPage: fetchAssetPage,
    sortFields: SORT_FIELDS,
    pageSizeOptions: PAGE_SIZES,
    pageSize: 25,
    filters
  })
  const categories = useAssetCategories()
  const stats = useAssetStats()
  useLiveRefetch([LiveTopics.assets], [assetsKey])

  const rows = assets.rows
  const selected = useMemo(() => [...picked.values()], [picked])
  const selection = useMemo<GridRowSelectionModel>(() => ({ type: "include", ids: new Set(picked.keys()) }), [picked])
  /** The page's rows picked or not as the grid says; rows of other pages keep their choice. */
  const pick = (model: GridRowSelectionModel) =>
    setPicked((known) => {
      const next = new Map(known)
      for (const row of rows)
        if (isSelected(model, row.id)) next.set(row.id, row)
        else next.delete(row.id)
      return next
    })
  const filtered = filter.status !== "" || filter.categoryId !== "" || filter.notSeenSince !== "" || assets.search.trim() !== ""

  const rowActions = (row: Asset): ReactNode => (
    <>
      <RowAction title="View" label={`View asset ${row.assetTag}`} onClick={() => navigate(`/dashboard/assets/${row.id}`)}>
        <VisibilityIcon fontSize="small" />
      </RowAction>
      {may("editAsset") && (
        <RowAction title="Edit" label={`Edit asset ${row.assetTag}`} onClick={() => navigate(`/dashboard/assets/${row.id}/edit`)}>
          <EditIcon fontSize="small" />
        </RowAction>
      )}
      {may("deleteAsset") && (
        <RowAction title="Delete" label={`Delete asset ${row.assetTag}`} color="error" onClick={() => setDeleting(row)}>
          <DeleteIcon fontSize="small" />
        </RowAction>
      )}
    </>
  )

  const wide = useMediaQuery("(min-width: 1440px)")
  const columns: GridColDef<Asset>[] = [
    {
      field: "imageUrl",
      headerName: "Image",
      width: 56,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Box sx={{ height: "100%", display: "flex", alignItems: "center" }}>
          <AssetThumbnail asset={row} />
        </Box>
      )
    },
    { field: "assetTag", headerName: "Tag", width: 84 },
    {
      field: "name",
      headerName: "Name",
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => {
        const description = shortDescription(row.description)
        return (
          <Box sx={{ py: 1, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, ...wrapAnywhere }}>
              {row.name}
            </Typography>
            {description && (
              <Typography variant="caption" color="text.secondary" sx={{ display: "block", ...wrapAnywhere }}>
                {description}
              </Typography>
            )}
          </Box>
        )
      }
    },
    { field: "category", headerName: "Category", width: 110, valueGetter: (_v, row) => row.category?.name ?? "—" },
    { field: "brand", headerName: "Brand", width: 90, valueGetter: (_v, row) => row.brand ?? "—" },
    { field: "status", headerName: "Status", width: 110, renderCell: ({ row }) => <AssetStatusChip status={row.status} /> },
    { field: "purchasePrice", headerName: "Purchase Price", width: 120, type: "number", valueFormatter: (value: number | undefined) => tzsWhole(value) },
    { field: "purchaseDate", headerName: "Purchase Date", width: 110, valueFormatter: (value: string) => formatDate(value) },
    {
      field: "nextMaintenanceDue",
      headerName: "Next Maintenance",
      width: 115,
      valueFormatter: (value: string | null) => (value ? formatDate(value) : "—")
    },
    actionsColumn<Asset>(112, rowActions)
  ]

  const s = stats.data
  const cards: ReadonlyArray<{ title: string; value: string; caption: string; icon: ReactNode; accent: string }> = [
    { title: "Total Assets", value: String(s?.totalAssets ?? "—"), caption: "In the register", icon: <Inventory2Icon />, accent: "#334155" },
    { title: "Active", value: String(s?.activeAssets ?? "—"), caption: "In use", icon: <CheckCircleIcon />, accent: "#15803d" },
    { title: "In Maintenance", value: String(s?.inMaintenance ?? "—"), caption: "Being serviced", icon: <BuildIcon />, accent: "#b45309" },
    { title: "Broken", value: String(s?.brokenAssets ?? "—"), caption: "Need repair", icon: <ErrorIcon />, accent: "#b91c1c" },
    { title: "Total Value", value: tzsWhole(s?.totalValue), caption: "Purchase prices", icon: <AttachMoneyIcon />, accent: "#1d4ed8" }
  ]

  const empty = (
    <ListNotice
      title={filtered ? "No assets match these filters" : "No assets yet"}
      hint={
        filtered
          ? "Clear the search or pick another status or category."
          : may("createAsset")
            ? "Add an asset to start the register."
            : "No asset has been registered."
      }
    />
  )

  return (
    <>
      <PageHeader
        title="Assets"
        subtitle="The company's tools and machines"
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Button variant="outlined" startIcon={<FactCheckIcon />} component={RouterLink} to="/dashboard/assets/stocktake">
              Stocktake
            </Button>
            <Button variant="outlined" startIcon={<SettingsIcon />} component={RouterLink} to="/dashboard/assets/settings">
              Asset Settings
            </Button>
            <ScanQrButton />
            {may("createAsset") && (
              <Button variant="contained" color="secondary" startIcon={<AddIcon />} onClick={() => navigate("/dashboard/assets/new")}>
                Add Asset
              </Button>
            )}
          </Stack>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {cards.map((c) => (
          // a money figure needs the phone's whole width; the four counts sit two by two
          <Grid key={c.title} size={{ xs: c.title === "Total Value" ? 12 : 6, sm: 4, lg: 2.4 }}>
            <StatCard {...c} />
          </Grid>
        ))}
      </Grid>
      <Card>
        <AssetFilters filter={filter} search={assets.search} categories={categories.data ?? []} onChange={setFilter} onSearch={assets.setSearch} />
        <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, alignItems: "center", minHeight: 40 }}>
          <Typography variant="body2" color="text.secondary">
            {selected.length > 0 ? `${selected.length} selected` : "Select assets to print their labels"}
          </Typography>
          <PrintLabelsButton assets={selected} />
        </Stack>
        {assets.query.isError ? (
          <ListNotice failure="Failed to load assets" />
        ) : rows.length === 0 && !assets.query.isLoading ? (
          empty
        ) : phone ? (
          <>
            <Stack spacing={1.5} sx={{ p: 1.5 }}>
              {rows.map((asset) => (
                <AssetCard
                  key={asset.id}
                  asset={asset}
                  selected={picked.has(asset.id)}
                  onSelect={(on) =>
                    setPicked((known) => {
                      const next = new Map(known)
                      if (on) next.set(asset.id, asset)
                      else next.delete(asset.id)
                      return next
                    })
                  }
                  actions={rowActions(asset)}
                />
              ))}
            </Stack>
            <ServerPager page={assets} label="Assets" />
          </>
        ) : (
          <ServerDataGrid
            page={assets}
            // the spec's columns and the row actions fit a 1366 px laptop beside the menu; the extra column waits for a wider screen
            columnVisibilityModel={{ nextMaintenanceDue: wide }}
            columns={columns}
            autoHeight
            getRowHeight={() => "auto"}
            checkboxSelection
            keepNonExistentRowsSelected
            disableRowSelectionOnClick
            rowSelectionModel={selection}
            onRowSelectionModelChange={pick}
            sx={GRID_SX_CENTRED}
          />
        )}
      </Card>
      <DeleteAssetDialog asset={deleting} onClose={() => setDeleting(null)} onDeleted={() => setPicked(NONE_SELECTED)} />
    </>
  )
}
