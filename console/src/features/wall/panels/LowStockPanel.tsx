import { Typography } from "@mui/material"
import type { WallSnapshot } from "@timber/contracts"
import { BoardTable, MAX_ROWS, more, PanelFrame } from "./PanelFrame"

/** Stock rows below their minimum, the largest shortfall first. */
export function LowStockPanel({ snapshot }: { snapshot: WallSnapshot }) {
  const alerts = snapshot.lowStock.toSorted((a, b) => b.shortfall - a.shortfall)
  return (
    <PanelFrame title="Low-stock alerts" empty={alerts.length === 0 ? "No low-stock alerts: every row is above its minimum" : null}>
      <BoardTable
        head={["Wood", "Thickness", "Warehouse", "In stock", "Minimum", "Short by"]}
        rows={alerts.slice(0, MAX_ROWS).map((a) => [a.woodType, a.thickness, a.warehouse, a.currentStock, a.minimumStockLevel, a.shortfall])}
      />
      <Typography sx={{ mt: 1, color: "text.secondary" }}>{more(alerts.length)}</Typography>
    </PanelFrame>
  )
}
