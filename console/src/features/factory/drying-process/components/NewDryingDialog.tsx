import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material"
import { formatM3, type DryingBatch } from "@timber/contracts"
import { useState } from "react"
import { StartingFields } from "./StartingFields"
import { useStockWarehouses } from "../../../../api/queries/warehouses"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { errorToastText } from "../../../../api/api-error"
import { usePhone } from "../../../../ui/use-phone"
import { useStartDrying } from "../api/drying"
import { useWarehouseStockRows } from "../api/warehouse-stock"
import { dryableRows, dryableWoodTypes, localNow, mayCreate, newDryingPayload, type NewDryingForm } from "../drying-forms"
import { SubmitButton } from "../../../../ui/SubmitButton"
import { WarehouseSelect } from "../../../../ui/WarehouseSelect"
import { WoodTypeSelect } from "../../../../ui/WoodTypeSelect"
import { NumberField } from "../../../../ui/NumberField"

const emptyForm = (): NewDryingForm => ({
  warehouseId: "",
  woodTypeId: "",
  stockRowId: "",
  pieces: "",
  startingHumidity: "",
  startingElectricityUnits: "",
  startTime: localNow(),
  notes: ""
})

/**
 * New Drying Process (spec section 5): warehouse, then wood type (enabled after a warehouse),
 * then a thickness among the rows with not-dried pieces, then pieces. A refusal — the form's or
 * the server's ("Cannot dry 10 pieces. Only 5 not dried pieces available.") — shows in the dialog,
 * which stays open.
 */
export const NewDryingDialog = ({ open, onClose, onStarted }: { open: boolean; onClose: () => void; onStarted: (batch: DryingBatch) => void }) => {
  const phone = usePhone()
  const [form, setForm] = useState<NewDryingForm>(emptyForm)
  const [alert, setAlert] = useState<string | null>(null)
  const warehouses = useStockWarehouses()
  const stock = useWarehouseStockRows(form.warehouseId)
  const rows = stock.data ?? []
  const start = useStartDrying()
  const run = useToastMutation(start)
  const set = (change: Partial<NewDryingForm>) => {
    setAlert(null)
    setForm((now) => ({ ...now, ...change }))
  }
  const close = () => {
    setForm(emptyForm())
    setAlert(null)
    onClose()
  }
  const chosenRow = rows.find((r) => r.woodTypeId === form.woodTypeId && r.id === form.stockRowId)
  const create = () => {
    const checked = newDryingPayload(form, rows)
    if ("alert" in checked) return setAlert(checked.alert)
    run(checked.ok, {
      success: (batch) => `Drying process ${batch.batchNumber} started`,
      failure: null,
      otherwise: (error) => setAlert(errorToastText(error)),
      then: (batch) => {
        close()
        onStarted(batch)
      }
    })
  }
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle>New Drying Process</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <WarehouseSelect
            warehouses={warehouses.data}
            value={form.warehouseId}
            onChange={(warehouseId) => set({ warehouseId, woodTypeId: "", stockRowId: "" })}
          />
          <WoodTypeSelect
            woodTypes={dryableWoodTypes(rows)}
            value={form.woodTypeId}
            disabled={form.warehouseId === ""}
            helperText={form.warehouseId !== "" && !stock.isPending && dryableWoodTypes(rows).length === 0 ? "No not dried stock in this warehouse" : undefined}
            onChange={(woodTypeId) => set({ woodTypeId, stockRowId: "" })}
          />
          <TextField select label="Thickness" value={form.stockRowId} disabled={form.woodTypeId === ""} onChange={(e) => set({ stockRowId: e.target.value })}>
            {dryableRows(rows, form.woodTypeId).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.size} · {r.statusNotDried} not dried · {formatM3(r.m3NotDried)}
              </MenuItem>
            ))}
          </TextField>
          <NumberField
            label="Pieces"
            min={1}
            max={chosenRow?.statusNotDried}
            step={1}
            value={form.pieces}
            onChange={(pieces) => set({ pieces })}
            helperText={chosenRow ? `Up to ${chosenRow.statusNotDried} not dried pieces` : undefined}
          />
          <StartingFields form={form} set={set} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <SubmitButton busy={start.isPending} disabled={!mayCreate(form)} onClick={create}>
          Create
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
