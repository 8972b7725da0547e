import { Button, Dialog, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from "@mui/material"
import { UpdateUserPayload, type PermissionMap, type StoredRole, type User } from "@timber/contracts"
import { useEffect, useState } from "react"
import type { FieldMap } from "../../../../lib/form-validation"
import { useContractForm } from "../../../../lib/use-contract-form"
import { FormDialogActions } from "../../../../ui/FormDialogActions"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"
import { PersonNameFields } from "../../../../ui/PersonNameFields"
import { usePhone } from "../../../../ui/use-phone"
import { effectivePermissions } from "@timber/domain/permissions/templates"
import { isAdmin } from "../../../../auth/permissions"
import { PermissionsEditor } from "./PermissionsEditor"
import { roleChoices, roleTemplate } from "./role-template"

interface EditForm {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly role: string
  readonly isActive: boolean
  readonly password: string
  readonly permissions: PermissionMap
}
const NO_USER: EditForm = { firstName: "", lastName: "", email: "", role: "", isActive: true, password: "", permissions: effectivePermissions("", null) }
const formOf = (user: User): EditForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  isActive: user.isActive,
  password: "",
  permissions: user.permissions
})
export const editBody = (form: EditForm) => ({
  email: form.email.trim(),
  firstName: form.firstName,
  lastName: form.lastName,
  role: form.role,
  isActive: form.isActive,
  password: form.password === "" ? undefined : form.password,
  permissions: form.permissions
})
const FIELDS: FieldMap<keyof EditForm> = { firstName: "firstName", lastName: "lastName", email: "email", role: "role", password: "password" }

/** What a stale-edit notice compares, labelled as the form shows it. */
const COMPARED: ReadonlyArray<ComparedField<User>> = [
  { label: "First name", value: (u) => u.firstName },
  { label: "Last name", value: (u) => u.lastName },
  { label: "Email", value: (u) => u.email },
  { label: "Role", value: (u) => u.role },
  { label: "Active", value: (u) => u.isActive },
  { label: "Permissions", value: (u) => u.permissions },
  { label: "Locked", value: (u) => u.accountLockedAt !== null }
]

/** Edit a user: details, role, active, an optional new password, and the permissions editor. */
export const EditUserDialog = ({
  user,
  roles,
  self,
  busy,
  serverError,
  onLoadCurrent,
  onClose,
  onSubmit
}: {
  user: User | null
  roles: ReadonlyArray<StoredRole>
  /** The signed-in administrator editing themselves: no deactivating, no role change. */
  self: boolean
  busy: boolean
  /** The save's last refusal: a stale edit (412) shows what changed meanwhile. */
  serverError?: unknown
  /** After a stale-edit refusal: start the form again from the user as they are now. */
  onLoadCurrent?: (current: User | null) => void
  onClose: () => void
  onSubmit: (id: string, body: ReturnType<typeof editBody>) => void
}) => {
  const phone = usePhone()
  const [form, setForm] = useState<EditForm | null>(null)
  const validation = useContractForm({ schema: UpdateUserPayload, values: form ?? (user ? formOf(user) : NO_USER), toBody: editBody, fields: FIELDS })
  const { reset } = validation
  useEffect(() => {
    setForm(user ? formOf(user) : null)
    reset()
  }, [user, reset])
  if (!user || !form) return null
  const set = (patch: Partial<EditForm>) => setForm((f) => (f ? { ...f, ...patch } : f))
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle>Edit User: {user.email}</DialogTitle>
      <DialogContent dividers>
        <StaleEditNotice error={serverError} loaded={user} fields={COMPARED} onLoadCurrent={(current) => onLoadCurrent?.(current)} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PersonNameFields name={form} fieldProps={validation.fieldProps} onChange={set} />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              fullWidth
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => set({ email: e.target.value })}
              {...validation.fieldProps("email")}
            />
            <TextField
              fullWidth
              select
              label="Role"
              disabled={self}
              value={form.role}
              onChange={(e) => set({ role: e.target.value })}
              {...validation.fieldProps("role")}
            >
              {roleChoices(roles).map((role) => (
                <MenuItem key={role} value={role}>
                  {role}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <TextField
              fullWidth
              label="New password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => set({ password: e.target.value })}
              {...validation.fieldProps("password", "Leave empty to keep the current password")}
            />
            <FormControlLabel
              control={<Switch checked={form.isActive} disabled={self} onChange={(e) => set({ isActive: e.target.checked })} />}
              label="Active"
            />
          </Stack>
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
            <Typography variant="h6" component="h2">
              Permissions
            </Typography>
            <Button variant="outlined" size="small" onClick={() => set({ permissions: roleTemplate(form.role, roles) })}>
              Apply Defaults
            </Button>
          </Stack>
          {isAdmin(form) && <Typography color="text.secondary">An ADMIN holds every permission whatever is ticked here.</Typography>}
          <PermissionsEditor value={form.permissions} onChange={(permissions) => set({ permissions })} />
        </Stack>
      </DialogContent>
      <FormDialogActions
        hintId="edit-user-problem"
        validation={validation}
        busy={busy}
        inset
        onCancel={onClose}
        onSubmit={() => onSubmit(user.id, editBody(form))}
      >
        {busy ? "Saving..." : "Save Changes"}
      </FormDialogActions>
    </Dialog>
  )
}
