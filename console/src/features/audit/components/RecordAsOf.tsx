import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Slider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography
} from "@mui/material"
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft"
import ChevronRightIcon from "@mui/icons-material/ChevronRight"
import CloseIcon from "@mui/icons-material/Close"
import { AUDIT_RECORD_KINDS, type AuditRecordKind } from "@timber/contracts"
import { useState } from "react"
import { formatDateTime } from "../../../lib/format"
import { useRecordAsOf, versionAtTime } from "../api/audit"

const shown = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value))

/**
 * The auditor's replay: a record as of one of its versions, a slider over them stepping one
 * event at a time, the event that made this version and what it changed, and the whole state.
 */
export const RecordAsOf = ({
  record,
  version,
  onVersion,
  onClose
}: {
  record: { kind: AuditRecordKind; id: string }
  version: number | null
  onVersion: (version: number) => void
  onClose: () => void
}) => {
  const { data, error } = useRecordAsOf(record, version)
  const [at, setAt] = useState("")
  const label = `${AUDIT_RECORD_KINDS[record.kind].label} ${record.id}`
  if (error) return <Alert severity="error">{error.message}</Alert>
  if (!data)
    return (
      <Card variant="outlined" sx={{ p: 2 }}>
        Loading {label}…
      </Card>
    )
  const step = data.version === 0 ? null : data.timeline[data.version - 1]!
  const go = (next: number) => onVersion(Math.max(0, Math.min(data.versions, next)))
  return (
    <Card variant="outlined" component="section" aria-label={`${label} as of`}>
      <CardHeader
        title={`${label} as of version ${data.version} of ${data.versions}`}
        slotProps={{ title: { component: "h2", variant: "h6" } }}
        subheader={data.asOf ? `as of ${formatDateTime(data.asOf)}` : "before its first event"}
        action={
          <IconButton aria-label="Close the record" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        }
      />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2 }}>
          <IconButton aria-label="Previous event" onClick={() => go(data.version - 1)} disabled={data.version === 0}>
            <ChevronLeftIcon />
          </IconButton>
          <Slider
            aria-label="Version"
            value={data.version}
            min={0}
            max={data.versions}
            step={1}
            marks
            valueLabelDisplay="auto"
            onChange={(_e, value) => go(value as number)}
          />
          <IconButton aria-label="Next event" onClick={() => go(data.version + 1)} disabled={data.version === data.versions}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ mb: 2 }}
          onSubmit={(e) => {
            e.preventDefault()
            if (at !== "") void versionAtTime(record, new Date(at).toISOString()).then(go)
          }}
        >
          <TextField
            size="small"
            type="datetime-local"
            label="As of"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="outlined">
            Show
          </Button>
        </Stack>
        {step ? (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" data-testid="as-of-event">
              {step.description}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(step.occurredAt)} · {step.type}
            </Typography>
            <Table size="small" aria-label="What this event changed" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {step.changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell>{change.field}</TableCell>
                    <TableCell sx={{ wordBreak: "break-word" }}>{shown(change.before)}</TableCell>
                    <TableCell sx={{ wordBreak: "break-word" }}>{shown(change.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Typography sx={{ mb: 2 }}>Before its first event: the record did not exist yet.</Typography>
        )}
        <Typography variant="subtitle2" component="h3">
          State
        </Typography>
        <Box
          component="pre"
          data-testid="as-of-state"
          tabIndex={0}
          aria-label="State as JSON"
          sx={{ bgcolor: "#f8fafc", p: 1.5, overflowX: "auto", fontSize: 12, borderRadius: 1, maxHeight: 360 }}
        >
          {JSON.stringify(data.state, null, 2)}
        </Box>
      </CardContent>
    </Card>
  )
}
