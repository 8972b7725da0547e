import { Box, LinearProgress, Typography } from "@mui/material"
import type { ProjectionStatus } from "@timber/contracts"
import { rebuildProgress } from "./rebuild-progress"

/** A rebuild's live bar: events done of total, rate and time left; "Rebuilt" at 100 % once it swapped in. */
export const RebuildBar = ({ name, rebuild, finished }: { name: string; rebuild: ProjectionStatus["rebuild"]; finished: boolean }) => {
  if (rebuild === null && !finished) return null
  const progress = rebuild === null ? null : rebuildProgress(rebuild, Date.now())
  const percent = progress?.percent ?? 100
  return (
    <Box sx={{ minWidth: 200 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`Rebuild of ${name}`} />
      <Typography variant="caption" color="text.secondary">
        {progress === null
          ? "Rebuilt: swapped in"
          : `${progress.done.toLocaleString()} / ${progress.total.toLocaleString()} events · ${Math.round(progress.rate).toLocaleString()}/s · ${
              progress.secondsLeft === null ? "estimating" : `${Math.ceil(progress.secondsLeft)} s left`
            }`}
      </Typography>
    </Box>
  )
}
