import ExpandMoreIcon from "@mui/icons-material/ExpandMore"
import { Accordion, AccordionActions, AccordionDetails, AccordionSummary, Box, Button, Chip, Grid, Stack, Typography } from "@mui/material"
import { dryingStockSize, type DryingBatch } from "@timber/contracts"
import { fixed, formatDateTime } from "../../../../lib/format"
import type { BatchOffers } from "../batch-actions"
import { estimateText, humidity, markedReadings, thicknessText } from "../batch-figures"
import { finalHumidity } from "../completed-list"

export interface BatchHandlers {
  readonly onAddReading: (batch: DryingBatch) => void
  readonly onDetails: (batch: DryingBatch) => void
  readonly onComplete: (batch: DryingBatch) => void
  readonly onEdit: (batch: DryingBatch) => void
  readonly onDelete: (batch: DryingBatch) => void
}

/** One running batch, an accordion (spec section 2.3): its figures at a glance, its readings and actions inside. */
export const InProgressCard = ({ batch, offers, handlers }: { batch: DryingBatch; offers: BatchOffers; handlers: BatchHandlers }) => {
  const latest = finalHumidity(batch)
  const readings = markedReadings(batch)
  const summaryId = `drying-${batch.id}-summary`
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: "h3" } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`drying-${batch.id}-details`}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: "center" }, width: "100%", pr: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{batch.batchNumber}</Typography>
          <Typography color="text.secondary">
            {batch.woodType?.name ?? "N/A"} · {batch.pieceCount} pcs · {thicknessText(batch.thickness)}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={`${batch.readings.length} reading${batch.readings.length === 1 ? "" : "s"}`} />
            <Chip size="small" color="warning" label={`Humidity ${humidity(latest ?? batch.startingHumidity)}`} />
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`drying-${batch.id}-details`}>
        <Grid container spacing={1} sx={{ mb: 1 }}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              Started
            </Typography>
            <Typography variant="body2">{formatDateTime(batch.startTime)}</Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              Starting humidity
            </Typography>
            <Typography variant="body2">{humidity(batch.startingHumidity)}</Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              Starting meter
            </Typography>
            <Typography variant="body2">{fixed(batch.startingElectricityUnits, 2)} kWh</Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              Stock
            </Typography>
            <Typography variant="body2">{dryingStockSize(batch) ?? "—"}</Typography>
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {estimateText(batch)}
        </Typography>
        {readings.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }} aria-label={`Readings of ${batch.batchNumber}`}>
            {readings.slice(-5).map(({ reading, recharged }) => (
              <Typography component="li" variant="body2" key={reading.id}>
                {formatDateTime(reading.readingTime)} · {fixed(reading.electricityMeter, 2)} kWh · {humidity(reading.humidity)}
                {recharged && <Chip size="small" color="info" label="Recharged" sx={{ ml: 1 }} />}
              </Typography>
            ))}
          </Stack>
        )}
      </AccordionDetails>
      <AccordionActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={() => handlers.onDetails(batch)} aria-label={`View Details of ${batch.batchNumber}`}>
          View Details
        </Button>
        {offers.editBatch && (
          <Button onClick={() => handlers.onEdit(batch)} aria-label={`Edit Process ${batch.batchNumber}`}>
            Edit Process
          </Button>
        )}
        {offers.delete && (
          <Button color="error" onClick={() => handlers.onDelete(batch)} aria-label={`Delete ${batch.batchNumber}`}>
            Delete
          </Button>
        )}
        {offers.addReading && (
          <Button variant="outlined" onClick={() => handlers.onAddReading(batch)} aria-label={`Add Reading to ${batch.batchNumber}`}>
            Add Reading
          </Button>
        )}
        {offers.complete && (
          <Button variant="contained" color="success" onClick={() => handlers.onComplete(batch)} aria-label={`Complete ${batch.batchNumber}`}>
            Complete
          </Button>
        )}
      </AccordionActions>
    </Accordion>
  )
}
