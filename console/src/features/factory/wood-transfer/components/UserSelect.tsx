import { MenuItem, TextField } from "@mui/material"
import { recipientLabel, useProfiles } from "../../../../api/queries/user-profiles"

/** A user to tell (Notify User on create and complete, Send Notification): ids and names from /users/profiles; empty is nobody. */
export const UserSelect = ({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string | null }) => {
  const profiles = useProfiles(true).data ?? []
  return (
    <TextField select fullWidth label={label} value={value} onChange={(e) => onChange(e.target.value)} error={!!error} helperText={error ?? " "}>
      <MenuItem value="">
        <em>Nobody</em>
      </MenuItem>
      {profiles.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {recipientLabel(p)}
        </MenuItem>
      ))}
    </TextField>
  )
}
