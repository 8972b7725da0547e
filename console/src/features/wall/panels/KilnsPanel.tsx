import { Box, Typography } from "@mui/material"
import { SparkLineChart } from "@mui/x-charts/SparkLineChart"
import type { WallSnapshot } from "@timber/contracts"
import { format } from "date-fns"
import { MAX_ROWS, more, PanelFrame } from "./PanelFrame"

const at = (iso: string | null) => (iso === null ? "—" : format(new Date(iso), "MMM dd HH:mm"))

/** Kilns drying now: latest humidity, its trend, and when the batch should be dry. */
export function KilnsPanel({ snapshot }: { snapshot: WallSnapshot }) {
  const kilns = snapshot.kilns
  return (
    <PanelFrame title="Kilns" empty={kilns.length === 0 ? "No kilns drying" : null}>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: 3 }}>
        {kilns.slice(0, MAX_ROWS).map((kiln) => (
          <Box key={kiln.batchNumber} sx={{ bgcolor: "background.paper", borderRadius: 2, p: 2.5, display: "grid", gridTemplateColumns: "1fr 260px", gap: 2 }}>
            <Box>
              <Typography sx={{ fontSize: "2rem", fontWeight: 700 }}>
                {kiln.batchNumber} · {kiln.woodType ?? "—"}
              </Typography>
              <Typography sx={{ fontSize: "3.4rem", fontWeight: 700, lineHeight: 1.2 }}>
                {kiln.latestHumidity === null ? "—" : `${kiln.latestHumidity} %`}
              </Typography>
              <Typography sx={{ fontSize: "1.6rem", color: "text.secondary" }}>
                read {at(kiln.latestReadingAt)} · dry by {kiln.estimatedFinish === null ? "not estimated yet" : at(kiln.estimatedFinish)}
              </Typography>
            </Box>
            {kiln.readings.length > 1 && <SparkLineChart data={kiln.readings.map((r) => r.humidity)} height={120} color="#4fc3f7" curve="linear" />}
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 1, color: "text.secondary" }}>{more(kilns.length)}</Typography>
    </PanelFrame>
  )
}
