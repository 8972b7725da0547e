import EditIcon from "@mui/icons-material/Edit"
import EventRepeatIcon from "@mui/icons-material/EventRepeat"
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography
} from "@mui/material"
import { maintenanceCostOf, type Asset, type MaintenancePayload, type MaintenanceRecord } from "@timber/contracts"
import { useState } from "react"
import { errorToastText } from "../../../api/api-error"
import { staleEditOf } from "../../../api/stale-edit"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { formatDate, tzsWhole } from "../../../lib/format"
import { useMay } from "../../../lib/write-actions"
import { useAddMaintenance, useUpdateMaintenance } from "./maintenance-api"
import { MAINTENANCE_STATUS_LABELS, MaintenanceDialog } from "./MaintenanceDialog"

/** What completed maintenance cost; undefined ("—") when the server left the costs out (no amount on assets-items). */
const completedCost = (records: ReadonlyArray<MaintenanceRecord>) =>
  records.some((r) => r.cost === undefined) ? undefined : maintenanceCostOf(records.map((r) => ({ status: r.status, cost: r.cost ?? null })))

const SAVED = "Maintenance record saved"
const SAVE_FAILED = "Failed to save maintenance record"

const repeatText = (r: MaintenanceRecord) => (r.recurrence ? `every ${r.recurrence.every} ${r.recurrence.unit === "DAYS" ? "day(s)" : "month(s)"}` : null)

/** The spec's look: COMPLETED green, any other status amber (administration spec section 4). */
const StatusChip = ({ record }: { readonly record: MaintenanceRecord }) => (
  <Chip size="small" label={MAINTENANCE_STATUS_LABELS[record.status]} color={record.status === "COMPLETED" ? "success" : "warning"} variant="outlined" />
)

/**
 * The asset detail's Maintenance tab: the next recurring maintenance and what
 * maintenance has cost, the records table, and Add Maintenance / edit for who may edit assets.
 */
export function MaintenanceTab({ asset }: { readonly asset: Asset }) {
  const may = useMay()
  const canWrite = may("recordMaintenance")
  // `opened` counts the loads of the dialog, so loading the current record starts its form again; `version` is the
  // asset's version the record was opened at (the asset refreshes live meanwhile: a colleague's change must not
  // lend this form its newer version)
  const [editing, setEditing] = useState<{ record: MaintenanceRecord | null; opened: number; version: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const add = useAddMaintenance()
  const update = useUpdateMaintenance()
  const addWrite = useToastMutation(add)
  const updateWrite = useToastMutation(update)
  const records = [...asset.maintenanceRecords].sort((a, b) => b.scheduledDate.localeCompare(a.scheduledDate))
  const overdue = asset.nextMaintenanceDue !== null && asset.nextMaintenanceDue < new Date().toISOString().slice(0, 10)

  const save = (payload: MaintenancePayload) => {
    const toasts = {
      success: SAVED,
      // the dialog stays open and says why
      failure: null,
      then: () => setEditing(null),
      // a stale edit is told by the dialog's notice, with what changed
      otherwise: (e: unknown) => setError(staleEditOf(e) ? null : errorToastText(e, SAVE_FAILED))
    }
    setError(null)
    if (editing?.record) updateWrite({ asset: { id: asset.id, version: editing.version }, recordId: editing.record.id, payload }, toasts)
    else addWrite({ assetId: asset.id, payload }, toasts)
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              Next maintenance due
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography variant="h6" component="p" data-testid="next-maintenance-due">
                {asset.nextMaintenanceDue ? formatDate(asset.nextMaintenanceDue) : "Not scheduled"}
              </Typography>
              {overdue && <Chip size="small" color="error" label="Overdue" />}
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              Maintenance cost (completed)
            </Typography>
            <Typography variant="h6" component="p" data-testid="maintenance-cost">
              {tzsWhole(completedCost(asset.maintenanceRecords))}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h6" component="h2">
          Maintenance Records
        </Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing({ record: null, opened: 0, version: asset.version })}>
            Add Maintenance
          </Button>
        )}
      </Box>
      {records.length === 0 ? (
        <Typography color="text.secondary">No maintenance records yet</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Maintenance records">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Scheduled</TableCell>
                <TableCell>Completed</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>Performed by</TableCell>
                <TableCell align="right">Cost</TableCell>
                <TableCell>Status</TableCell>
                {canWrite && (
                  <TableCell align="right">
                    <Box component="span" sx={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
                      Actions
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                      <span>{r.maintenanceType}</span>
                      {r.recurrence && (
                        <Tooltip title={`Repeats ${repeatText(r)}`}>
                          <EventRepeatIcon fontSize="small" color="action" aria-label={`Repeats ${repeatText(r)}`} />
                        </Tooltip>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDate(r.scheduledDate)}</TableCell>
                  <TableCell>{r.completedDate ? formatDate(r.completedDate) : "—"}</TableCell>
                  <TableCell>{r.description ?? "—"}</TableCell>
                  <TableCell>{r.performedBy ?? "—"}</TableCell>
                  <TableCell align="right">{tzsWhole(r.cost)}</TableCell>
                  <TableCell>
                    <StatusChip record={r} />
                  </TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <IconButton
                        aria-label={`Edit ${r.maintenanceType} of ${formatDate(r.scheduledDate)}`}
                        onClick={() => setEditing({ record: r, opened: 0, version: asset.version })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <MaintenanceDialog
          key={editing.opened}
          open
          record={editing.record}
          busy={add.isPending || update.isPending}
          error={error}
          staleError={update.error}
          onLoadCurrent={(current, version) => {
            // the form starts again from the record as it is now, at the asset's version the refusal named
            update.reset()
            if (current && version) setEditing({ record: current, opened: editing.opened + 1, version })
          }}
          onCancel={() => {
            setEditing(null)
            setError(null)
          }}
          onSave={save}
        />
      )}
    </Stack>
  )
}
