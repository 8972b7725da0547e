import { Box } from "@mui/material"
import { TARGET_HUMIDITY } from "@timber/contracts"
import { usePhone } from "../../../../ui/use-phone"
import { humidityChart, PHONE_CHART, SCREEN_CHART, type ChartPoint } from "../humidity-chart"

/**
 * The humidity trend on screen, 450 high at full width (spec section 2.3; it scales down with a
 * narrower dialog, keeping its proportions), drawn from the same geometry as the PDF's chart. Screen readers get the readings in words.
 */
export const HumidityChart = ({ points }: { points: ReadonlyArray<ChartPoint> }) => {
  const c = humidityChart(points, usePhone() ? PHONE_CHART : SCREEN_CHART)
  const summary = `Humidity trend: ${points.map((p) => `${p.label} ${p.humidity.toFixed(1)}%`).join(", ")}; target ${TARGET_HUMIDITY}%`
  return (
    <Box sx={{ width: "100%", maxWidth: SCREEN_CHART.width, mx: "auto" }} data-testid="humidity-chart">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${c.size.width} ${c.size.height}`} style={{ width: "100%", height: "auto", display: "block" }}>
        {c.ticks.map((t) => (
          <g key={t.value}>
            <line x1={c.left} y1={t.y} x2={c.right} y2={t.y} stroke="#e2e8f0" strokeWidth={1} />
            <text x={c.left - 6} y={t.y + 4} fontSize={12} fill="#475569" textAnchor="end">
              {t.text}
            </text>
          </g>
        ))}
        <line x1={c.left} y1={c.target} x2={c.right} y2={c.target} stroke="#16a34a" strokeWidth={1.5} strokeDasharray="6 4" />
        <text x={c.right} y={c.target - 5} fontSize={12} fill="#15803d" textAnchor="end">
          {c.targetText}
        </text>
        <polyline fill="none" stroke="#b91c1c" strokeWidth={2.5} points={c.points.map((p) => `${p.x},${p.y}`).join(" ")} />
        {c.points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={4} fill="#b91c1c" />
        ))}
        {c.labels.map((l, i) => (
          <text key={i} x={l.x} y={l.y} fontSize={11} fill="#475569" textAnchor={l.anchor}>
            {l.text}
          </text>
        ))}
      </svg>
    </Box>
  )
}
