import { Stack, Typography } from "@mui/material"
import type { LotRecovery } from "@timber/contracts"

const m3 = (value: number) => `${value.toFixed(4)} m³`

/** Plank m³ / sliced sleeper m³ as a percentage; "—" before anything is sliced. */
export const recoveryText = (factor: number | null) => (factor === null ? "—" : `${(factor * 100).toFixed(2)}%`)

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" sx={{ justifyContent: "space-between", gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 600, textAlign: "right" }}>{value}</Typography>
  </Stack>
)

/**
 * A LOT's volume account, one look wherever it is shown: received, not yet
 * sliced, sliced sleepers, planks, waste, and the recovery factor.
 */
export const LotVolumeAccount = ({ recovery }: { recovery: LotRecovery }) => (
  <Stack spacing={0.5} aria-label={`LOT ${recovery.lot_number} volume account`} role="group">
    <Row label="Received" value={`${m3(recovery.received_m3)} (${recovery.counted_sleepers} sleepers)`} />
    <Row label="Not yet sliced" value={m3(recovery.unsliced_m3)} />
    <Row label="Sliced sleepers" value={`${m3(recovery.sliced_sleeper_m3)} (${recovery.sliced_sleepers})`} />
    <Row label="Planks" value={m3(recovery.plank_m3)} />
    <Row label="Waste" value={m3(recovery.waste_m3)} />
    <Row label="Recovery factor" value={recoveryText(recovery.recovery_factor)} />
  </Stack>
)

/** The account in one line, for a list of LOTs (the dashboard). */
export const volumeAccountLine = (r: LotRecovery) =>
  `Received ${m3(r.received_m3)} · sliced ${m3(r.sliced_sleeper_m3)} → planks ${m3(r.plank_m3)}, waste ${m3(r.waste_m3)} · recovery ${recoveryText(r.recovery_factor)}`
