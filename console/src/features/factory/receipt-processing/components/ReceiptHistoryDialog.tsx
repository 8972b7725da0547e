import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from "@mui/material"
import type { LotDto, LotSort } from "@timber/contracts"
import { formatVolume } from "@timber/domain/calculators/sleeper-volume"
import { fetchLotPage, lotsKey } from "../../../../api/queries/lots"
import { formatDate } from "../../../../lib/format"
import { useServerPage } from "../../../../lib/use-server-page"
import { LotStatusChip } from "../../../../ui/LotStatusChip"
import { SearchField } from "../../../../ui/SearchField"
import { ServerPager } from "../../../../ui/ServerPager"
import { CLOSED_RECEIPTS } from "../use-receipt-sheet"

const PAGE_SIZES = [10, 25, 50] as const
/** Newest first (the LOT list's default): the list offers no other order. */
const NO_SORTS: Readonly<Record<string, LotSort>> = {}

/**
 * The completed receipts a page at a time, searched on the server (LOT number, supplier, purchase
 * order, wood type), so every one is reachable, not only the newest. Read only while open.
 */
const ClosedReceipts = ({ onOpen }: { onOpen: (receipt: LotDto) => void }) => {
  const closed = useServerPage({
    queryKey: [...lotsKey, "closed"],
    fetchPage: fetchLotPage,
    sortFields: NO_SORTS,
    pageSizeOptions: PAGE_SIZES,
    filters: CLOSED_RECEIPTS
  })
  return (
    <Stack spacing={1}>
      <SearchField label="Search receipts" value={closed.search} onChange={closed.setSearch} />
      {closed.rows.length === 0 && !closed.query.isLoading ? (
        <Typography color="text.secondary">
          {closed.search.trim() ? "No completed receipt matches the search" : "No completed or cancelled receipts yet"}
        </Typography>
      ) : (
        <>
          <List dense>
            {closed.rows.map((r) => (
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
          <ServerPager page={closed} label="Receipts" />
        </>
      )}
    </Stack>
  )
}

/** 'View History': the completed and cancelled receipts; one opens read-only. */
export const ReceiptHistoryDialog = ({ open, onOpen, onClose }: { open: boolean; onOpen: (receipt: LotDto) => void; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
    <DialogTitle>Receipt History</DialogTitle>
    <DialogContent dividers>{open && <ClosedReceipts onOpen={onOpen} />}</DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
)
