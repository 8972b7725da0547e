import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography
} from "@mui/material"
import { dryingStockSize, type DryingBatch, type DryingReading } from "@timber/contracts"
import { fixed, formatDateTime, tzs } from "../../../../lib/format"
import { usePhone } from "../../../../ui/use-phone"
import { estimateText, humidity, markedReadings, showsTrend, thicknessText, trendPoints, type CostView } from "../batch-figures"
import { HumidityChart } from "./HumidityChart"

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Grid size={{ xs: 6, sm: 4 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2">{value}</Typography>
  </Grid>
)

/** Process Details (spec section 2.3): the batch, its cost, the humidity trend (more than one reading), the completion estimate and the readings. */
export const DetailsDialog = ({
  batch,
  cost,
  onClose,
  onPdf,
  onEdit,
  onEditReading,
  onCorrectCost
}: {
  batch: DryingBatch | null
  cost: CostView | null
  onClose: () => void
  onPdf: (batch: DryingBatch) => void
  /** admin only; absent when the user may not */
  onEdit?: (batch: DryingBatch) => void
  /** Edit Reading on each reading; absent when the role or the batch's stage does not allow it */
  onEditReading?: (batch: DryingBatch, reading: DryingReading) => void
  /** Correct cost on a completed batch's frozen cost; absent when the user is not an admin */
  onCorrectCost?: (batch: DryingBatch) => void
}) => {
  const phone = usePhone()
  if (batch === null) return null
  const estimate = estimateText(batch)
  const readings = markedReadings(batch)
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle>Process Details</DialogTitle>
      {/* the content scrolls: a keyboard user reaches it to scroll (tabIndex) */}
      <DialogContent tabIndex={0}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2, flexWrap: "wrap", gap: 1 }}>
          <Typography variant="h6" component="h2">
            {batch.batchNumber}
          </Typography>
          <Chip size="small" color={batch.status === "COMPLETED" ? "success" : "warning"} label={batch.status === "COMPLETED" ? "Completed" : "In Progress"} />
        </Stack>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Fact label="Wood type" value={batch.woodType?.name ?? "N/A"} />
          <Fact label="Thickness" value={thicknessText(batch.thickness)} />
          <Fact label="Pieces" value={String(batch.pieceCount)} />
          <Fact label="Started" value={formatDateTime(batch.startTime)} />
          <Fact label="Completed" value={formatDateTime(batch.endTime)} />
          <Fact label="Starting humidity" value={humidity(batch.startingHumidity)} />
          <Fact label="Starting meter" value={`${fixed(batch.startingElectricityUnits, 2)} kWh`} />
          <Fact label="Stock" value={dryingStockSize(batch) ?? "—"} />
          <Fact label="Created by" value={batch.createdByName ?? "—"} />
        </Grid>
        {batch.notes && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            Notes: {batch.notes}
          </Typography>
        )}
        {cost && (
          <Box component="section" aria-label="Cost" sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Cost
            </Typography>
            <Typography variant="body2">
              Electricity {fixed(cost.kwh, 2)} kWh × {tzs(cost.tariffPerKwh)} = {tzs(cost.electricityCost)}
            </Typography>
            <Typography variant="body2">
              {tzs(cost.electricityCost)} electricity + {tzs(cost.depreciationCost)} depreciation
              {(cost.maintenanceCost ?? 0) > 0 && <> + {tzs(cost.maintenanceCost)} maintenance</>}
              {(cost.labourCost ?? 0) > 0 && <> + {tzs(cost.labourCost)} labour</>} = <strong>{tzs(cost.totalCost)}</strong>
            </Typography>
            {batch.status === "COMPLETED" && (
              <Typography variant="body2">
                {cost.kwhPerM3 === null || cost.costPerM3 === null || cost.costPerM3 === undefined
                  ? "Per m³: not known (no measured receipt for this wood type and thickness)"
                  : `${fixed(cost.kwhPerM3, 2)} kWh per m³ · ${tzs(cost.costPerM3)} per m³`}
              </Typography>
            )}
            {batch.status === "COMPLETED" && (
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 1, flexWrap: "wrap", gap: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {cost.frozen ? "Frozen at completion: a recharge corrected or a setting changed later does not change it" : "Being frozen at completion…"}
                </Typography>
                {onCorrectCost && cost.frozen && (
                  <Button size="small" onClick={() => onCorrectCost(batch)}>
                    Correct cost
                  </Button>
                )}
              </Stack>
            )}
            {cost.correction && (
              <Typography variant="body2" aria-label="Cost correction">
                Corrected from {tzs(cost.correction.previousTotalCost)} by {cost.correction.correctedBy ?? "an admin"} on{" "}
                {formatDateTime(cost.correction.correctedAt)}: {cost.correction.reason}
              </Typography>
            )}
          </Box>
        )}
        {showsTrend(batch) && (
          <Box component="section" aria-label="Humidity trend" sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Humidity Trend
            </Typography>
            <HumidityChart points={trendPoints(batch)} />
          </Box>
        )}
        {estimate && (
          <Alert severity="info" sx={{ mb: 2 }} aria-label="Completion estimate">
            {estimate}
          </Alert>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Readings
        </Typography>
        {readings.length === 0 ? (
          <Typography color="text.secondary">No readings yet</Typography>
        ) : (
          <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label="Readings, scrolls sideways">
            <Table size="small" aria-label="Readings">
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell align="right">Meter (kWh)</TableCell>
                  <TableCell align="right">Humidity</TableCell>
                  <TableCell>Notes</TableCell>
                  <TableCell>By</TableCell>
                  {onEditReading && <TableCell aria-label="Actions" />}
                </TableRow>
              </TableHead>
              <TableBody>
                {readings.map(({ reading, recharged }) => (
                  <TableRow key={reading.id}>
                    <TableCell>{formatDateTime(reading.readingTime)}</TableCell>
                    <TableCell align="right">
                      {fixed(reading.electricityMeter, 2)} {recharged && <Chip size="small" color="info" label="Recharged" sx={{ ml: 0.5 }} />}
                    </TableCell>
                    <TableCell align="right">{humidity(reading.humidity)}</TableCell>
                    <TableCell>{reading.notes ?? ""}</TableCell>
                    <TableCell>{reading.createdByName ?? ""}</TableCell>
                    {onEditReading && (
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => onEditReading(batch, reading)}
                          aria-label={`Edit reading of ${formatDateTime(reading.readingTime)}`}
                        >
                          Edit
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {onEdit && (
          <Button onClick={() => onEdit(batch)} sx={{ mr: "auto" }}>
            Edit Process
          </Button>
        )}
        <Button onClick={() => onPdf(batch)}>Download PDF</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
