import { Divider, Paper, Stack, Typography } from "@mui/material"
import type { LotRecovery } from "@timber/contracts"
import { LotVolumeAccount } from "../../../../ui/LotVolumeAccount"
import { m3, plankCode } from "../slicer-figures"

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" sx={{ justifyContent: "space-between", gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
  </Stack>
)

/** The results side panel (section 2.1): this sleeper's volumes, waste % and plank codes, and the LOT's volume account. */
export const ResultsPanel = ({
  figures,
  sleeperNumber,
  plankCount,
  recovery
}: {
  figures: { sleeperVolume: number; plankVolume: number; wastePercentage: number } | null
  sleeperNumber: number | null
  plankCount: number
  recovery: LotRecovery | undefined
}) => (
  <Paper variant="outlined" sx={{ p: 2 }} component="aside" aria-label="Results">
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      Results
    </Typography>
    {figures && sleeperNumber !== null ? (
      <Stack spacing={0.5}>
        <Row label="Sleeper volume" value={m3(figures.sleeperVolume)} />
        <Row label="Plank volume" value={m3(figures.plankVolume)} />
        <Row label="Waste" value={`${figures.wastePercentage.toFixed(2)}%`} />
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          Plank codes
        </Typography>
        <Typography sx={{ fontFamily: "monospace" }}>
          {Array.from({ length: plankCount }, (_, i) => plankCode(sleeperNumber, i + 1)).join(", ") || "—"}
        </Typography>
      </Stack>
    ) : (
      <Typography color="text.secondary">Choose a sleeper to see its volumes and waste.</Typography>
    )}
    {recovery && (
      <>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
          LOT {recovery.lot_number} volume account
        </Typography>
        <LotVolumeAccount recovery={recovery} />
      </>
    )}
  </Paper>
)
