import { Typography } from "@mui/material"
import type { WallSnapshot } from "@timber/contracts"
import { BoardTable, MAX_ROWS, more, PanelFrame } from "./PanelFrame"

/** Transfers approved and not yet received: what is on the road between warehouses. */
export function TransfersPanel({ snapshot }: { snapshot: WallSnapshot }) {
  const moving = snapshot.transfers
  return (
    <PanelFrame title="Transfers in transit" empty={moving.length === 0 ? "No transfers on the way" : null}>
      <BoardTable
        head={["Transfer", "From", "To", "Pieces", "Status"]}
        rows={moving.slice(0, MAX_ROWS).map((t) => [t.transferNumber, t.from, t.to, t.pieces, t.status.replace("_", " ")])}
      />
      <Typography sx={{ mt: 1, color: "text.secondary" }}>{more(moving.length)}</Typography>
    </PanelFrame>
  )
}
