import { Alert, AlertTitle, Stack } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { LiveTopics, ProjectionMessages, type User } from "@timber/contracts"
import { useLiveRefetch } from "../../api/live"
import { isAdmin } from "../../auth/permissions"
import { wrapAnywhere } from "../../ui/OverflowText"
import { projectionStatusesKey, projectionStatusesQuery } from "../../api/queries/projection-statuses"

/**
 * A stop is pushed on the `system` topic at once; this poll bounds how late the banner can be when
 * that push is missed (the socket down and not yet back). The e2e's missed pushes of 2026-11-28
 * were a stop committed after the page's read but before the server took its subscription; the
 * live provider now reads again when the subscription is confirmed (api/live.tsx). An ADMIN-only
 * read of a few rows.
 */
export const PROJECTION_STATUS_REFRESH_MS = 10_000

/**
 * An ADMIN sees at once when a read model stopped (a poison event or a bug): which one, on
 * which event, and why. Screens built on it show older data until it is repaired, so the
 * banner stays on every page until the projection runs again.
 */
export const ProjectionAlert = ({ user }: { user: User }) => {
  const admin = isAdmin(user)
  const statuses = useQuery({ ...projectionStatusesQuery, enabled: admin, refetchInterval: PROJECTION_STATUS_REFRESH_MS, retry: false })
  useLiveRefetch(admin ? [LiveTopics.system] : [], [projectionStatusesKey])
  const stopped = admin ? (statuses.data ?? []).filter((status) => status.state === "stopped") : []
  if (stopped.length === 0) return null
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {stopped.map((status) => (
        <Alert key={status.name} severity="error" role="alert" sx={wrapAnywhere}>
          <AlertTitle>Read model {status.name} stopped</AlertTitle>
          {ProjectionMessages.stopped(status.name, status.stoppedAt, status.lastError)}
        </Alert>
      ))}
    </Stack>
  )
}
