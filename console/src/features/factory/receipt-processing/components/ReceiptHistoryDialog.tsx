import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemButton, ListItemText, Typography } from "@mui/material"
import type { LotDto } from "@timber/contracts"
import { formatVolume } from "@timber/domain/calculators/sleeper-volume"
import { formatDate } from "../../../../lib/format"
import { LotStatusChip } from "../../../../ui/LotStatusChip"

/** 'View History': the completed and cancelled receipts; one opens read-only. */
export const ReceiptHistoryDialog = ({
  open,
  receipts,
  onOpen,
  onClose
}: {
  open: boolean
  receipts: ReadonlyArray<LotDto>
  onOpen: (receipt: LotDto) => void
  onClose: () => void
}) => (
  <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
    <DialogTitle>Receipt History</DialogTitle>
    <DialogContent dividers>
      {receipts.length === 0 ? (
        <Typography color="text.secondary">No completed or cancelled receipts yet</Typography>
      ) : (
        <List dense>
          {receipts.map((r) => (
            <ListItem key={r.id} disablePadding>
              <ListItemButton onClick={() => onOpen(r)} sx={{ gap: 1 }}>
                <ListItemText
                  primary={`${r.lotNumber} · ${r.woodType?.name ?? "N/A"}`}
                  secondary={`${r.supplier} · ${formatDate(r.receiptDate)} · ${r.actualVolumeM3 === null ? "—" : `${formatVolume(r.actualVolumeM3)} m³`}`}
                />
                <LotStatusChip status={r.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
)
