import type { Warehouse, WoodType } from "@timber/contracts"

/** What a dialog about one stock row (warehouse × wood type × thickness) is given: the adjustment's and the minimum level's. */
export interface StockRowDialogProps<Payload> {
  readonly open: boolean
  readonly warehouses: ReadonlyArray<Warehouse>
  readonly woodTypes: ReadonlyArray<WoodType>
  readonly defaultWarehouseId: string | null
  readonly busy: boolean
  readonly serverError?: unknown
  readonly onClose: () => void
  readonly onSubmit: (payload: Payload) => void
}
