import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from "@mui/material"
import type { AssignAssetPayload } from "@timber/contracts"
import { useState } from "react"
import { UserSelect } from "../../../../ui/UserSelect"

/** Assign Asset: to a user, a team or a project (at least one), with notes. */
export const AssignDialog = ({
  assetTag,
  busy,
  onClose,
  onAssign
}: {
  assetTag: string
  busy: boolean
  onClose: () => void
  onAssign: (payload: AssignAssetPayload) => void
}) => {
  const [userId, setUserId] = useState("")
  const [team, setTeam] = useState("")
  const [project, setProject] = useState("")
  const [notes, setNotes] = useState("")
  const someone = userId !== "" || team.trim() !== "" || project.trim() !== ""
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Assign Asset</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>Hand {assetTag} to a user, a team or a project.</DialogContentText>
        <Stack spacing={1}>
          <UserSelect label="User" value={userId} onChange={setUserId} noneLabel="No user" />
          <TextField label="Team" value={team} onChange={(e) => setTeam(e.target.value)} helperText=" " />
          <TextField label="Project" value={project} onChange={(e) => setProject(e.target.value)} helperText=" " />
          <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy || !someone}
          onClick={() =>
            onAssign({
              assignedToUserId: userId || null,
              assignedToTeam: team.trim() || null,
              assignedToProject: project.trim() || null,
              notes: notes.trim() || null
            })
          }
        >
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  )
}
