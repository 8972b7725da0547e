import { Box, LinearProgress, Typography } from "@mui/material"
import type { ProjectionStatus } from "@timber/contracts"
import { rebuildProgress } from "./rebuild-progress"

/** A rebuild's live bar: events done of total, rate and time left; full, "Rebuilt", once it swapped in. */
export const RebuildBar = ({ name, rebuild }: { name: string; rebuild: NonNullable<ProjectionStatus["rebuild"]> }) => {
  const progress = rebuildProgress(rebuild, rebuild.finishedAt === null ? Date.now() : Date.parse(rebuild.finishedAt))
  const done = rebuild.finishedAt !== null
  return (
    <Box sx={{ minWidth: 200, mt: 1 }}>
      <LinearProgress variant="determinate" value={done ? 100 : progress.percent} aria-label={`Rebuild of ${name}`} />
      <Typography variant="caption" color="text.secondary">
        {done
          ? `Rebuilt: ${progress.done.toLocaleString()} events, swapped in at ${new Date(rebuild.finishedAt!).toLocaleTimeString()}`
          : `${progress.done.toLocaleString()} / ~${progress.total.toLocaleString()} events · ${Math.round(progress.rate).toLocaleString()} events/s · ${
              progress.secondsLeft === null ? "estimating" : `${Math.ceil(progress.secondsLeft)} s left`
            }`}
      </Typography>
    </Box>
  )
}
