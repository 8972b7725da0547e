import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material"
import { AssetMessages, type MaintenancePayload, type MaintenanceRecord, type MaintenanceStatus } from "@timber/contracts"
import { format } from "date-fns"
import { useState } from "react"
import { StaleEditNotice } from "../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../ui/what-changed"
import { SubmitButton } from "../../../ui/SubmitButton"
import { NumberField } from "../../../ui/NumberField"

export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  SCHEDULED: "Scheduled",
  IN_PROGRESS: "In progress",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled"
}

interface Draft {
  maintenanceType: string
  scheduledDate: string
  status: MaintenanceStatus
  completedDate: string
  description: string
  performedBy: string
  cost: string
  every: string
  unit: "DAYS" | "MONTHS"
}

const today = () => format(new Date(), "yyyy-MM-dd")

const draftOf = (record: MaintenanceRecord | null): Draft => ({
  maintenanceType: record?.maintenanceType ?? "",
  scheduledDate: record?.scheduledDate ?? today(),
  status: record?.status ?? "SCHEDULED",
  completedDate: record?.completedDate ?? "",
  description: record?.description ?? "",
  performedBy: record?.performedBy ?? "",
  cost: record?.cost === null || record?.cost === undefined ? "" : String(record.cost),
  every: record?.recurrence ? String(record.recurrence.every) : "",
  unit: record?.recurrence?.unit ?? "MONTHS"
})

/** The form's first refusal, in the server's words (contracts AssetMessages), before anything is sent. */
const refusalOf = (d: Draft): string | null => {
  if (!d.maintenanceType.trim()) return AssetMessages.maintenanceTypeRequired
  if (!d.scheduledDate) return AssetMessages.scheduledDateRequired
  if (d.every.trim() !== "" && !(Number(d.every) >= 1)) return AssetMessages.recurrenceMin
  return null
}

const payloadOf = (d: Draft): MaintenancePayload => ({
  maintenanceType: d.maintenanceType.trim(),
  scheduledDate: d.scheduledDate,
  status: d.status,
  // a completed record was done on the day given, else today
  completedDate: d.status === "COMPLETED" ? d.completedDate || today() : null,
  description: d.description.trim() || null,
  performedBy: d.performedBy.trim() || null,
  cost: d.cost.trim() === "" ? null : Number(d.cost),
  recurrenceInterval: d.every.trim() === "" ? null : Number(d.every),
  recurrenceUnit: d.every.trim() === "" ? null : d.unit
})

/** What a stale-edit notice compares, labelled as the dialog shows it. */
const COMPARED: ReadonlyArray<ComparedField<MaintenanceRecord>> = [
  { label: "Maintenance type", value: (r) => r.maintenanceType },
  { label: "Scheduled date", value: (r) => r.scheduledDate },
  { label: "Status", value: (r) => MAINTENANCE_STATUS_LABELS[r.status] },
  { label: "Completed date", value: (r) => r.completedDate },
  { label: "Description", value: (r) => r.description },
  { label: "Performed by", value: (r) => r.performedBy },
  { label: "Cost (TZS)", value: (r) => r.cost }
]

/**
 * Add Maintenance and Edit Maintenance (the spec does not show the dialog): the
 * type, scheduled day, status (the day it was done when completed), description, who did it, the
 * cost in TZS, and an optional repeat interval in days or months counted from the day it is done.
 */
export function MaintenanceDialog({
  open,
  record,
  busy,
  error,
  staleError,
  onLoadCurrent,
  onCancel,
  onSave
}: {
  readonly open: boolean
  readonly record: MaintenanceRecord | null
  readonly busy: boolean
  readonly error: string | null
  /** The save's last failure: a stale-edit refusal is shown with what changed and a way to load the record as it is now. */
  readonly staleError?: unknown
  readonly onLoadCurrent?: (current: MaintenanceRecord | null, version: string | null) => void
  readonly onCancel: () => void
  readonly onSave: (payload: MaintenancePayload) => void
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(record))
  const [touched, setTouched] = useState(false)
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }))
  const refusal = refusalOf(draft)
  const shown = (touched ? refusal : null) ?? error
  const save = () => {
    setTouched(true)
    if (refusal === null) onSave(payloadOf(draft))
  }
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="sm" fullWidth>
      <DialogTitle>{record ? "Edit Maintenance" : "Add Maintenance"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <StaleEditNotice error={staleError} loaded={record} fields={COMPARED} onLoadCurrent={(current, version) => onLoadCurrent?.(current, version)} />
          {shown && <Alert severity="error">{shown}</Alert>}
          <TextField
            label="Maintenance type"
            required
            value={draft.maintenanceType}
            onChange={(e) => set("maintenanceType")(e.target.value)}
            placeholder="e.g. Service, Blade change, Oiling"
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              label="Scheduled date"
              type="date"
              required
              fullWidth
              value={draft.scheduledDate}
              onChange={(e) => set("scheduledDate")(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField select label="Status" fullWidth value={draft.status} onChange={(e) => set("status")(e.target.value as MaintenanceStatus)}>
              {(Object.keys(MAINTENANCE_STATUS_LABELS) as MaintenanceStatus[]).map((s) => (
                <MenuItem key={s} value={s}>
                  {MAINTENANCE_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {draft.status === "COMPLETED" && (
            <TextField
              label="Completed date"
              type="date"
              value={draft.completedDate || today()}
              onChange={(e) => set("completedDate")(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField label="Description" multiline minRows={2} value={draft.description} onChange={(e) => set("description")(e.target.value)} />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField label="Performed by" fullWidth value={draft.performedBy} onChange={(e) => set("performedBy")(e.target.value)} />
            <NumberField label="Cost (TZS)" fullWidth step={1} value={draft.cost} onChange={set("cost")} />
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <NumberField
              label="Repeat every"
              fullWidth
              min={1}
              step={1}
              value={draft.every}
              onChange={set("every")}
              helperText="Leave blank for a one-off. Counted from the day it is completed."
            />
            <TextField select label="Interval unit" fullWidth value={draft.unit} onChange={(e) => set("unit")(e.target.value as Draft["unit"])}>
              <MenuItem value="DAYS">Days</MenuItem>
              <MenuItem value="MONTHS">Months</MenuItem>
            </TextField>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <SubmitButton onClick={save} busy={busy}>
          Save
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
