import type { WarehouseStockRow } from "@timber/contracts"

/** The fields a stock row gained with nominal sizes and m³, for fixtures of a legacy row by thickness: no product, no m³. */
export const legacyRowFields = (thickness: string): Pick<WarehouseStockRow, "product" | "width" | "size" | (`m3${string}` & keyof WarehouseStockRow)> => ({
  product: null,
  width: null,
  size: thickness,
  m3NotDried: 0,
  m3UnderDrying: 0,
  m3Dried: 0,
  m3Damaged: 0,
  m3InTransitOut: 0,
  m3InTransitIn: 0
})
