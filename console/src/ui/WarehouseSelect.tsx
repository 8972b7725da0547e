import type { FieldLookProps } from "./field-look"
import { RecordSelect } from "./RecordSelect"

interface NamedWarehouse {
  readonly id: string
  readonly name: string
  readonly code: string
}

/** How a warehouse is named wherever one is picked or shown: "Kiln Yard (WH-1)". */
export const warehouseLabel = (warehouse: Pick<NamedWarehouse, "name" | "code">) => `${warehouse.name} (${warehouse.code})`

/** A warehouse picked from those the screen offers, labelled "Warehouse" unless the form names its role (From, To, Receiving). */
export const WarehouseSelect = ({
  warehouses,
  label = "Warehouse",
  ...select
}: FieldLookProps & {
  readonly warehouses: ReadonlyArray<NamedWarehouse>
  readonly value: string
  readonly onChange: (id: string) => void
}) => <RecordSelect label={label} options={warehouses} optionLabel={warehouseLabel} {...select} />
