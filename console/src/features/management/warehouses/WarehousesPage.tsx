import { Box, Button, Card, Chip, FormControlLabel, Switch } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import ArchiveIcon from "@mui/icons-material/Archive"
import EditIcon from "@mui/icons-material/Edit"
import GroupIcon from "@mui/icons-material/Group"
import UnarchiveIcon from "@mui/icons-material/Unarchive"
import type { GridColDef } from "@mui/x-data-grid"
import { LiveTopics, WarehouseMessages, type Warehouse } from "@timber/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useMemo, useState } from "react"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useLiveRefetch } from "../../../api/live"
import { useWarehouses, warehousesKey } from "../../../api/queries/warehouses"
import { useAuth } from "../../../auth/AuthProvider"
import { permits } from "../../../lib/write-actions"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { overflowCell } from "../../../ui/OverflowText"
import { PageHeader } from "../../../ui/PageHeader"
import { usePhoneColumns } from "../../../ui/phone-columns"
import { actionsColumn, RowAction } from "../../../ui/RowActions"
import { useArchiveWarehouse, useAssignUsers, useCreateWarehouse, usePeople, useRestoreWarehouse, useUpdateWarehouse } from "./api/warehouses"
import { AssignUsersDialog } from "./components/AssignUsersDialog"
import { WarehouseFormDialog } from "./components/WarehouseFormDialog"
import { CatalogueGrid } from "../../../ui/CatalogueGrid"
import { ListNotice } from "../../../ui/ListNotice"

const PHONE_FIELDS = ["name", "status"]

const personName = (a: Warehouse["assignedUsers"][number]) => `${a.user.firstName} ${a.user.lastName}`.trim() || a.user.email

