import { Box, Button, Card, Chip, Link, MenuItem, TextField, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import DeleteIcon from "@mui/icons-material/Delete"
import EditIcon from "@mui/icons-material/Edit"
import LockIcon from "@mui/icons-material/Lock"
import LockOpenIcon from "@mui/icons-material/LockOpen"
import { type GridColDef } from "@mui/x-data-grid"
import { LiveTopics, LotMessages, LotStatus, type LotDto, type LotSort } from "@timber/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useSnackbar } from "notistack"
import { useEffect, useMemo, useState } from "react"
import { errorToastText, isQuiet404 } from "../../../api/api-error"
import { useLiveRefetch } from "../../../api/live"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useAuth } from "../../../auth/AuthProvider"
import { fixed } from "../../../lib/format"
import { permits } from "../../../lib/write-actions"
import { LotStatusChip } from "../../../ui/LotStatusChip"
import { OverflowText, overflowCell } from "../../../ui/OverflowText"
import { PageHeader } from "../../../ui/PageHeader"
import { usePhoneColumns } from "../../../ui/phone-columns"
import { actionsColumn, RowAction } from "../../../ui/RowActions"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { useLotTraceability } from "./api/lot-traceability"
import { useLotRecovery } from "../../../api/queries/lot-recovery"
import { fetchLotPage, lotsKey, useChangeLotStatus, useCreateLot, useDeleteLot, useUpdateLot, type LotFilters } from "../../../api/queries/lots"
import { useServerPage } from "../../../lib/use-server-page"
import { SearchField } from "../../../ui/SearchField"
import { ServerDataGrid } from "../../../ui/ServerDataGrid"
import { useWoodTypes, woodTypesKey } from "../../../api/queries/wood-types"
import { DeleteLotDialog } from "./components/DeleteLotDialog"
import { LotFormDialog } from "./components/LotFormDialog"
import { lotFormFrom, toPayload, toUpdatePayload } from "./components/lot-form"
import { TraceabilityDialog } from "./components/TraceabilityDialog"
import { lotActions } from "./lot-actions"
import { GRID_SX } from "../../../ui/grid-look"

/** On a phone: the LOT number (a tap shows the whole LOT), its status and its actions. */
const PHONE_FIELDS = ["lotNumber", "status"]

/** The columns the server sorts by (contracts' LOT_SORTS); newest first when none is chosen. */
const SORT_FIELDS: Readonly<Record<string, LotSort>> = { lotNumber: "lotNumber", supplier: "supplier", purchaseOrder: "purchaseOrder", status: "status" }
const PAGE_SIZES = [10, 25, 50] as const
const ALL_STATUSES = ""

const Marker = ({ actual }: { actual: boolean }) => (
  <Chip
    label={actual ? "ACTUAL" : "EST."}
    size="small"
    variant="outlined"
    color={actual ? "success" : "default"}
    sx={{ ml: 1, height: 20, fontSize: 10, fontWeight: 700 }}
  />
)

