import { Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material"
import { StockAdjustmentPayload, WOOD_STATUS_LABELS, WOOD_STATUSES, type WoodStatus } from "@timber/contracts"
import { typedNumber, type FieldMap } from "../../../../lib/form-validation"
import { useDialogForm } from "../../../../lib/use-contract-form"
import { FormDialogActions } from "../../../../ui/FormDialogActions"
import { StockRowFields, type StockRowForm } from "./StockRowFields"
import type { StockRowDialogProps } from "./stock-row-dialog"

interface AdjustmentForm extends StockRowForm {
  readonly woodStatus: WoodStatus
  readonly quantity: string
  readonly reason: string
  readonly notes: string
}

const body = (f: AdjustmentForm) => ({
  warehouseId: f.warehouseId,
  woodTypeId: f.woodTypeId,
  thickness: f.thickness,
  woodStatus: f.woodStatus,
  quantity: typedNumber(f.quantity),
  reason: f.reason,
  notes: f.notes.trim() ? f.notes : null
})

const FIELDS: FieldMap<keyof AdjustmentForm> = {
  warehouseId: "warehouseId",
  woodTypeId: "woodTypeId",
  thickness: "thickness",
  woodStatus: "woodStatus",
  quantity: "quantity",
  reason: "reason",
  notes: "notes"
}

/** A stock adjustment (ADMIN, MANAGER): set one status of a row to the counted quantity, with a required reason. */
export const AdjustmentDialog = ({
  open,
  warehouses,
  woodTypes,
  defaultWarehouseId,
  busy,
  serverError,
  onClose,
  onSubmit
}: StockRowDialogProps<StockAdjustmentPayload>) => {
  const initial = (): AdjustmentForm => ({
    warehouseId: defaultWarehouseId ?? "",
    woodTypeId: "",
    thickness: '1"',
    woodStatus: "NOT_DRIED",
    quantity: "",
    reason: "",
    notes: ""
  })
  const { form, set, validation } = useDialogForm({ open, initial, schema: StockAdjustmentPayload, toBody: body, fields: FIELDS, serverError })
  const save = () => {
    const b = body(form)
    if (b.quantity !== undefined) onSubmit({ ...b, quantity: b.quantity })
  }
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>New Stock Adjustment</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <StockRowFields form={form} warehouses={warehouses} woodTypes={woodTypes} fieldProps={validation.fieldProps} onChange={set} />
          <TextField
            select
            label="Wood Status"
            required
            value={form.woodStatus}
            onChange={(e) => set({ woodStatus: e.target.value as WoodStatus })}
            {...validation.fieldProps("woodStatus")}
          >
            {WOOD_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {WOOD_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Counted Quantity"
            required
            type="number"
            value={form.quantity}
            onChange={(e) => set({ quantity: e.target.value })}
            {...validation.fieldProps("quantity", "Pieces counted; the difference is recorded")}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <TextField label="Reason" required value={form.reason} onChange={(e) => set({ reason: e.target.value })} {...validation.fieldProps("reason")} />
          <TextField
            label="Notes"
            multiline
            minRows={2}
            value={form.notes}
            onChange={(e) => set({ notes: e.target.value })}
            {...validation.fieldProps("notes")}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions hintId="adjustment-problem" validation={validation} busy={busy} onCancel={onClose} onSubmit={save}>
        Save Adjustment
      </FormDialogActions>
    </Dialog>
  )
}
