import { TARGET_HUMIDITY } from "@timber/contracts"

/**
 * The humidity trend's axis, shared by the chart on screen (MUI X Charts) and the one in the PDF,
 * and the PDF's geometry: readings in time order evenly along x, humidity from 0 to the next 10 above the highest reading
 * (at least the 12 % target) up y, five grid steps, a dashed line at the target, at most six time
 * labels so they never overlap.
 */
export interface ChartSize {
  readonly width: number
  readonly height: number
}
export const PDF_CHART: ChartSize = { width: 500, height: 220 }
/** Spec section 2.3: the chart is 450 high. */
export const SCREEN_CHART: ChartSize = { width: 900, height: 450 }
/** On a phone the drawing is smaller, so its labels stay readable when it is scaled to the screen's width. */
export const PHONE_CHART: ChartSize = { width: 400, height: 280 }

const MARGIN = { left: 40, right: 12, top: 12, bottom: 26 } as const

export interface ChartPoint {
  readonly label: string
  readonly humidity: number
}

/** The top of the humidity axis: the next 10 above the highest reading, at least the target, at most 100 (the screen's LineChart and the PDF alike). */
export const humidityAxisMax = (points: ReadonlyArray<ChartPoint>) =>
  Math.min(100, Math.ceil(Math.max(TARGET_HUMIDITY, ...points.map((p) => p.humidity)) / 10) * 10)

/** The PDF's drawing of the trend (pdfmake draws SVG; the screen uses MUI X Charts from the same points and axis). */
export const humidityChart = (points: ReadonlyArray<ChartPoint>, size: ChartSize) => {
  const plotW = size.width - MARGIN.left - MARGIN.right
  const plotH = size.height - MARGIN.top - MARGIN.bottom
  const yMax = humidityAxisMax(points)
  const x = (i: number) => MARGIN.left + (points.length < 2 ? plotW / 2 : (i * plotW) / (points.length - 1))
  const y = (h: number) => MARGIN.top + plotH - (Math.max(0, Math.min(yMax, h)) / yMax) * plotH
  const every = Math.max(1, Math.ceil(points.length / 6))
  return {
    size,
    left: MARGIN.left,
    right: size.width - MARGIN.right,
    ticks: Array.from({ length: 6 }, (_, i) => (yMax * i) / 5).map((value) => ({ value, y: y(value), text: `${Number(value.toFixed(1))}%` })),
    target: y(TARGET_HUMIDITY),
    targetText: `Target ${TARGET_HUMIDITY}%`,
    points: points.map((p, i) => ({ x: x(i), y: y(p.humidity), humidity: p.humidity, label: p.label })),
    // the first and last labels lean inwards, so neither is cut at the edge
    labels: points.flatMap((p, i) =>
      i % every === 0 || i === points.length - 1
        ? [
            {
              x: x(i),
              y: size.height - 8,
              text: p.label,
              anchor: (points.length > 1 && i === 0 ? "start" : i === points.length - 1 && i > 0 ? "end" : "middle") as "start" | "end" | "middle"
            }
          ]
        : []
    )
  }
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const n = (v: number) => v.toFixed(1)

/** The chart as SVG text (pdfmake draws it in the PDF). */
export const humiditySvg = (points: ReadonlyArray<ChartPoint>, size: ChartSize = PDF_CHART): string => {
  const c = humidityChart(points, size)
  const grid = c.ticks
    .map(
      (t) =>
        `<line x1="${c.left}" y1="${n(t.y)}" x2="${c.right}" y2="${n(t.y)}" stroke="#e2e8f0" stroke-width="0.5"/>` +
        `<text x="${c.left - 4}" y="${n(t.y + 3)}" font-size="8" fill="#64748b" text-anchor="end">${t.text}</text>`
    )
    .join("")
  const target =
    `<line x1="${c.left}" y1="${n(c.target)}" x2="${c.right}" y2="${n(c.target)}" stroke="#16a34a" stroke-width="1" stroke-dasharray="4 3"/>` +
    `<text x="${c.right}" y="${n(c.target - 3)}" font-size="7" fill="#15803d" text-anchor="end">${c.targetText}</text>`
  const line = `<polyline fill="none" stroke="#b91c1c" stroke-width="2" points="${c.points.map((p) => `${n(p.x)},${n(p.y)}`).join(" ")}"/>`
  const dots = c.points.map((p) => `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="2.5" fill="#b91c1c"/>`).join("")
  const labels = c.labels
    .map((l) => `<text x="${n(l.x)}" y="${n(l.y)}" font-size="7" fill="#64748b" text-anchor="${l.anchor}">${escape(l.text)}</text>`)
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${grid}${target}${line}${dots}${labels}</svg>`
}
