import { Chip, List, ListItem, ListItemText, Paper, Typography } from "@mui/material"
import { ReceiptMessages, type ReceiptHistoryEntry } from "@timber/contracts"
import { formatDateTime } from "../../../../lib/format"

const COLOURS = { CREATE: "info", UPDATE: "default", SUBMIT: "success" } as const

/** Who saved or submitted the receipt's measurement, and when (newest first). */
export const ChangeHistory = ({ entries }: { entries: ReadonlyArray<ReceiptHistoryEntry> }) => (
  <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Change history">
    <Typography variant="h6" component="h2">
      Change History
    </Typography>
    {entries.length === 0 ? (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {ReceiptMessages.noHistory}
      </Typography>
    ) : (
      <List dense>
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters sx={{ gap: 1, alignItems: "flex-start" }}>
            <Chip size="small" label={entry.action} color={COLOURS[entry.action]} sx={{ mt: 0.5 }} />
            <ListItemText primary={`${entry.user_name ?? "Unknown"} · ${formatDateTime(entry.timestamp)}`} secondary={entry.details} />
          </ListItem>
        ))}
      </List>
    )}
  </Paper>
)
