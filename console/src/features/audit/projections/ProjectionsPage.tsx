import { Alert, Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material"
import { LiveTopics, type ProjectionStatus } from "@timber/contracts"
import { enqueueSnackbar } from "notistack"
import { useLiveRefetch } from "../../../api/live"
import { useAuth } from "../../../auth/AuthProvider"
import { isAdmin } from "../../../auth/permissions"
import { PageHeader } from "../../../ui/PageHeader"
import { projectionStatusesKey } from "../../../api/queries/projection-statuses"
import { useProjectionStatuses, useRebuildProjection } from "./api/projection-operations"
import { RebuildBar } from "./components/RebuildBar"
import { StoppedEvent } from "./components/StoppedEvent"

const building = (status: ProjectionStatus) => status.rebuild !== null && status.rebuild.finishedAt === null

const STATE_COLOUR = { running: "success", rebuilding: "info", stopped: "error" } as const

/** How long ago the oldest unapplied event happened, in words; "—" when caught up. */
const lagInTime = (oldest: string | null, now: number) => {
  if (oldest === null) return "—"
  const seconds = Math.max(0, Math.round((now - Date.parse(oldest)) / 1000))
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
}

/**
 * /dashboard/audit/projections (ADMIN): every projection's version, checkpoint,
 * lag in events and in time, state and last error, live; a blue-green rebuild of one with its
 * progress; a stopped one's poison event with Resume and Skip.
 */
export default function ProjectionsPage() {
  const { state } = useAuth()
  const admin = state.status === "authenticated" && isAdmin(state.user)
  useLiveRefetch(admin ? [LiveTopics.system] : [], [projectionStatusesKey])
  const statuses = useProjectionStatuses()
  const rebuild = useRebuildProjection()
  const rows = statuses.data ?? []
  const now = Date.now()
  if (!admin) return <Alert severity="info">Only an administrator operates the projections.</Alert>
  return (
    <>
      <PageHeader title="Projections" subtitle="The read models: how far each has read the log, and their repair" />
      {statuses.error && <Alert severity="error">{statuses.error.message}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Projections">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Version</TableCell>
              <TableCell align="right">Checkpoint</TableCell>
              <TableCell align="right">Lag (events)</TableCell>
              <TableCell align="right">Lag (time)</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Last error</TableCell>
              <TableCell>Rebuild</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((status) => (
              <TableRow key={status.name} data-projection={status.name}>
                <TableCell component="th" scope="row">
                  {status.name}
                </TableCell>
                <TableCell align="right">{status.version}</TableCell>
                <TableCell align="right">{status.checkpoint}</TableCell>
                <TableCell align="right">{status.lag}</TableCell>
                <TableCell align="right">{lagInTime(status.oldestUnprojectedAt, now)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={building(status) ? "rebuilding" : status.state}
                    color={STATE_COLOUR[building(status) ? "rebuilding" : status.state]}
                  />
                </TableCell>
                <TableCell sx={{ maxWidth: 280, overflowWrap: "anywhere" }}>{status.lastError ?? status.rebuildError ?? "—"}</TableCell>
                <TableCell>
                  {building(status) ? null : (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Rebuild ${status.name}`}
                      disabled={rebuild.isPending}
                      onClick={() => rebuild.mutate(status.name, { onError: (error) => enqueueSnackbar(error.message, { variant: "error" }) })}
                    >
                      Rebuild
                    </Button>
                  )}
                  {status.rebuild && <RebuildBar name={status.name} rebuild={status.rebuild} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows
        .filter((status) => status.state === "stopped")
        .map((status) => (
          <StoppedEvent key={status.name} status={status} />
        ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        A rebuild writes new tables beside the live ones, which keep answering, and swaps them in at once when they have caught up.
      </Typography>
    </>
  )
}