export default function WarehousesPage() {
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const mayCreate = permits(user, "createWarehouse")
  const mayEdit = permits(user, "editWarehouse")
  const [showArchived, setShowArchived] = useState(false)
  const warehouses = useWarehouses(showArchived)
  useLiveRefetch([LiveTopics.warehouses], [warehousesKey])
  const create = useCreateWarehouse()
  const update = useUpdateWarehouse()
  const archive = useArchiveWarehouse()
  const restore = useRestoreWarehouse()
  const assign = useAssignUsers()
  const [editing, setEditing] = useState<Warehouse | "new" | null>(null)
  const [archiving, setArchiving] = useState<Warehouse | null>(null)
  const [assigning, setAssigning] = useState<Warehouse | null>(null)
  const people = usePeople(assigning !== null)
  const queryClient = useQueryClient()
  const saving = editing === "new" ? create : update
  const runCreate = useToastMutation(create)
  const runUpdate = useToastMutation(update)
  const runArchive = useToastMutation(archive)
  const runRestore = useToastMutation(restore)
  const runAssign = useToastMutation(assign)

  const columns = useMemo<GridColDef<Warehouse>[]>(
    () => [
      { field: "code", headerName: "Code", width: 100 },
      { field: "name", headerName: "Name", flex: 1, minWidth: 130, renderCell: overflowCell },
      { field: "address", headerName: "Address", flex: 1, minWidth: 120, renderCell: overflowCell },
      { field: "contactPerson", headerName: "Contact Person", width: 125, renderCell: overflowCell },
      {
        field: "stockControlEnabled",
        headerName: "Stock Control",
        width: 115,
        renderCell: ({ row }) => (
          <Chip size="small" label={row.stockControlEnabled ? "Enabled" : "Off"} color={row.stockControlEnabled ? "success" : "default"} />
        )
      },
      { field: "requiresApproval", headerName: "Approval", width: 95, valueGetter: (_v, row) => (row.requiresApproval ? "Required" : "—") },
      {
        field: "assignedUsers",
        headerName: "Assigned Users",
        flex: 1,
        minWidth: 130,
        valueGetter: (_v, row) => row.assignedUsers.map(personName).join(", ") || "—",
        renderCell: overflowCell
      },
      { field: "stock", headerName: "Stock", width: 85, type: "number", valueGetter: (_v, row) => row._count.stock },
      {
        field: "status",
        headerName: "Status",
        width: 100,
        renderCell: ({ row }) => <Chip size="small" label={row.status} color={row.status === "ACTIVE" ? "success" : "default"} />
      },
      actionsColumn(120, (row) =>
        !mayEdit ? null : row.status === "ACTIVE" ? (
          <>
            <RowAction title="Edit" label={`Edit warehouse ${row.code}`} onClick={() => setEditing(row)}>
              <EditIcon fontSize="small" />
            </RowAction>
            <RowAction title="Assign users" label={`Assign users to warehouse ${row.code}`} onClick={() => setAssigning(row)}>
              <GroupIcon fontSize="small" />
            </RowAction>
            <RowAction title="Archive" label={`Archive warehouse ${row.code}`} color="error" onClick={() => setArchiving(row)}>
              <ArchiveIcon fontSize="small" />
            </RowAction>
          </>
        ) : (
          <RowAction
            title="Restore"
            label={`Restore warehouse ${row.code}`}
            color="success"
            onClick={() => runRestore(row, { success: WarehouseMessages.restored, failure: WarehouseMessages.updateFailed })}
          >
            <UnarchiveIcon fontSize="small" />
          </RowAction>
        )
      )
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mayEdit]
  )
  const shownColumns = usePhoneColumns(columns, PHONE_FIELDS)
  const rows = warehouses.data ?? []

  return (
    <>
      <PageHeader
        title="Warehouse Management"
        subtitle="Warehouses, who is assigned to them and whether they keep stock"
        actions={
          mayCreate && (
            <Button variant="contained" color="secondary" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
              Add Warehouse
            </Button>
          )
        }
      />
      <Card>
        <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: "divider" }}>
          <FormControlLabel control={<Switch checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />} label="Show Archived" />
        </Box>
        <CatalogueGrid
          rows={rows}
          columns={shownColumns}
          loading={warehouses.isLoading}
          failure={warehouses.isError ? WarehouseMessages.fetchFailed : null}
          empty={<ListNotice title="No warehouses yet" hint="Add a warehouse to keep stock in it." />}
        />
      </Card>

      <WarehouseFormDialog
        open={editing !== null}
        warehouse={editing === "new" ? null : editing}
        busy={saving.isPending}
        serverError={saving.error}
        onClose={() => {
          create.reset()
          update.reset()
          setEditing(null)
        }}
        onLoadCurrent={(current) => {
          // the form starts again from the warehouse as it is now; nothing of the stale version is kept
          update.reset()
          if (current && editing && editing !== "new") setEditing({ ...editing, ...current })
          void queryClient.invalidateQueries({ queryKey: warehousesKey })
        }}
        onSubmit={(payload) => {
          if (editing === "new") runCreate(payload, { success: WarehouseMessages.created, failure: WarehouseMessages.saveFailed, then: () => setEditing(null) })
          else if (editing)
            runUpdate(
              { warehouse: editing, payload },
              { success: WarehouseMessages.updated, failure: WarehouseMessages.saveFailed, then: () => setEditing(null) }
            )
        }}
      />
      <AssignUsersDialog
        warehouse={assigning}
        people={people.data ?? []}
        busy={assign.isPending}
        onClose={() => setAssigning(null)}
        onSave={(userIds) =>
          assigning &&
          runAssign(
            { warehouse: assigning, userIds },
            { success: WarehouseMessages.assigned, failure: WarehouseMessages.assignFailed, then: () => setAssigning(null) }
          )
        }
      />
      <ConfirmDialog
        open={archiving !== null}
        title="Archive Warehouse"
        message={
          archiving === null
            ? ""
            : archiving._count.stock > 0
              ? WarehouseMessages.confirmArchiveWithStock(archiving.name, archiving._count.stock)
              : WarehouseMessages.confirmArchive(archiving.name)
        }
        confirmLabel="Archive"
        color="error"
        busy={archive.isPending}
        onCancel={() => setArchiving(null)}
        onConfirm={() =>
          archiving && runArchive(archiving, { success: WarehouseMessages.archived, failure: WarehouseMessages.updateFailed, always: () => setArchiving(null) })
        }
      />
    </>
  )
}
