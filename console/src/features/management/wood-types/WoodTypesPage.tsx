import { Box, Button, Card, Chip, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import DeleteIcon from "@mui/icons-material/Delete"
import EditIcon from "@mui/icons-material/Edit"
import { DataGrid, type GridColDef } from "@mui/x-data-grid"
import { LiveTopics, WoodTypeMessages, type WoodType } from "@timber/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useSnackbar } from "notistack"
import { useEffect, useMemo, useState } from "react"
import { useLiveRefetch } from "../../../api/live"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useAuth } from "../../../auth/AuthProvider"
import { permits } from "../../../lib/write-actions"
import { DeleteDialog } from "../../../ui/DeleteDialog"
import { overflowCell } from "../../../ui/OverflowText"
import { PageHeader } from "../../../ui/PageHeader"
import { usePhoneColumns } from "../../../ui/phone-columns"
import { actionsColumn, RowAction } from "../../../ui/RowActions"
import { useWoodTypes, woodTypesKey } from "../../../api/queries/wood-types"
import { useApplyWoodTypeImage, useCreateWoodType, useDeleteWoodType, useUpdateWoodType } from "./api/wood-type-commands"
import { WoodTypeThumbnail } from "./components/WoodTypeThumbnail"
import { WoodTypeFormDialog } from "./components/WoodTypeFormDialog"
import { toWoodTypePayload, woodTypeFormFrom } from "./components/wood-type-form"
import type { WoodTypeImageChange } from "./components/wood-type-image"
import { GRID_SX_CENTRED } from "../../../ui/grid-look"

/** On a phone: the name (with its other names), the grade and the actions. */
const PHONE_FIELDS = ["name", "grade"]

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })
const priceRange = (w: WoodType) => (w.price_range ? `${whole.format(w.price_range.min)} – ${whole.format(w.price_range.max)}` : "—")

