import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material"
import type { DryingBatch } from "@timber/contracts"
import { useEffect, useState } from "react"
import { StartingFields } from "./StartingFields"
import { errorToastText } from "../../../../api/api-error"
import { staleEditOf } from "../../../../api/stale-edit"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"
import { useWoodTypes } from "../../../../api/queries/wood-types"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { usePhone } from "../../../../ui/use-phone"
import { useEditDrying } from "../api/drying"
import { editBatchPayload, localTime, toggledThickness, type EditBatchForm } from "../drying-forms"
import { SubmitButton } from "../../../../ui/SubmitButton"
import { WoodTypeSelect } from "../../../../ui/WoodTypeSelect"
import { NumberField } from "../../../../ui/NumberField"

const formOf = (batch: DryingBatch): EditBatchForm => ({
  woodTypeId: batch.woodTypeId,
  thickness: String(Number(batch.thickness.toFixed(3))),
  unit: "mm",
  pieces: String(batch.pieceCount),
  startingHumidity: batch.startingHumidity === null ? "" : String(batch.startingHumidity),
  startingElectricityUnits: batch.startingElectricityUnits === null ? "" : String(batch.startingElectricityUnits),
  startTime: localTime(batch.startTime),
  notes: batch.notes ?? ""
})

/** What a stale-edit notice compares, labelled as the form shows it. */
const COMPARED: ReadonlyArray<ComparedField<DryingBatch>> = [
  { label: "Wood Type", value: (b) => b.woodType?.name ?? b.woodTypeId },
  { label: "Thickness (mm)", value: (b) => b.thickness },
  { label: "Number of Pieces", value: (b) => b.pieceCount },
  { label: "Starting Humidity", value: (b) => b.startingHumidity },
  { label: "Starting Electricity Units", value: (b) => b.startingElectricityUnits },
  { label: "Start Time", value: (b) => b.startTime },
  { label: "Notes", value: (b) => b.notes },
  { label: "Status", value: (b) => b.status },
  { label: "Readings", value: (b) => b.readings.length }
]

/** Edit Process (admin only, spec sections 5 and 6): the batch's initial data; thickness in mm or inches, toggling converts at 25.4. */
export const EditBatchDialog = ({ batch, onClose }: { batch: DryingBatch | null; onClose: () => void }) => {
  const phone = usePhone()
  const woodTypes = useWoodTypes()
  const [form, setForm] = useState<EditBatchForm | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const edit = useEditDrying()
  const run = useToastMutation(edit)
  // the batch as this form loaded it: the one opened, or the current version loaded after a stale-edit refusal
  const [current, setCurrent] = useState<DryingBatch | null>(null)
  useEffect(() => {
    setForm(batch === null ? null : formOf(batch))
    setAlert(null)
    setCurrent(null)
  }, [batch])
  const loaded = current ?? batch
  // a refusal shown for this batch is not shown again for the next one opened
  const close = () => {
    edit.reset()
    onClose()
  }
  if (loaded === null || form === null) return null
  const set = (change: Partial<EditBatchForm>) => {
    setAlert(null)
    setForm({ ...form, ...change })
  }
  const save = () => {
    const checked = editBatchPayload(form)
    if ("alert" in checked) return setAlert(checked.alert ?? null)
    run(
      { batch: loaded, payload: checked.ok },
      // a stale-edit refusal is told by the notice above the form, with what changed
      { success: "Drying process updated", failure: null, otherwise: (e) => setAlert(staleEditOf(e) ? null : errorToastText(e)), then: onClose }
    )
  }
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle>Edit Process</DialogTitle>
      <DialogContent>
        <StaleEditNotice
          error={edit.error}
          loaded={loaded}
          fields={COMPARED}
          onLoadCurrent={(now) => {
            edit.reset()
            if (now) {
              setCurrent(now)
              setForm(formOf(now))
            }
          }}
        />
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {loaded.batchNumber} · Admin only
          </Typography>
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <WoodTypeSelect required woodTypes={woodTypes.data ?? []} value={form.woodTypeId} onChange={(woodTypeId) => set({ woodTypeId })}>
            {!(woodTypes.data ?? []).some((t) => t.id === form.woodTypeId) && <MenuItem value={form.woodTypeId}>{loaded.woodType?.name ?? "N/A"}</MenuItem>}
          </WoodTypeSelect>
          <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
            <NumberField
              required
              label={`Thickness (${form.unit})`}
              fullWidth
              step={form.unit === "mm" ? 0.1 : 0.01}
              value={form.thickness}
              onChange={(thickness) => set({ thickness })}
            />
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Thickness unit"
              value={form.unit}
              onChange={(_, unit: "mm" | "inch" | null) => unit && setForm(toggledThickness(form, unit))}
              sx={{ mt: 1 }}
            >
              <ToggleButton value="mm">mm</ToggleButton>
              <ToggleButton value="inch">inch</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <NumberField required label="Pieces" min={1} step={1} value={form.pieces} onChange={(pieces) => set({ pieces })} />
          <StartingFields form={form} set={set} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <SubmitButton busy={edit.isPending} onClick={save}>
          Save Changes
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
