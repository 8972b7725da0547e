import AddIcon from "@mui/icons-material/Add"
import ArrowBackIcon from "@mui/icons-material/ArrowBack"
import AttachMoneyIcon from "@mui/icons-material/AttachMoney"
import CategoryIcon from "@mui/icons-material/Category"
import CheckCircleIcon from "@mui/icons-material/CheckCircle"
import DeleteIcon from "@mui/icons-material/Delete"
import EditIcon from "@mui/icons-material/Edit"
import Inventory2Icon from "@mui/icons-material/Inventory2"
import { Button, Card, CardHeader, Grid } from "@mui/material"
import type { GridColDef } from "@mui/x-data-grid"
import { AssetCategoryMessages, LiveTopics, type AssetCategory } from "@timber/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { Link as RouterLink } from "react-router-dom"
import { useLiveRefetch } from "../../../api/live"
import { assetsKey, useAssetCategories, useAssetStats } from "../../../api/queries/assets"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { tzsWhole } from "../../../lib/format"
import { useMay } from "../../../lib/write-actions"
import { DeleteDialog } from "../../../ui/DeleteDialog"
import { overflowCell } from "../../../ui/OverflowText"
import { PageHeader } from "../../../ui/PageHeader"
import { usePhoneColumns } from "../../../ui/phone-columns"
import { actionsColumn, RowAction } from "../../../ui/RowActions"
import { StatCard } from "../../../ui/StatCard"
import { useCreateCategory, useDeleteCategory, useUpdateCategory } from "./api/categories"
import { CategoryFormDialog } from "./components/CategoryFormDialog"
import { CatalogueGrid } from "../../../ui/CatalogueGrid"
import { ListNotice } from "../../../ui/ListNotice"

const PHONE_FIELDS = ["name", "code"]

/** Asset Settings (administration spec section 2): the register's stats and its categories. */
export default function AssetSettingsPage() {
  const may = useMay()
  const stats = useAssetStats()
  const categories = useAssetCategories()
  useLiveRefetch([LiveTopics.assets], [assetsKey])
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const remove = useDeleteCategory()
  const runCreate = useToastMutation(create)
  const runUpdate = useToastMutation(update)
  const runDelete = useToastMutation(remove)
  const [editing, setEditing] = useState<AssetCategory | "new" | null>(null)
  const [deleting, setDeleting] = useState<AssetCategory | null>(null)
  const queryClient = useQueryClient()
  const saving = editing === "new" ? create : update
  const mayEdit = may("editAssetCategory")
  const mayDelete = may("deleteAssetCategory")

  const maintenanceCostOf = new Map((stats.data?.maintenanceCostByCategory ?? []).map((c) => [c.categoryId, c.maintenanceCost]))
  const columns: GridColDef<AssetCategory>[] = [
    { field: "name", headerName: "Name", flex: 1, minWidth: 140, renderCell: overflowCell },
    { field: "code", headerName: "Code", width: 110 },
    { field: "description", headerName: "Description", flex: 1.5, minWidth: 160, valueGetter: (_v, row) => row.description ?? "—", renderCell: overflowCell },
    { field: "assets", headerName: "Assets", width: 90, type: "number", valueGetter: (_v, row) => row._count.assets },
    {
      // completed maintenance of the category's assets (costs per category)
      field: "maintenanceCost",
      headerName: "Maintenance Cost",
      width: 150,
      type: "number",
      // a category without completed maintenance cost 0; a user without amount on assets-items gets no figure ("—")
      valueGetter: (_v, row) => (stats.data?.maintenanceCost === undefined ? undefined : (maintenanceCostOf.get(row.id) ?? 0)),
      valueFormatter: (value: number | undefined) => tzsWhole(value)
    },
    actionsColumn<AssetCategory>(100, (row) => (
      <>
        {mayEdit && (
          <RowAction title="Edit" label={`Edit category ${row.code}`} onClick={() => setEditing(row)}>
            <EditIcon fontSize="small" />
          </RowAction>
        )}
        {mayDelete && (
          <RowAction title="Delete" label={`Delete category ${row.code}`} color="error" onClick={() => setDeleting(row)}>
            <DeleteIcon fontSize="small" />
          </RowAction>
        )}
      </>
    ))
  ]
  const shownColumns = usePhoneColumns(columns, PHONE_FIELDS)
  const rows = categories.data ?? []
  const s = stats.data

  return (
    <>
      <Button component={RouterLink} to="/dashboard/assets" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Back to Assets
      </Button>
      <PageHeader title="Asset Settings" subtitle="Categories of the asset register" />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Total Assets" value={String(s?.totalAssets ?? "—")} caption="In the register" icon={<Inventory2Icon />} accent="#334155" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard title="Categories" value={String(s?.categories ?? "—")} caption="Kinds of asset" icon={<CategoryIcon />} accent="#7c3aed" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard title="Active Assets" value={String(s?.activeAssets ?? "—")} caption="In use" icon={<CheckCircleIcon />} accent="#15803d" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard title="Total Value" value={tzsWhole(s?.totalValue)} caption="Purchase prices" icon={<AttachMoneyIcon />} accent="#1d4ed8" />
        </Grid>
      </Grid>
      <Card>
        <CardHeader
          title="Asset Categories"
          slotProps={{ title: { variant: "h6", component: "h2" } }}
          action={
            may("createAssetCategory") && (
              <Button variant="contained" color="secondary" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
                Add Category
              </Button>
            )
          }
        />
        <CatalogueGrid
          rows={rows}
          columns={shownColumns}
          loading={categories.isLoading}
          failure={categories.isError ? "Failed to load categories" : null}
          empty={<ListNotice title="No categories yet" hint="Add a category (Power Tools, Vehicles, Machines…) before registering assets." />}
        />
      </Card>
      <CategoryFormDialog
        open={editing !== null}
        category={editing === "new" ? null : editing}
        busy={saving.isPending}
        serverError={saving.error}
        onClose={() => {
          create.reset()
          update.reset()
          setEditing(null)
        }}
        onLoadCurrent={(current) => {
          // the form starts again from the category as it is now; nothing of the stale version is kept
          update.reset()
          if (current && editing && editing !== "new") setEditing(current)
          void queryClient.invalidateQueries({ queryKey: assetsKey })
        }}
        onSubmit={(payload) => {
          const done = { failure: AssetCategoryMessages.saveFailed, then: () => setEditing(null) }
          if (editing === "new") runCreate(payload, { ...done, success: AssetCategoryMessages.created })
          else if (editing) runUpdate({ category: editing, payload }, { ...done, success: AssetCategoryMessages.updated })
        }}
      />
      <DeleteDialog
        target={deleting}
        title="Delete Category"
        question={AssetCategoryMessages.confirmDelete}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={(category) =>
          runDelete(category, { success: AssetCategoryMessages.deleted, failure: AssetCategoryMessages.deleteFailed, always: () => setDeleting(null) })
        }
      />
    </>
  )
}