export default function LotManagementPage() {
  const { enqueueSnackbar } = useSnackbar()
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const [status, setStatus] = useState<LotStatus | typeof ALL_STATUSES>(ALL_STATUSES)
  const filters = useMemo<LotFilters>(() => (status === ALL_STATUSES ? {} : { status: [status] }), [status])
  // the LOTs a page at a time: paged, sorted, searched and filtered by the server
  const lotPage = useServerPage({ queryKey: lotsKey, fetchPage: fetchLotPage, sortFields: SORT_FIELDS, pageSizeOptions: PAGE_SIZES, filters })
  const woodTypes = useWoodTypes()
  // a LOT's change reads the LOTs only; a wood type's, both (the table names each LOT's wood type)
  useLiveRefetch([LiveTopics.lots], [lotsKey])
  useLiveRefetch([LiveTopics.woodTypes], [lotsKey, woodTypesKey])
  const create = useCreateLot()
  const update = useUpdateLot()
  const changeStatus = useChangeLotStatus()
  const remove = useDeleteLot()
  const queryClient = useQueryClient()
  const runCreate = useToastMutation(create)
  const runUpdate = useToastMutation(update)
  const runChangeStatus = useToastMutation(changeStatus)
  const runRemove = useToastMutation(remove)
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<LotDto | null>(null)
  const [deleting, setDeleting] = useState<LotDto | null>(null)
  // a lock completes the LOT and makes it read-only: asked first
  const [locking, setLocking] = useState<LotDto | null>(null)
  const [tracing, setTracing] = useState<string | null>(null)
  const trace = useLotTraceability(tracing)
  // the volume account beside the stages; a failure to read it leaves the stages alone
  const recovery = useLotRecovery(tracing)
  // one object per LOT opened, so a refetch of the list does not wipe what the user typed
  const editingForm = useMemo(() => (editing ? lotFormFrom(editing) : undefined), [editing])

  const toastError = (error: unknown, prefix: string) => enqueueSnackbar(`${prefix}: ${errorToastText(error)}`, { variant: "error" })
  useEffect(() => {
    if (woodTypes.error) enqueueSnackbar("Failed to fetch wood types", { variant: "error" })
  }, [woodTypes.error, enqueueSnackbar])
  useEffect(() => {
    if (lotPage.query.error && !isQuiet404(lotPage.query.error)) toastError(lotPage.query.error, "Failed to fetch receipts")
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lotPage.query.error])
  useEffect(() => {
    if (trace.error) toastError(trace.error, "Failed to fetch LOT traceability")
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trace.error])

  const openTraceability = (lotNumber: string | null | undefined) => {
    if (!lotNumber) {
      enqueueSnackbar(LotMessages.noLotNumber, { variant: "warning" })
      return
    }
    setTracing(lotNumber)
  }

  const lock = (lot: LotDto) =>
    runChangeStatus({ lot, status: "COMPLETED" }, { success: LotMessages.locked(lot.lotNumber), failure: "Failed to lock LOT", then: () => setLocking(null) })
  const reopen = (lot: LotDto) => runChangeStatus({ lot, status: "PENDING" }, { success: LotMessages.reopened(lot.lotNumber), failure: "Failed to reopen LOT" })

  const columns = useMemo<GridColDef<LotDto>[]>(
    () => [
      {
        field: "lotNumber",
        headerName: "LOT Number",
        flex: 1,
        minWidth: 120,
        renderCell: ({ row }) => (
          <Link
            component="button"
            underline="hover"
            sx={{ fontWeight: 700, maxWidth: "100%", textAlign: "left" }}
            onClick={() => openTraceability(row.lotNumber)}
          >
            <OverflowText text={row.lotNumber} />
          </Link>
        )
      },
      { field: "woodType", headerName: "Wood Type", flex: 1, minWidth: 100, valueGetter: (_v, row) => row.woodType?.name ?? "N/A", renderCell: overflowCell },
      { field: "supplier", headerName: "Supplier", flex: 1.2, minWidth: 120, renderCell: overflowCell },
      { field: "purchaseOrder", headerName: "PO Number", flex: 1, minWidth: 100, renderCell: overflowCell },
      {
        field: "estimatedVolumeM3",
        headerName: "Est. Volume (CBM)",
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box sx={{ display: "flex", alignItems: "center", height: "100%" }}>
            {fixed(row.actualVolumeM3 ?? row.estimatedVolumeM3, 4)}
            {(row.actualVolumeM3 ?? row.estimatedVolumeM3) !== null && <Marker actual={row.actualVolumeM3 !== null} />}
          </Box>
        )
      },
      {
        field: "estimatedPieces",
        headerName: "Est. Pieces",
        flex: 0.8,
        minWidth: 110,
        renderCell: ({ row }) => (
          <Box sx={{ display: "flex", alignItems: "center", height: "100%" }}>
            {row.actualPieces ?? row.estimatedPieces ?? "—"}
            {(row.actualPieces ?? row.estimatedPieces) !== null && <Marker actual={row.actualPieces !== null} />}
          </Box>
        )
      },
      { field: "status", headerName: "Status", width: 125, renderCell: ({ row }) => <LotStatusChip status={row.status} /> },
      actionsColumn(130, (row) => {
        const allowed = lotActions(row.status, user)
        return (
          <>
            {allowed.edit && (
              <RowAction title="Edit" label={`Edit ${row.lotNumber}`} onClick={() => setEditing(row)}>
                <EditIcon fontSize="small" />
              </RowAction>
            )}
            {allowed.reopen && (
              <RowAction title="Reopen" label={`Reopen ${row.lotNumber}`} color="primary" disabled={changeStatus.isPending} onClick={() => reopen(row)}>
                <LockOpenIcon fontSize="small" />
              </RowAction>
            )}
            {allowed.lock && (
              <RowAction title="Lock" label={`Lock ${row.lotNumber}`} color="success" disabled={changeStatus.isPending} onClick={() => setLocking(row)}>
                <LockIcon fontSize="small" />
              </RowAction>
            )}
            {allowed.delete && (
              <RowAction title="Delete" label={`Delete ${row.lotNumber}`} color="error" onClick={() => setDeleting(row)}>
                <DeleteIcon fontSize="small" />
              </RowAction>
            )}
          </>
        )
      })
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user, changeStatus.isPending]
  )
  // a user who may run no row action sees no empty Actions column
  const anyRowAction = (["editLot", "lockLot", "reopenLot", "deleteLot"] as const).some((action) => permits(user, action))
  const offeredColumns = useMemo(() => (anyRowAction ? columns : columns.filter((c) => c.field !== "actions")), [anyRowAction, columns])
  const shownColumns = usePhoneColumns(offeredColumns, PHONE_FIELDS)

  return (
    <>
      <PageHeader
        title="LOT Management"
        subtitle="Create and manage LOT numbers with wood receipt information"
        actions={
          permits(user, "createLot") && (
            <Button variant="contained" color="secondary" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Create LOT
            </Button>
          )
        }
      />
      <Card>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, p: 2, pb: 1 }}>
          <SearchField label="Search LOTs" value={lotPage.search} onChange={lotPage.setSearch} />
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as LotStatus | typeof ALL_STATUSES)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ALL_STATUSES}>All statuses</MenuItem>
            {LotStatus.literals.map((s) => (
              <MenuItem key={s} value={s}>
                {s.replace(/_/g, " ")}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <ServerDataGrid
          page={lotPage}
          columns={shownColumns}
          autoHeight
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: LotMessages.emptyList }}
          sx={GRID_SX}
        />
      </Card>
      <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
        ACTUAL shows the measured figure once the receipt is confirmed; EST. the estimate entered at creation.
      </Typography>

      <LotFormDialog
        mode="create"
        open={creating}
        woodTypes={woodTypes.data ?? []}
        busy={create.isPending}
        serverError={create.error}
        onClose={() => {
          create.reset()
          setCreating(false)
        }}
        onSubmit={(values) =>
          runCreate(toPayload(values), {
            success: LotMessages.created,
            failure: (server) => `Failed to create receipt: ${server}`,
            then: () => setCreating(false)
          })
        }
      />
      <LotFormDialog
        mode="edit"
        open={editing !== null}
        initial={editingForm}
        status={editing?.status}
        woodTypes={woodTypes.data ?? []}
        busy={update.isPending}
        serverError={update.error}
        loaded={editing}
        onLoadCurrent={(current) => {
          // the form starts again from the LOT as it is now; nothing of the stale version is kept
          update.reset()
          if (current) setEditing(current)
          void queryClient.invalidateQueries({ queryKey: lotsKey })
        }}
        onClose={() => {
          update.reset()
          setEditing(null)
        }}
        onSubmit={(values) =>
          editing &&
          runUpdate(
            { lot: editing, payload: toUpdatePayload(values) },
            { success: LotMessages.updated, failure: (server) => `Failed to update receipt: ${server}`, then: () => setEditing(null) }
          )
        }
      />
      <DeleteLotDialog
        lotNumber={deleting?.lotNumber ?? null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          runRemove(deleting, { success: LotMessages.deleted, failure: (server) => `Failed to delete receipt: ${server}`, then: () => setDeleting(null) })
        }
      />
      <ConfirmDialog
        open={locking !== null}
        title="Lock LOT"
        message={`Lock LOT ${locking?.lotNumber ?? ""}? It becomes COMPLETED and read-only until an admin reopens it.`}
        confirmLabel="Lock"
        color="success"
        busy={changeStatus.isPending}
        onCancel={() => setLocking(null)}
        onConfirm={() => locking && lock(locking)}
      />
      <TraceabilityDialog lotNumber={tracing} data={trace.data} recovery={recovery.data} loading={trace.isLoading} onClose={() => setTracing(null)} />
    </>
  )
}
