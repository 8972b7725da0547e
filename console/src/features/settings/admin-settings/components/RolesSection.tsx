import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import CancelIcon from "@mui/icons-material/Cancel"
import { RolePayload, type PermissionMap, type StoredRole } from "@timber/contracts"
import { useEffect, useState } from "react"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import type { FieldMap } from "../../../../lib/form-validation"
import { useContractForm } from "../../../../lib/use-contract-form"
import { DeleteDialog } from "../../../../ui/DeleteDialog"
import { useCreateRole, useDeleteRole } from "../api/administration"
import { PermissionsEditor } from "./PermissionsEditor"
import { roleChoices, roleTemplate } from "./role-template"

interface RoleForm {
  readonly name: string
  readonly description: string
  readonly permissions: PermissionMap
}
const roleBody = (form: RoleForm) => ({ name: form.name, description: form.description.trim() || null, permissions: form.permissions })
const FIELDS: FieldMap<keyof RoleForm> = { name: "name", description: "description" }

/** Roles kept on the server (command-service/README.md): their templates are what 'Apply Defaults' copies. */
export const RolesSection = ({ roles }: { roles: ReadonlyArray<StoredRole> }) => {
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<StoredRole | null>(null)
  const [base, setBase] = useState("USER")
  const [form, setForm] = useState<RoleForm>({ name: "", description: "", permissions: roleTemplate("USER", roles) })
  const createMutation = useCreateRole()
  const deleteMutation = useDeleteRole()
  const create = useToastMutation(createMutation)
  const remove = useToastMutation(deleteMutation)
  const validation = useContractForm({ schema: RolePayload, values: form, toBody: roleBody, fields: FIELDS })
  const { reset } = validation
  useEffect(() => {
    if (creating) {
      setForm({ name: "", description: "", permissions: roleTemplate("USER", roles) })
      setBase("USER")
      reset()
    }
    // a new dialog starts from the USER template
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creating, reset])
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="h6" component="h2">
          Roles
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New Role
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        ADMIN, MANAGER and USER have built-in templates; a stored role's template is what Apply Defaults copies.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {roles.length === 0 && <Typography variant="body2">No custom roles yet. Create one with New Role.</Typography>}
        {roles.map((role) => (
          <Chip
            key={role.id}
            label={role.description ? `${role.name} · ${role.description}` : role.name}
            onDelete={() => setDeleting(role)}
            deleteIcon={<CancelIcon aria-label={`Delete role ${role.name}`} aria-hidden={false} role="button" />}
          />
        ))}
      </Stack>
      <Dialog open={creating} onClose={() => setCreating(false)} maxWidth="md" fullWidth>
        <DialogTitle>New Role</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <TextField
                fullWidth
                required
                label="Role name"
                value={form.name}
                onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
                {...validation.fieldProps("name", "Saved in capitals")}
              />
              <TextField
                fullWidth
                label="Description"
                value={form.description}
                onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
                {...validation.fieldProps("description")}
              />
              <TextField
                select
                label="Start from"
                value={base}
                sx={{ minWidth: 160 }}
                onChange={(e) => {
                  setBase(e.target.value)
                  setForm((f) => ({ ...f, permissions: roleTemplate(e.target.value, roles) }))
                }}
              >
                {roleChoices(roles).map((r) => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <PermissionsEditor value={form.permissions} onChange={(permissions) => setForm((f) => ({ ...f, permissions }))} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={() => setCreating(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!validation.valid || createMutation.isPending}
            onClick={() =>
              create(roleBody(form), { success: (r) => `Role ${r.name} created successfully`, failure: "Failed to save role", then: () => setCreating(false) })
            }
          >
            Create Role
          </Button>
        </DialogActions>
      </Dialog>
      <DeleteDialog
        target={deleting}
        title="Delete role"
        question={(role) => `Delete the role ${role.name}? Users keep the permissions they have.`}
        busy={deleteMutation.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={(role) => remove(role, { success: "Role deleted successfully", failure: "Failed to delete role", always: () => setDeleting(null) })}
      />
    </Box>
  )
}
