import { Box, Typography } from "@mui/material"
import type { WallSnapshot } from "@timber/contracts"
import { BarChart } from "@mui/x-charts/BarChart"
import { BoardTable, MAX_ROWS, more, PanelFrame } from "./PanelFrame"

const m3 = (v: number | null) => (v === null ? "—" : `${v.toFixed(2)} m³`)

/** Today's receipts: how many LOTs, their volume, and the volume by wood type. */
export function ReceiptsPanel({ snapshot }: { snapshot: WallSnapshot }) {
  const { receipts } = snapshot
  const byWood = new Map<string, number>()
  for (const r of receipts) byWood.set(r.woodType ?? "Unknown", (byWood.get(r.woodType ?? "Unknown") ?? 0) + (r.volumeM3 ?? 0))
  return (
    <PanelFrame title="Today's receipts" empty={receipts.length === 0 ? "No receipts yet today" : null}>
      <Typography sx={{ fontSize: "2.4rem", mb: 2 }}>
        {receipts.length} {receipts.length === 1 ? "LOT" : "LOTs"} · {snapshot.receiptsVolumeM3.toFixed(2)} m³
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "3fr 2fr", gap: 4, flex: 1 }}>
        <Box>
          <BoardTable
            head={["LOT", "Wood", "Supplier", "Volume", "Status"]}
            rows={receipts.slice(0, MAX_ROWS).map((r) => [r.lotNumber, r.woodType ?? "—", r.supplier, m3(r.volumeM3), r.status])}
          />
          <Typography sx={{ mt: 1, color: "text.secondary" }}>{more(receipts.length)}</Typography>
        </Box>
        <BarChart
          height={520}
          xAxis={[{ scaleType: "band", height: "auto", data: [...byWood.keys()], tickLabelStyle: { fontSize: 22, fill: "#ffffff" } }]}
          yAxis={[{ width: "auto", label: "m³", tickLabelStyle: { fontSize: 20, fill: "#ffffff" } }]}
          series={[{ data: [...byWood.values()], label: "m³ received today", color: "#4fc3f7" }]}
        />
      </Box>
    </PanelFrame>
  )
}
