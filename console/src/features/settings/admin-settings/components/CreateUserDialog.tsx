import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from "@mui/material"
import { CreateUserPayload, splitUsername, UserMessages, type StoredRole } from "@timber/contracts"
import { useEffect, useState } from "react"
import { errorToastText } from "../../../../api/api-error"
import type { FieldMap } from "../../../../lib/form-validation"
import { useContractForm } from "../../../../lib/use-contract-form"
import { roleChoices, roleTemplate } from "./role-template"
import { SubmitButton } from "../../../../ui/SubmitButton"

interface NewUserForm {
  readonly username: string
  readonly email: string
  readonly password: string
  readonly role: string
  readonly isActive: boolean
}
const initial: NewUserForm = { username: "", email: "", password: "", role: "USER", isActive: true }

/** The body of POST /api/users: the username split on its first space; a custom role brings its stored template. */
export const newUserBody = (form: NewUserForm, roles: ReadonlyArray<StoredRole>) => {
  const { firstName, lastName } = splitUsername(form.username)
  const custom = roles.some((r) => r.name === form.role)
  return {
    email: form.email.trim(),
    password: form.password,
    firstName,
    lastName,
    role: form.role,
    isActive: form.isActive,
    permissions: custom ? roleTemplate(form.role, roles) : undefined
  }
}

const FIELDS: FieldMap<keyof NewUserForm> = { firstName: "username", lastName: "username", email: "email", password: "password", role: "role" }

export const CreateUserDialog = ({
  open,
  roles,
  busy,
  error,
  onClose,
  onSubmit
}: {
  open: boolean
  roles: ReadonlyArray<StoredRole>
  busy: boolean
  error: unknown
  onClose: () => void
  onSubmit: (body: ReturnType<typeof newUserBody>) => void
}) => {
  const [form, setForm] = useState<NewUserForm>(initial)
  const validation = useContractForm({
    schema: CreateUserPayload,
    values: form,
    toBody: (f: NewUserForm) => newUserBody(f, roles),
    fields: FIELDS,
    serverError: error
  })
  const { reset } = validation
  useEffect(() => {
    if (open) {
      setForm(initial)
      reset()
    }
  }, [open, reset])
  const set = (patch: Partial<NewUserForm>) => setForm((f) => ({ ...f, ...patch }))
  // spec section 5: the button is disabled without username, e-mail and password
  const filled = form.username.trim() !== "" && form.email.trim() !== "" && form.password !== ""
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Create New User</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error !== null && error !== undefined && <Alert severity="error">{errorToastText(error, UserMessages.createFailed)}</Alert>}
          <TextField
            label="Username"
            required
            value={form.username}
            onChange={(e) => set({ username: e.target.value })}
            {...validation.fieldProps("username", "First and last name, split at the first space")}
          />
          <TextField
            label="Email"
            type="email"
            required
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
            {...validation.fieldProps("email")}
          />
          <TextField
            label="Password"
            type="password"
            required
            value={form.password}
            onChange={(e) => set({ password: e.target.value })}
            {...validation.fieldProps("password", "At least 8 characters")}
          />
          <TextField select label="Role" value={form.role} onChange={(e) => set({ role: e.target.value })} {...validation.fieldProps("role")}>
            {roleChoices(roles).map((role) => (
              <MenuItem key={role} value={role}>
                {role}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={form.isActive} onChange={(e) => set({ isActive: e.target.checked })} />} label="Active" />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton busy={busy} disabled={!filled} onClick={() => validation.valid && onSubmit(newUserBody(form, roles))}>
          {busy ? "Creating..." : "Create User"}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
