import { MenuItem, TextField } from "@mui/material"
import { recipientLabel, useProfiles } from "../api/queries/user-profiles"

/**
 * A user picked from /users/profiles (Notify User on a transfer, Send Notification, assigning an asset);
 * empty is nobody, labelled `noneLabel`.
 */
export const UserSelect = ({
  label,
  value,
  onChange,
  error,
  noneLabel = "Nobody"
}: {
  label: string
  value: string
  onChange: (v: string) => void
  error?: string | null
  noneLabel?: string
}) => {
  const profiles = useProfiles(true).data ?? []
  return (
    <TextField select fullWidth label={label} value={value} onChange={(e) => onChange(e.target.value)} error={!!error} helperText={error ?? " "}>
      <MenuItem value="">
        <em>{noneLabel}</em>
      </MenuItem>
      {profiles.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {recipientLabel(p)}
        </MenuItem>
      ))}
    </TextField>
  )
}
