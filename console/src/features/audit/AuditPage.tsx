import { Alert, Button, Stack } from "@mui/material"
import DownloadIcon from "@mui/icons-material/Download"
import type { AuditExportFormat, AuditRecordKind } from "@timber/contracts"
import { enqueueSnackbar } from "notistack"
import { useState } from "react"
import { Link as RouterLink } from "react-router-dom"
import { useAuth } from "../../auth/AuthProvider"
import { isAdmin } from "../../auth/permissions"
import { PageHeader } from "../../ui/PageHeader"
import { downloadExport, NO_FILTERS, useAuditEvents, type AuditFilters } from "./api/audit"
import { EventFilters } from "./components/EventFilters"
import { EventList } from "./components/EventList"
import { RecordAsOf } from "./components/RecordAsOf"

/**
 * /dashboard/audit: the event history searched by LOT number, stream, type, user and
 * time, exported as the search selects it, and any record replayed as of one of its versions.
 */
export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS)
  const [record, setRecord] = useState<{ kind: AuditRecordKind; id: string } | null>(null)
  const [version, setVersion] = useState<number | null>(null)
  const events = useAuditEvents(filters)
  const { state } = useAuth()
  const admin = state.status === "authenticated" && isAdmin(state.user)
  const exportAs = (format: AuditExportFormat) => downloadExport(filters, format).catch((error: Error) => enqueueSnackbar(error.message, { variant: "error" }))
  return (
    <>
      <PageHeader
        title="Audit"
        subtitle="Who did what, when, and what each record looked like before"
        actions={
          <Stack direction="row" spacing={1}>
            {admin && (
              <Button variant="outlined" component={RouterLink} to="/dashboard/audit/projections">
                Projections
              </Button>
            )}
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportAs("ndjson")}>
              Export NDJSON
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportAs("csv")}>
              Export CSV
            </Button>
          </Stack>
        }
      />
      <EventFilters initial={NO_FILTERS} onSearch={setFilters} />
      {events.error && <Alert severity="error">{events.error.message}</Alert>}
      <Stack direction={{ xs: "column", lg: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
        <Stack sx={{ flex: 1, minWidth: 0, width: "100%" }}>
          <EventList
            events={events.data?.pages.flatMap((page) => page.events) ?? []}
            onOpen={(next, at) => {
              setRecord(next)
              setVersion(at)
            }}
            more={{ has: events.hasNextPage, loading: events.isFetchingNextPage, load: () => void events.fetchNextPage() }}
          />
        </Stack>
        {record && (
          <Stack sx={{ flex: 1, minWidth: 0, width: "100%" }}>
            <RecordAsOf record={record} version={version} onVersion={setVersion} onClose={() => setRecord(null)} />
          </Stack>
        )}
      </Stack>
    </>
  )
}
