import { Box } from "@mui/material"
import { LineChart } from "@mui/x-charts/LineChart"
import { ChartsReferenceLine } from "@mui/x-charts/ChartsReferenceLine"
import { TARGET_HUMIDITY } from "@timber/contracts"
import { usePhone } from "../../../../ui/use-phone"
import { humidityAxisMax, PHONE_CHART, SCREEN_CHART, type ChartPoint } from "../humidity-chart"

const TREND_RED = "#b91c1c"
const TARGET_GREEN = "#16a34a"

/**
 * The humidity trend on screen (spec section 2.3): MUI X Charts' LineChart, 450 high (smaller on a
 * phone so its labels stay readable), the readings in time order from the same points and the same
 * 0-to-next-10 % axis as the PDF's drawing (`humidity-chart.ts`), the 12 % target as a dashed
 * reference line. The chart's SVG is not described to screen readers, so the figure is one image
 * named with the readings in words.
 */
export const HumidityChart = ({ points }: { points: ReadonlyArray<ChartPoint> }) => {
  const size = usePhone() ? PHONE_CHART : SCREEN_CHART
  const summary = `Humidity trend: ${points.map((p) => `${p.label} ${p.humidity.toFixed(1)}%`).join(", ")}; target ${TARGET_HUMIDITY}%`
  return (
    <Box role="img" aria-label={summary} data-testid="humidity-chart" sx={{ width: "100%" }}>
      <LineChart
        height={size.height}
        skipAnimation
        hideLegend
        grid={{ horizontal: true }}
        // room on the right, so the last reading's time label is not cut at the edge
        margin={{ right: 40 }}
        xAxis={[{ scaleType: "point", data: points.map((p) => p.label) }]}
        yAxis={[{ min: 0, max: humidityAxisMax(points), valueFormatter: (v: number) => `${v}%`, width: 48 }]}
        series={[
          {
            data: points.map((p) => p.humidity),
            label: "Humidity",
            color: TREND_RED,
            showMark: true,
            valueFormatter: (v) => (v === null ? "" : `${v.toFixed(1)}%`)
          }
        ]}
      >
        <ChartsReferenceLine
          y={TARGET_HUMIDITY}
          label={`Target ${TARGET_HUMIDITY}%`}
          labelAlign="end"
          lineStyle={{ stroke: TARGET_GREEN, strokeDasharray: "6 4", strokeWidth: 1.5 }}
          labelStyle={{ fill: "#15803d", fontSize: 12 }}
        />
      </LineChart>
    </Box>
  )
}
