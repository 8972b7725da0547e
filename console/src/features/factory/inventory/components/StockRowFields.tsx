import { MenuItem, TextField } from "@mui/material"
import { STOCK_PRODUCT_LABELS, STOCK_PRODUCTS, type StockProduct, type Warehouse, type WoodType } from "@timber/contracts"
import { useWarehouseStock } from "../api/inventory"
import { WarehouseSelect } from "../../../../ui/WarehouseSelect"
import { WoodTypeSelect } from "../../../../ui/WoodTypeSelect"
import { ANOTHER_SIZE, pickedRow, stockRowOptions, type RowFigure } from "./stock-row-options"

export interface StockRowForm {
  readonly warehouseId: string
  readonly woodTypeId: string
  /** the row picked from the sizes in stock, ANOTHER_SIZE for a typed size, "" for none yet */
  readonly rowId: string
  /** the row's product and nominal width ("" product: a row named by thickness only) */
  readonly product: StockProduct | ""
  readonly thickness: string
  readonly width: string
}

/** A row form before anything is chosen: no size, so nothing is sent until a size is picked or typed. */
export const EMPTY_ROW_FORM = { woodTypeId: "", rowId: "", product: "", thickness: "", width: "" } as const

/** The row's part of a stock write: its product and width when one is chosen (the server maps both to nominal sizes). */
export const stockRowBody = (f: StockRowForm) => ({
  warehouseId: f.warehouseId,
  woodTypeId: f.woodTypeId,
  thickness: f.thickness,
  ...(f.product === "" ? {} : { product: f.product, width: f.width.trim() === "" ? null : f.width })
})

type FieldProps = (field: keyof StockRowForm, hint?: string) => { error: boolean; helperText: string; onBlur: () => void }

/**
 * Which stock row a dialog changes: a stock-controlled warehouse, a wood type, and a size picked from
 * the rows the warehouse keeps of it (named as the inventory names them, with pieces and m³),
 * or typed as product, thickness and width for a size it holds no row of yet.
 */
export const StockRowFields = ({
  form,
  warehouses,
  woodTypes,
  figure,
  fieldProps,
  onChange
}: {
  form: StockRowForm
  warehouses: ReadonlyArray<Warehouse>
  woodTypes: ReadonlyArray<WoodType>
  figure: RowFigure
  fieldProps: FieldProps
  onChange: (patch: Partial<StockRowForm>) => void
}) => {
  const rows = useWarehouseStock(form.warehouseId || null).data ?? []
  const options = form.woodTypeId === "" ? [] : stockRowOptions(rows, form.woodTypeId, figure)
  const typed = form.rowId === ANOTHER_SIZE
  // another warehouse or wood type keeps other rows: the size is chosen again
  const unpicked = { ...EMPTY_ROW_FORM, woodTypeId: form.woodTypeId }
  return (
    <>
      <WarehouseSelect
        required
        warehouses={warehouses}
        value={form.warehouseId}
        onChange={(warehouseId) => onChange({ ...unpicked, warehouseId })}
        {...fieldProps("warehouseId")}
      />
      <WoodTypeSelect
        required
        woodTypes={woodTypes}
        value={form.woodTypeId}
        onChange={(woodTypeId) => onChange({ ...EMPTY_ROW_FORM, woodTypeId })}
        {...fieldProps("woodTypeId")}
      />
      <TextField
        select
        label="Size"
        required
        value={form.rowId}
        disabled={form.warehouseId === "" || form.woodTypeId === ""}
        onChange={(e) => {
          const row = rows.find((r) => r.id === e.target.value)
          onChange(row ? pickedRow(row) : { rowId: ANOTHER_SIZE, product: "PLANK", thickness: "", width: "" })
        }}
        {...(typed ? {} : fieldProps("thickness"))}
      >
        {options.map((option) => (
          <MenuItem key={option.rowId} value={option.rowId}>
            {option.label}
          </MenuItem>
        ))}
        <MenuItem value={ANOTHER_SIZE}>Another size…</MenuItem>
      </TextField>
      {typed && (
        <>
          <TextField select label="Product" value={form.product} onChange={(e) => onChange({ product: e.target.value as StockProduct | "" })}>
            {STOCK_PRODUCTS.map((p) => (
              <MenuItem key={p} value={p}>
                {STOCK_PRODUCT_LABELS[p]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Thickness" required value={form.thickness} onChange={(e) => onChange({ thickness: e.target.value })} {...fieldProps("thickness")} />
          <TextField label="Width" value={form.width} onChange={(e) => onChange({ width: e.target.value })} {...fieldProps("width", 'e.g. 8" or 20 cm')} />
        </>
      )}
    </>
  )
}
