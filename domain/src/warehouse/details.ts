import type { WarehouseDetails, WarehousePayload } from "@timber/contracts"

/**
 * A warehouse's details as a form sends them, over what it holds now (null: a new one). A field the
 * form leaves out keeps its value; a blank one is cleared.
 */
export const warehouseDetailsOf = (payload: WarehousePayload, current: WarehouseDetails | null): WarehouseDetails => ({
  code: payload.code.trim(),
  name: payload.name.trim(),
  address: payload.address === undefined ? (current?.address ?? null) : payload.address?.trim() || null,
  contactPerson: payload.contactPerson === undefined ? (current?.contactPerson ?? null) : payload.contactPerson?.trim() || null,
  // a new warehouse keeps stock unless told otherwise (decision: most warehouses of a timber yard hold wood)
  stockControlEnabled: payload.stockControlEnabled ?? current?.stockControlEnabled ?? true,
  requiresApproval: payload.requiresApproval ?? current?.requiresApproval ?? false
})
