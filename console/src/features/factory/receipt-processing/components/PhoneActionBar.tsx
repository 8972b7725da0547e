import { Paper, Typography } from "@mui/material"
import { formatVolume } from "@timber/domain/calculators/sleeper-volume"
import type { ReactNode } from "react"
import type { SleeperTotals } from "../sleeper-sheet"

/** On small screens the totals and the actions stay in a bar fixed at the bottom (spec section 2.2). */
export const PhoneActionBar = ({ totals, children }: { totals: SleeperTotals; children: ReactNode }) => (
  <Paper
    elevation={8}
    sx={{
      position: "fixed",
      left: 0,
      right: 0,
      bottom: 0,
      p: 1.5,
      zIndex: (t) => t.zIndex.appBar,
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: 1
    }}
    aria-label="Receipt actions"
    component="section"
  >
    <Typography variant="body2">
      {totals.pieces} · {formatVolume(totals.volumeM3)} m³
    </Typography>
    {children}
  </Paper>
)