/** Wood Types Management (spec section 2): the catalogue LOTs, calculations and drying batches choose from. */
export default function WoodTypesPage() {
  const { enqueueSnackbar } = useSnackbar()
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const mayCreate = permits(user, "createWoodType")
  const mayEdit = permits(user, "editWoodType")
  const mayDelete = permits(user, "deleteWoodType")
  const woodTypes = useWoodTypes()
  useLiveRefetch([LiveTopics.woodTypes], [woodTypesKey])
  const create = useCreateWoodType()
  const update = useUpdateWoodType()
  const queryClient = useQueryClient()
  const remove = useDeleteWoodType()
  const image = useApplyWoodTypeImage()
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<WoodType | null>(null)
  const [deleting, setDeleting] = useState<WoodType | null>(null)
  const editingForm = useMemo(() => (editing ? woodTypeFormFrom(editing) : undefined), [editing])
  const runCreate = useToastMutation(create)
  const runUpdate = useToastMutation(update)
  const runRemove = useToastMutation(remove)
  const runImage = useToastMutation(image)
  /**
   * After the fields are saved (quietly), the picture change is applied and its outcome is what
   * the user is told; the dialog closes once both are done. A refused picture leaves the saved
   * wood type open for editing (never a second create).
   */
  const saved = (woodType: WoodType, change: WoodTypeImageChange, success: string, close: () => void) =>
    runImage(
      { id: woodType.id, version: woodType.version, change },
      {
        success,
        failure: WoodTypeMessages.saveFailed,
        then: close,
        otherwise: () => {
          setCreating(false)
          setEditing(woodType)
        }
      }
    )

  useEffect(() => {
    if (woodTypes.error) enqueueSnackbar(WoodTypeMessages.loadFailed, { variant: "error" })
  }, [woodTypes.error, enqueueSnackbar])

  const columns = useMemo<GridColDef<WoodType>[]>(
    () => [
      {
        field: "image_url",
        headerName: "Image",
        width: 76,
        sortable: false,
        renderCell: ({ row }) => <WoodTypeThumbnail woodType={row} />
      },
      {
        field: "name",
        headerName: "Name",
        flex: 1.3,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, lineHeight: 1.3, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
              {row.name}
            </Typography>
            {row.alternative_names.length > 0 && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {row.alternative_names.join(", ")}
              </Typography>
            )}
          </Box>
        )
      },
      {
        field: "grade",
        headerName: "Grade",
        width: 90,
        renderCell: ({ row }) => (row.grade ? <Chip size="small" label={row.grade} color="primary" variant="outlined" /> : "—")
      },
      { field: "origin", headerName: "Origin", flex: 1, minWidth: 110, valueGetter: (_v, row) => row.origin ?? "—", renderCell: overflowCell },
      { field: "density", headerName: "Density (kg/m³)", width: 135, valueGetter: (_v, row) => row.density ?? "—" },
      { field: "price_range", headerName: "Price (TZS/m³)", flex: 1, minWidth: 170, valueGetter: (_v, row) => priceRange(row), sortable: false },
      { field: "durability", headerName: "Durability", width: 110, valueGetter: (_v, row) => row.characteristics.durability ?? "—" },
      { field: "workability", headerName: "Workability", width: 115, valueGetter: (_v, row) => row.characteristics.workability ?? "—" },
      // someone who may neither edit nor delete sees no empty Actions column
      ...(mayEdit || mayDelete
        ? [
            actionsColumn<WoodType>(100, (row) => (
              <>
                {mayEdit && (
                  <RowAction title="Edit" label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
                    <EditIcon fontSize="small" />
                  </RowAction>
                )}
                {mayDelete && (
                  <RowAction title="Delete" label={`Delete ${row.name}`} color="error" onClick={() => setDeleting(row)}>
                    <DeleteIcon fontSize="small" />
                  </RowAction>
                )}
              </>
            ))
          ]
        : [])
    ],
    [mayEdit, mayDelete]
  )
  const shownColumns = usePhoneColumns(columns, PHONE_FIELDS)

  return (
    <>
      <PageHeader
        title="Wood Types Management"
        subtitle="The species the factory buys, with grade, density, prices and working properties"
        actions={
          mayCreate && (
            <Button variant="contained" color="secondary" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Add Wood Type
            </Button>
          )
        }
      />
      <Card>
        <DataGrid
          rows={woodTypes.data ?? []}
          columns={shownColumns}
          loading={woodTypes.isLoading}
          autoHeight
          getRowHeight={() => "auto"}
          disableRowSelectionOnClick
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          localeText={{ noRowsLabel: mayCreate ? WoodTypeMessages.emptyCatalogue : WoodTypeMessages.emptyCatalogueReadOnly }}
          sx={GRID_SX_CENTRED}
        />
      </Card>

      <WoodTypeFormDialog
        mode="create"
        open={creating}
        busy={create.isPending || image.isPending}
        serverError={create.error}
        onClose={() => {
          create.reset()
          setCreating(false)
        }}
        onSubmit={(values, change) =>
          runCreate(toWoodTypePayload(values), {
            success: null,
            failure: WoodTypeMessages.saveFailed,
            then: (created) => saved(created, change, WoodTypeMessages.created, () => setCreating(false))
          })
        }
      />
      <WoodTypeFormDialog
        mode="edit"
        open={editing !== null}
        initial={editingForm}
        imageUrl={editing?.image_url ?? null}
        busy={update.isPending || image.isPending}
        serverError={update.error}
        loaded={editing}
        onLoadCurrent={(current) => {
          // the form starts again from the wood type as it is now; nothing of the stale version is kept
          update.reset()
          if (current) setEditing(current)
          void queryClient.invalidateQueries({ queryKey: woodTypesKey })
        }}
        onClose={() => {
          update.reset()
          setEditing(null)
        }}
        onSubmit={(values, change) =>
          editing &&
          runUpdate(
            { woodType: editing, payload: toWoodTypePayload(values) },
            {
              success: null,
              failure: WoodTypeMessages.saveFailed,
              then: (updated) => saved(updated, change, WoodTypeMessages.updated, () => setEditing(null))
            }
          )
        }
      />
      <DeleteDialog
        target={deleting}
        title="Delete Wood Type"
        question={(woodType) => WoodTypeMessages.confirmDelete(woodType.name)}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={(woodType) =>
          runRemove(woodType, {
            success: WoodTypeMessages.deleted,
            // the spec's sentence whatever the server said: in use, gone, or unreachable
            failure: () => WoodTypeMessages.inUse,
            always: () => setDeleting(null)
          })
        }
      />
    </>
  )
}
