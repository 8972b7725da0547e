import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
// the table parts, apart: one import line of everything would wrap
import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material"
import { LiveTopics, type CreatedDisplayToken, type DisplayToken } from "@timber/contracts"
import { format } from "date-fns"
import { useState } from "react"
import { useLiveRefetch } from "../../../../api/live"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { useAuth } from "../../../../auth/AuthProvider"
import { isAdmin } from "../../../../auth/permissions"
import { displayTokensKey, useCreateDisplayToken, useDisplayTokens, useRevokeDisplayToken } from "./display-tokens-api"
import { wallLink } from "./wall-link"
import { SubmitButton } from "../../../../ui/SubmitButton"

const when = (iso: string) => format(new Date(iso), "MMM dd, yyyy HH:mm")

/**
 * Wall displays, ADMIN only: name a screen, get its wall link once, revoke it.
 * The link carries a display token that opens the wall and nothing else; it is shown once because
 * the server keeps only its hash.
 */
export function DisplayTokensCard() {
  const { state } = useAuth()
  const admin = isAdmin(state.status === "authenticated" ? state.user : null)
  const tokens = useDisplayTokens(admin)
  useLiveRefetch(admin ? [LiveTopics.displayTokens] : [], [displayTokensKey])
  const create = useCreateDisplayToken()
  const revoke = useRevokeDisplayToken()
  const createWith = useToastMutation(create)
  const revokeWith = useToastMutation(revoke)
  const [name, setName] = useState("")
  const [shown, setShown] = useState<CreatedDisplayToken | null>(null)
  const [revoking, setRevoking] = useState<DisplayToken | null>(null)
  if (!admin) return null

  const submit = () =>
    createWith(name, {
      success: (created) => `Display "${created.name}" created`,
      failure: "Failed to create the display",
      then: (created) => {
        setName("")
        setShown(created)
      }
    })

  return (
    <Box component="section" aria-labelledby="wall-displays-title" sx={{ mt: 4 }}>
      <Typography id="wall-displays-title" variant="h6" component="h2">
        Wall displays
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A wall display shows the day's operations on a factory screen without anyone's password. Its link opens the wall and nothing else; revoke it when a
        screen is lost or replaced.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} component="form" onSubmit={(e) => (e.preventDefault(), submit())}>
        <TextField size="small" label="Display name" value={name} onChange={(e) => setName(e.target.value)} placeholder="Sawmill hall TV" />
        <SubmitButton type="submit" busy={create.isPending} disabled={name.trim() === ""}>
          Create display
        </SubmitButton>
      </Stack>
      {tokens.isError && <Alert severity="error">Failed to load the wall displays</Alert>}
      {tokens.data && tokens.data.length === 0 && <Typography color="text.secondary">No wall displays yet</Typography>}
      {tokens.data && tokens.data.length > 0 && (
        <Table size="small" aria-label="Wall displays">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tokens.data.map((token) => (
              <TableRow key={token.id}>
                <TableCell>{token.name}</TableCell>
                <TableCell>
                  {when(token.createdAt)} by {token.createdBy}
                </TableCell>
                <TableCell>
                  {token.revokedAt ? <Chip size="small" label={`Revoked ${when(token.revokedAt)}`} /> : <Chip size="small" color="success" label="Active" />}
                </TableCell>
                <TableCell align="right">
                  {!token.revokedAt && (
                    <Button size="small" color="error" onClick={() => setRevoking(token)}>
                      Revoke
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Dialog open={shown !== null} onClose={() => setShown(null)} maxWidth="md" fullWidth>
        <DialogTitle>Wall link for {shown?.name}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Copy this link now: it is shown only once. Open it on the screen's browser; anyone with the link sees the wall.
          </Alert>
          <TextField
            fullWidth
            label="Wall link"
            value={shown ? wallLink(shown.token) : ""}
            slotProps={{ input: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => shown && void navigator.clipboard?.writeText(wallLink(shown.token))}>Copy link</Button>
          <Button variant="contained" onClick={() => setShown(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)}>
        <DialogTitle>Revoke {revoking?.name}?</DialogTitle>
        <DialogContent>The screen using it goes blank at once and its link never works again.</DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={revoke.isPending}
            onClick={() =>
              revoking &&
              revokeWith(revoking, {
                success: `Display "${revoking.name}" revoked`,
                failure: "Failed to revoke the display",
                always: () => setRevoking(null)
              })
            }
          >
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
