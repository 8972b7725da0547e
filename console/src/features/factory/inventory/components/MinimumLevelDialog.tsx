import { Dialog, DialogContent, DialogTitle, Stack, TextField } from "@mui/material"
import { StockMinimumPayload } from "@timber/contracts"
import { typedNumber, type FieldMap } from "../../../../lib/form-validation"
import { useDialogForm } from "../../../../lib/use-contract-form"
import { FormDialogActions } from "../../../../ui/FormDialogActions"
import { StockRowFields, type StockRowForm } from "./StockRowFields"
import type { StockRowDialogProps } from "./stock-row-dialog"

interface MinimumForm extends StockRowForm {
  readonly minimum: string
}

const body = (f: MinimumForm) => ({
  warehouseId: f.warehouseId,
  woodTypeId: f.woodTypeId,
  thickness: f.thickness,
  minimumStockLevel: f.minimum.trim() === "" ? null : typedNumber(f.minimum)
})
const FIELDS: FieldMap<keyof MinimumForm> = { warehouseId: "warehouseId", woodTypeId: "woodTypeId", thickness: "thickness", minimumStockLevel: "minimum" }

/** A minimum stock level per warehouse × wood type × thickness (ADMIN, MANAGER); empty clears it. */
export const MinimumLevelDialog = ({
  open,
  warehouses,
  woodTypes,
  defaultWarehouseId,
  busy,
  serverError,
  onClose,
  onSubmit
}: StockRowDialogProps<StockMinimumPayload>) => {
  const initial = (): MinimumForm => ({ warehouseId: defaultWarehouseId ?? "", woodTypeId: "", thickness: '1"', minimum: "" })
  const { form, set, validation } = useDialogForm({ open, initial, schema: StockMinimumPayload, toBody: body, fields: FIELDS, serverError })
  const save = () => {
    const b = body(form)
    onSubmit({ ...b, minimumStockLevel: b.minimumStockLevel ?? null })
  }
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Set Minimum Stock Level</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <StockRowFields form={form} warehouses={warehouses} woodTypes={woodTypes} fieldProps={validation.fieldProps} onChange={set} />
          <TextField
            label="Minimum Stock Level"
            type="number"
            value={form.minimum}
            onChange={(e) => set({ minimum: e.target.value })}
            {...validation.fieldProps("minimum", "Available pieces (not dried + dried); empty clears it")}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions hintId="minimum-problem" validation={validation} busy={busy} onCancel={onClose} onSubmit={save}>
        Save Minimum
      </FormDialogActions>
    </Dialog>
  )
}
