import { Box, Typography } from "@mui/material"
import type { ReactNode } from "react"
import { wrapAnywhere } from "../../../../ui/OverflowText"

/** Label and value pairs of a tab, two columns from `sm` up. */
export const FactList = ({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) => (
  <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, columnGap: 3, rowGap: 2 }}>
    {facts.map(([label, value]) => (
      <Box key={label}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: "pre-wrap", ...wrapAnywhere }}>
          {value === null || value === undefined || value === "" ? "—" : value}
        </Typography>
      </Box>
    ))}
  </Box>
)
