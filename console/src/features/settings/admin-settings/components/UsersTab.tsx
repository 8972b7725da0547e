import { Alert, Box, Button, Chip, Stack } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import EditIcon from "@mui/icons-material/Edit"
import LockOpenIcon from "@mui/icons-material/LockOpen"
import { DataGrid, type GridColDef } from "@mui/x-data-grid"
import { LiveTopics, UserMessages, type User } from "@timber/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useMemo, useState } from "react"
import { useLiveRefetch } from "../../../../api/live"
import { isAdmin } from "../../../../auth/permissions"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { overflowCell } from "../../../../ui/OverflowText"
import { usePhoneColumns } from "../../../../ui/phone-columns"
import { actionsColumn, RowAction } from "../../../../ui/RowActions"
import { rolesKey, useCreateUser, useRoles, useUnlockUser, useUpdateUser, useUsers, usersKey } from "../api/administration"
import { CreateUserDialog } from "./CreateUserDialog"
import { EditUserDialog } from "./EditUserDialog"
import { RolesSection } from "./RolesSection"

const PHONE_FIELDS = ["name", "state"]
const fullName = (u: User) => u.user_metadata.full_name || u.email

/** Users: list with role, active and locked state; create, edit with permissions, unlock. */
export const UsersTab = ({ me }: { me: User }) => {
  const users = useUsers()
  const roles = useRoles()
  useLiveRefetch([LiveTopics.users, LiveTopics.roles], [usersKey, rolesKey])
  const createMutation = useCreateUser()
  const updateMutation = useUpdateUser()
  const queryClient = useQueryClient()
  const unlockMutation = useUnlockUser()
  const create = useToastMutation(createMutation)
  const update = useToastMutation(updateMutation)
  const unlock = useToastMutation(unlockMutation)
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<User | null>(null)

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: "name", headerName: "Name", flex: 1, minWidth: 160, valueGetter: (_v, row) => fullName(row), renderCell: overflowCell },
      { field: "email", headerName: "Email", flex: 1.2, minWidth: 200, renderCell: overflowCell },
      {
        field: "role",
        headerName: "Role",
        width: 120,
        renderCell: ({ row }) => <Chip size="small" label={row.role} color={isAdmin(row) ? "secondary" : "default"} />
      },
      {
        field: "state",
        headerName: "Status",
        // Active and Locked side by side, no wider: on a phone the name keeps what is left
        width: 140,
        valueGetter: (_v, row) => `${row.isActive ? "Active" : "Inactive"}${row.accountLockedAt ? " Locked" : ""}`,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ height: "100%", alignItems: "center" }}>
            <Chip size="small" label={row.isActive ? "Active" : "Inactive"} color={row.isActive ? "success" : "default"} />
            {row.accountLockedAt && <Chip size="small" label="Locked" color="error" />}
          </Stack>
        )
      },
      actionsColumn(88, (row) => (
        <>
          <RowAction title="Edit" label={`Edit ${row.email}`} onClick={() => setEditing(row)}>
            <EditIcon fontSize="small" />
          </RowAction>
          {row.accountLockedAt && (
            <RowAction
              title="Unlock"
              label={`Unlock ${row.email}`}
              color="success"
              onClick={() => unlock(row.id, { success: (r) => r.message || UserMessages.unlocked, failure: UserMessages.unlockFailed })}
            >
              <LockOpenIcon fontSize="small" />
            </RowAction>
          )}
        </>
      ))
    ],
    [unlock]
  )
  const shownColumns = usePhoneColumns(columns, PHONE_FIELDS)

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "flex-end", mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create User
        </Button>
      </Stack>
      {users.isError && <Alert severity="error">Failed to load users</Alert>}
      <DataGrid
        rows={users.data ?? []}
        columns={shownColumns}
        loading={users.isLoading}
        autoHeight
        disableRowSelectionOnClick
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        localeText={{ noRowsLabel: "No users yet. Create one with Create User." }}
        sx={{ bgcolor: "background.paper" }}
      />
      <RolesSection roles={roles.data ?? []} />
      <CreateUserDialog
        open={creating}
        roles={roles.data ?? []}
        busy={createMutation.isPending}
        error={createMutation.error}
        onClose={() => {
          setCreating(false)
          createMutation.reset()
        }}
        onSubmit={(body) =>
          create(body, {
            success: UserMessages.created,
            // a refusal stays in the open dialog, beside the fields it names
            failure: null,
            then: () => {
              setCreating(false)
              createMutation.reset()
            }
          })
        }
      />
      <EditUserDialog
        user={editing}
        roles={roles.data ?? []}
        self={editing?.id === me.id}
        busy={updateMutation.isPending}
        serverError={updateMutation.error}
        onLoadCurrent={(current) => {
          // the form starts again from the user as they are now; nothing of the stale version is kept
          updateMutation.reset()
          if (current) setEditing(current)
          void queryClient.invalidateQueries({ queryKey: usersKey })
        }}
        onClose={() => {
          updateMutation.reset()
          setEditing(null)
        }}
        onSubmit={(_id, payload) =>
          editing &&
          update({ user: editing, payload }, { success: "User updated successfully", failure: UserMessages.saveFailed, then: () => setEditing(null) })
        }
      />
    </Box>
  )
}
