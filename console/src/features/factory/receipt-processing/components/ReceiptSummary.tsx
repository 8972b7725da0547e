import { Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material"
import { formatVolume, volumeVariance, type MeasurementUnit } from "@timber/domain/calculators/sleeper-volume"
import { sheetTotals, sizeSummary, type SleeperRow } from "../sleeper-sheet"

const signed = (m3: number) => `${m3 >= 0 ? "+" : ""}${formatVolume(m3)} m³`

/** The sleeper size summary, then the total and its variance against the estimate. */
export const ReceiptSummary = ({ rows, unit, estimatedM3 }: { rows: ReadonlyArray<SleeperRow>; unit: MeasurementUnit; estimatedM3: number | null }) => {
  const totals = sheetTotals(rows, unit)
  const variance = volumeVariance(totals.volumeM3, estimatedM3)
  const groups = sizeSummary(rows, unit)
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Sleeper size summary">
        <Typography variant="h6" component="h2">
          Sleeper Size Summary
        </Typography>
        {groups.length === 0 ? (
          <Typography color="text.secondary">No sleepers measured yet</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Size</TableCell>
                <TableCell align="right">Count</TableCell>
                <TableCell align="right">Volume (m³)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.map((g) => (
                <TableRow key={g.size}>
                  <TableCell>{g.size}</TableCell>
                  <TableCell align="right">{g.count}</TableCell>
                  <TableCell align="right">{formatVolume(g.volumeM3)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Total and variance">
        <Typography variant="h6" component="h2">
          Total
        </Typography>
        <Typography data-testid="receipt-total">
          {totals.pieces} sleeper(s) · <strong>{formatVolume(totals.volumeM3)} m³</strong>
        </Typography>
        <Typography color="text.secondary" data-testid="receipt-variance">
          Estimated {estimatedM3 === null ? "—" : `${formatVolume(estimatedM3)} m³`} · Variance{" "}
          {variance.m3 === null ? "—" : `${signed(variance.m3)}${variance.percent === null ? "" : ` (${variance.percent.toFixed(1)}%)`}`}
        </Typography>
      </Paper>
    </Stack>
  )
}
