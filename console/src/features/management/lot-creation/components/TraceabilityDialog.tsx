import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  Stack,
  Typography
} from "@mui/material"
import type { LotRecovery, LotTraceability } from "@timber/contracts"
import { formatVolume } from "@timber/domain/calculators/sleeper-volume"
import type { ReactNode } from "react"
import { fixed, formatDate, formatDateTime } from "../../../../lib/format"
import { LotStatusChip } from "../../../../ui/LotStatusChip"
import { LotVolumeAccount } from "../../../../ui/LotVolumeAccount"
import { wrapAnywhere } from "../../../../ui/OverflowText"
import { LotJourneySection } from "./LotJourneySection"
import { slicingSummary } from "./slicing-summary"

/** The spec is silent on this stage's empty text; worded like its neighbours'. */
const NO_MEASUREMENT = "No receipt measurement submitted for this LOT yet"

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 6, md: 3 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ fontWeight: 500, ...wrapAnywhere }}>
      {children}
    </Typography>
  </Grid>
)

const Metric = ({ label, value, detail }: { label: string; value: string; detail?: string }) => (
  <Grid size={{ xs: 12, sm: 4 }}>
    <Card sx={{ bgcolor: "#f8fafc" }}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  </Grid>
)

export const TraceabilityDialog = ({
  lotNumber,
  data,
  recovery,
  loading,
  onClose
}: {
  lotNumber: string | null
  data: LotTraceability | undefined
  /** GET /api/factory/lot-recovery: the LOT's volume account (absent while it loads or when it failed). */
  recovery: LotRecovery | undefined
  loading: boolean
  onClose: () => void
}) => {
  const receipts = data?.stages.woodReceipts ?? []
  const measurement = data?.stages.measurement ?? []
  const slicing = data?.stages.slicing ?? []
  const summary = slicingSummary(slicing, recovery)
  const account = summary.account
  return (
    <Dialog open={lotNumber !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle sx={wrapAnywhere}>LOT Traceability: {lotNumber}</DialogTitle>
      {/* the stages and the volume account outgrow a screen: the content scrolls, so a keyboard must be able to reach it */}
      <DialogContent dividers tabIndex={0} role="region" aria-label={`Traceability of ${lotNumber ?? "LOT"}`}>
        {loading ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
            <CircularProgress color="secondary" />
          </Box>
        ) : (
          <Stack spacing={3}>
            <Box>
              <Typography variant="h6" component="h3" gutterBottom>
                Wood Receipt
              </Typography>
              {receipts.length === 0 ? (
                <Alert severity="info">No wood receipts found for this LOT</Alert>
              ) : (
                receipts.map((r) => (
                  <Grid container spacing={2} key={r.id}>
                    <Field label="Wood Type">{r.woodType?.name ?? "N/A"}</Field>
                    <Field label="Supplier">{r.supplier}</Field>
                    <Field label="Status">
                      <LotStatusChip status={r.status} />
                    </Field>
                    <Field label="Receipt Date">{formatDate(r.receiptDate)}</Field>
                    <Field label="Estimated Volume (CBM)">{fixed(r.estimatedVolumeM3, 3)}</Field>
                    <Field label="Actual Volume (CBM)">{fixed(r.actualVolumeM3, 3)}</Field>
                    <Field label="Estimated Pieces">{r.estimatedPieces ?? "—"}</Field>
                    <Field label="Actual Pieces">{r.actualPieces ?? "—"}</Field>
                    <Field label="Last Worked By">{r.lastWorkedBy ?? "—"}</Field>
                    <Field label="Last Worked At">{formatDateTime(r.lastWorkedAt)}</Field>
                  </Grid>
                ))
              )}
            </Box>
            <Divider />
            <Box>
              <Typography variant="h6" component="h3" gutterBottom>
                Receipt Measurement
              </Typography>
              {measurement.length === 0 ? (
                <Alert severity="info">{NO_MEASUREMENT}</Alert>
              ) : (
                measurement.map((m) => (
                  <Grid container spacing={2} key={m.receiptId}>
                    <Field label="Sleepers Measured">{m.sleepersMeasured}</Field>
                    <Field label="Measured Volume (m³)">{formatVolume(m.measuredVolumeM3)}</Field>
                    <Field label="Submitted By">{m.submittedBy ?? "—"}</Field>
                    <Field label="Submitted At">{formatDateTime(m.submittedAt)}</Field>
                    <Field label="Confirmed At">{m.receiptConfirmedAt ? formatDateTime(m.receiptConfirmedAt) : "Awaiting approval"}</Field>
                  </Grid>
                ))
              )}
            </Box>
            <Divider />
            <Box>
              <Typography variant="h6" component="h3" gutterBottom>
                Wood Slicing
              </Typography>
              {slicing.length === 0 ? (
                <Alert severity="info">No slicing operations recorded for this LOT yet</Alert>
              ) : (
                <Stack spacing={2}>
                  <Typography variant="subtitle2" component="h4">
                    LOT Summary
                  </Typography>
                  <Grid container spacing={2}>
                    <Field label="Wood Type">{summary.woodType ?? "N/A"}</Field>
                    <Field label="Sleepers Sliced">{account?.sleepersSliced ?? "—"}</Field>
                    <Field label="Start Time">{summary.startTime ? formatDateTime(summary.startTime) : "Not started"}</Field>
                  </Grid>
                  <Grid container spacing={2}>
                    <Metric label="Total Sleeper Volume" value={account ? `${fixed(account.sleeperVolume, 3)} m³` : "—"} />
                    <Metric
                      label="Total Plank Volume"
                      value={account ? `${fixed(account.plankVolume, 3)} m³` : "—"}
                      detail={`${summary.planksProduced} planks produced`}
                    />
                    <Metric
                      label="Total Waste"
                      value={account ? `${fixed(account.wastePercent, 2)}%` : "—"}
                      detail={account ? `${fixed(account.wasteVolume, 3)} m³ waste` : undefined}
                    />
                  </Grid>
                </Stack>
              )}
            </Box>
            {data?.stages.journey && (
              <>
                <Divider />
                <LotJourneySection journey={data.stages.journey} />
              </>
            )}
            {recovery && (
              <>
                <Divider />
                <Box sx={{ maxWidth: 520 }}>
                  <Typography variant="h6" component="h3" gutterBottom>
                    Volume Account
                  </Typography>
                  <LotVolumeAccount recovery={recovery} />
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    Ended slicing operations only; recovery factor = plank m³ ÷ sliced sleeper m³.
                  </Typography>
                </Box>
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
