import { Box, Grid, Paper, Typography } from "@mui/material"
import type { LotDto } from "@timber/contracts"
import { formatVolume } from "@timber/domain/calculators/sleeper-volume"
import type { ReactNode } from "react"
import { formatDate } from "../../../../lib/format"
import { LotStatusChip } from "../../../../ui/LotStatusChip"

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 6, sm: 4, md: 3 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{children}</Box>
  </Grid>
)

const m3 = (value: number | null) => (value === null ? "—" : `${formatVolume(value)} m³`)

/** The receipt as recorded, read-only (factory spec section 2.2). */
export const ReceiptInfo = ({ receipt }: { receipt: LotDto }) => (
  <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Receipt information" component="section">
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      Receipt Information
    </Typography>
    <Grid container spacing={2}>
      <Field label="LOT Number">{receipt.lotNumber}</Field>
      <Field label="Wood Type">{receipt.woodType?.name ?? "N/A"}</Field>
      <Field label="Supplier">{receipt.supplier}</Field>
      <Field label="Receipt Date">{formatDate(receipt.receiptDate)}</Field>
      <Field label="Estimated Volume">{m3(receipt.estimatedVolumeM3)}</Field>
      <Field label="Actual Volume">{m3(receipt.actualVolumeM3)}</Field>
      <Field label="Quantity">{receipt.actualPieces ?? receipt.estimatedPieces ?? "—"}</Field>
      <Field label="Purchase Order">{receipt.purchaseOrder}</Field>
      <Field label="Status">
        <LotStatusChip status={receipt.status} />
      </Field>
    </Grid>
  </Paper>
)
