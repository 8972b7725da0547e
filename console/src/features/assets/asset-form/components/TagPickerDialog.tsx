import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material"
import { useUnallocatedTags } from "../api/asset-form-calls"

/** 'Select from available tags' (section 2): the register's unallocated tags, one click takes one. */
export const TagPickerDialog = ({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (tag: string) => void }) => {
  const tags = useUnallocatedTags(open)
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Select from available tags</DialogTitle>
      <DialogContent>
        {tags.isPending ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : (tags.data?.tags.length ?? 0) === 0 ? (
          <Typography color="text.secondary">No unallocated tags</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }} role="list" aria-label="Available tags">
            {tags.data!.tags.map((tag) => (
              <Chip key={tag} role="listitem" label={tag} clickable onClick={() => onPick(tag)} sx={{ fontFamily: "monospace" }} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  )
}
