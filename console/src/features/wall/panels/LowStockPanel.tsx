import { Typography } from "@mui/material"
import { formatM3, type WallSnapshot } from "@timber/contracts"
import { BoardTable, MAX_ROWS, more, PanelFrame } from "./PanelFrame"

/** Stock rows below their minimum, the largest shortfall first; each named as the inventory names it, its m³ beside its pieces. */
export function LowStockPanel({ snapshot }: { snapshot: WallSnapshot }) {
  const alerts = snapshot.lowStock.toSorted((a, b) => b.shortfall - a.shortfall)
  return (
    <PanelFrame title="Low-stock alerts" empty={alerts.length === 0 ? "No low-stock alerts: every row is above its minimum" : null}>
      <BoardTable
        head={["Wood", "Size", "Warehouse", "In stock", "Minimum", "Short by"]}
        rows={alerts
          .slice(0, MAX_ROWS)
          .map((a) => [a.woodType, a.size, a.warehouse, `${a.currentStock} pcs · ${formatM3(a.currentStockM3)}`, a.minimumStockLevel, a.shortfall])}
      />
      <Typography sx={{ mt: 1, color: "text.secondary" }}>{more(alerts.length)}</Typography>
    </PanelFrame>
  )
}
