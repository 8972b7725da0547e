import { StockMinimumPayload } from "@timber/contracts"
import { typedNumber, type FieldMap } from "../../../../lib/form-validation"
import { useDialogForm } from "../../../../lib/use-contract-form"
import { FormDialog } from "../../../../ui/FormDialog"
import { EMPTY_ROW_FORM, StockRowFields, stockRowBody, type StockRowForm } from "./StockRowFields"
import type { StockRowDialogProps } from "./stock-row-dialog"
import { NumberField } from "../../../../ui/NumberField"

interface MinimumForm extends StockRowForm {
  readonly minimum: string
}

const body = (f: MinimumForm) => ({
  ...stockRowBody(f),
  minimumStockLevel: f.minimum.trim() === "" ? null : typedNumber(f.minimum)
})
const FIELDS: FieldMap<keyof MinimumForm> = {
  warehouseId: "warehouseId",
  woodTypeId: "woodTypeId",
  thickness: "thickness",
  product: "product",
  width: "width",
  minimumStockLevel: "minimum"
}

/** A minimum stock level per stock row (warehouse × wood type × product × nominal size) (ADMIN, MANAGER); empty clears it. */
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
  const initial = (): MinimumForm => ({ ...EMPTY_ROW_FORM, warehouseId: defaultWarehouseId ?? "", minimum: "" })
  const { form, set, validation } = useDialogForm({ open, initial, schema: StockMinimumPayload, toBody: body, fields: FIELDS, serverError })
  const save = () => {
    const b = body(form)
    onSubmit({ ...b, minimumStockLevel: b.minimumStockLevel ?? null })
  }
  return (
    <FormDialog
      open={open}
      title="Set Minimum Stock Level"
      hintId="minimum-problem"
      validation={validation}
      busy={busy}
      submitLabel="Save Minimum"
      onClose={onClose}
      onSubmit={save}
    >
      <StockRowFields form={form} warehouses={warehouses} woodTypes={woodTypes} figure={"available"} fieldProps={validation.fieldProps} onChange={set} />
      <NumberField
        label="Minimum Stock Level"
        step={1}
        value={form.minimum}
        onChange={(minimum) => set({ minimum })}
        {...validation.fieldProps("minimum", "Available pieces (not dried + dried); empty clears it")}
      />
    </FormDialog>
  )
}
