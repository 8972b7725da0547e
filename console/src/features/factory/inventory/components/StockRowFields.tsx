import { MenuItem, TextField } from "@mui/material"
import type { Warehouse, WoodType } from "@timber/contracts"

export interface StockRowForm {
  readonly warehouseId: string
  readonly woodTypeId: string
  readonly thickness: string
}

type FieldProps = (field: keyof StockRowForm) => { error: boolean; helperText: string; onBlur: () => void }

/** Which stock row a dialog changes: a stock-controlled warehouse, a wood type and a thickness (1", 2" or custom text). */
export const StockRowFields = ({
  form,
  warehouses,
  woodTypes,
  fieldProps,
  onChange
}: {
  form: StockRowForm
  warehouses: ReadonlyArray<Warehouse>
  woodTypes: ReadonlyArray<WoodType>
  fieldProps: FieldProps
  onChange: (patch: Partial<StockRowForm>) => void
}) => (
  <>
    <TextField
      select
      label="Warehouse"
      required
      value={form.warehouseId}
      onChange={(e) => onChange({ warehouseId: e.target.value })}
      {...fieldProps("warehouseId")}
    >
      {warehouses.map((w) => (
        <MenuItem key={w.id} value={w.id}>
          {w.name} ({w.code})
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      label="Wood Type"
      required
      value={form.woodTypeId}
      onChange={(e) => onChange({ woodTypeId: e.target.value })}
      {...fieldProps("woodTypeId")}
    >
      {woodTypes.map((w) => (
        <MenuItem key={w.id} value={w.id}>
          {w.name}
        </MenuItem>
      ))}
    </TextField>
    <TextField label="Thickness" required value={form.thickness} onChange={(e) => onChange({ thickness: e.target.value })} {...fieldProps("thickness")} />
  </>
)
