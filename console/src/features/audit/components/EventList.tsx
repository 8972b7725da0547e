import { Box, Button, Card, Chip, Collapse, Link, Stack, Typography } from "@mui/material"
import { recordOfStream, type AuditEvent, type AuditRecordKind } from "@timber/contracts"
import { useState } from "react"
import { formatDateTime } from "../../../lib/format"

const who = (event: AuditEvent) => event.user?.name ?? event.user?.email ?? event.user?.id ?? "—"

/** One event: when, who, the sentence, its stream (open the record as of then) and its JSON one click away. */
const EventRow = ({ event, onOpen }: { event: AuditEvent; onOpen: (record: { kind: AuditRecordKind; id: string }, version: number) => void }) => {
  const [open, setOpen] = useState(false)
  const record = recordOfStream(event.streamId)
  return (
    <Box component="li" sx={{ py: 1.5, px: 2, borderBottom: 1, borderColor: "divider", listStyle: "none" }} data-testid="audit-event">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body1">{event.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(event.occurredAt)} · {who(event)} · <Chip size="small" label={event.type} sx={{ mx: 0.5 }} />
            {record ? (
              <Link component="button" type="button" onClick={() => onOpen(record, event.version)} sx={{ verticalAlign: "baseline" }}>
                {event.streamId} v{event.version}
              </Link>
            ) : (
              `${event.streamId} v${event.version}`
            )}
          </Typography>
        </Box>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? "Hide JSON" : "JSON"}
        </Button>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box
          component="pre"
          tabIndex={0}
          aria-label="Event as JSON"
          sx={{ bgcolor: "#f8fafc", p: 1.5, mt: 1, overflowX: "auto", fontSize: 12, borderRadius: 1 }}
        >
          {JSON.stringify({ position: event.position, eventId: event.eventId, data: event.data, metadata: event.metadata }, null, 2)}
        </Box>
      </Collapse>
    </Box>
  )
}

export const EventList = ({
  events,
  onOpen,
  more
}: {
  events: ReadonlyArray<AuditEvent>
  onOpen: (record: { kind: AuditRecordKind; id: string }, version: number) => void
  more: { has: boolean; loading: boolean; load: () => void }
}) => (
  <Card variant="outlined">
    {events.length === 0 ? (
      <Typography sx={{ p: 3 }} color="text.secondary">
        No events match this search
      </Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label="Events">
        {events.map((event) => (
          <EventRow key={event.position} event={event} onOpen={onOpen} />
        ))}
      </Box>
    )}
    {more.has && (
      <Box sx={{ p: 1.5, textAlign: "center" }}>
        <Button onClick={more.load} disabled={more.loading}>
          Load older events
        </Button>
      </Box>
    )}
  </Card>
)
