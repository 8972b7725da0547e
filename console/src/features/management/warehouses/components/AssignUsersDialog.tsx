import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography
} from "@mui/material"
import { isWholeProfile, recipientLabel, type UserChoice, type Warehouse } from "@timber/contracts"
import { useEffect, useState } from "react"
import { SubmitButton } from "../../../../ui/SubmitButton"

/** Who is assigned to a warehouse: they receive its approval and low-stock notifications. */
export const AssignUsersDialog = ({
  warehouse,
  people,
  busy,
  onClose,
  onSave
}: {
  warehouse: Warehouse | null
  people: ReadonlyArray<UserChoice>
  busy: boolean
  onClose: () => void
  onSave: (userIds: ReadonlyArray<string>) => void
}) => {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => setChosen(new Set(warehouse?.assignedUsers.map((a) => a.userId) ?? [])), [warehouse])
  const toggle = (id: string) =>
    setChosen((c) => {
      const next = new Set(c)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <Dialog open={warehouse !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Assign Users{warehouse ? ` — ${warehouse.name}` : ""}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Assigned users receive this warehouse's approval and low-stock notifications.
        </Typography>
        <List dense>
          {people.map((p) => (
            <ListItem key={p.id} disablePadding>
              <ListItemButton onClick={() => toggle(p.id)}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={chosen.has(p.id)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { "aria-label": `Assign ${p.email ?? recipientLabel(p)}` } }}
                  />
                </ListItemIcon>
                {/* the e-mail and role only for who reads the Users tab; everyone else picks by name */}
                <ListItemText primary={recipientLabel(p)} secondary={isWholeProfile(p) ? `${p.email} · ${p.role}` : undefined} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton busy={busy} onClick={() => onSave([...chosen])}>
          Save
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
