import { Box } from "@mui/material"
import { BarChart } from "@mui/x-charts/BarChart"
import type { WallSnapshot } from "@timber/contracts"
import { BoardTable, MAX_ROWS, PanelFrame } from "./PanelFrame"

/** Slicing in progress: each operation's waste, and its LOT's recovery so far. */
export function SlicingPanel({ snapshot }: { snapshot: WallSnapshot }) {
  const ops = snapshot.slicing
  return (
    <PanelFrame title="Slicing in progress" empty={ops.length === 0 ? "No slicing in progress" : null}>
      <Box sx={{ display: "grid", gridTemplateColumns: "3fr 2fr", gap: 4, flex: 1 }}>
        <BoardTable
          head={["Operation", "LOT", "Wood", "Sleeper", "Waste", "LOT recovery"]}
          rows={ops
            .slice(0, MAX_ROWS)
            .map((op) => [
              op.serialNumber,
              op.lotNumber,
              op.woodType ?? "—",
              `#${op.sleeperNumber}`,
              `${op.wastePercentage.toFixed(1)} %`,
              op.lotRecoveryFactor === null ? "—" : `${(op.lotRecoveryFactor * 100).toFixed(0)} %`
            ])}
        />
        <BarChart
          height={520}
          xAxis={[{ scaleType: "band", height: "auto", data: ops.map((op) => op.serialNumber), tickLabelStyle: { fontSize: 20, fill: "#ffffff" } }]}
          yAxis={[{ width: "auto", label: "waste %", tickLabelStyle: { fontSize: 20, fill: "#ffffff" } }]}
          series={[{ data: ops.map((op) => op.wastePercentage), label: "Waste %", color: "#ffb020" }]}
        />
      </Box>
    </PanelFrame>
  )
}
