import type { LotDto } from "@timber/contracts"

/** A sleeper as a receipt measures it: cm. */
export interface MeasuredSleeper {
  readonly height: number
  readonly width: number
  readonly length: number
  readonly quantity?: number
}

/** A write as the spec sends it, to whichever services it wired (the test app, or the services wired by hand). */
export type Write = (method: string, path: string, json: unknown) => Promise<Response>

const ok = async <T>(response: Promise<Response>, what: string): Promise<T> => {
  const answered = await response
  if (answered.status >= 300) throw new Error(`${what}: ${answered.status} ${await answered.text()}`)
  return (await answered.json()) as T
}

/** A stock-keeping warehouse for a spec (written by an admin). */
export const stockWarehouse = async (write: Write, code: string) =>
  (await ok<{ id: string }>(write("POST", "/management/warehouses", { code, name: `Yard ${code}` }), "warehouse")).id

/**
 * A SLEEPERS LOT created and received by an admin: its receipt counts `sleepers` (in order, each
 * `quantity` times, 1 by default) into the warehouse as NOT_DRIED, so the slicer may slice them.
 */
export const receivedLot = async (
  write: Write,
  lot: { readonly lotNumber: string; readonly woodTypeId: string; readonly warehouseId: string; readonly sleepers: ReadonlyArray<MeasuredSleeper> }
) => {
  const created = await ok<LotDto>(
    write("POST", "/management/wood-receipts", {
      wood_type_id: lot.woodTypeId,
      supplier: "Sao Hill",
      receipt_date: "2026-11-23",
      lot_number: lot.lotNumber,
      purchase_order: "PO-SL"
    }),
    "LOT"
  )
  const items = lot.sleepers.map((s) => ({ receipt_id: created.id, height: s.height, width: s.width, length: s.length, quantity: s.quantity ?? 1 }))
  await ok(write("POST", "/factory/receipt-items", { warehouse_id: lot.warehouseId, items }), "receipt")
  return created
}
