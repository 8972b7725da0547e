import type { ApprovalRequestDto } from "@timber/contracts"

/** The Operation column: serial number plus waste percentage to 2 decimals (spec section 2). */
export const operationLabel = (request: ApprovalRequestDto) => {
  const op = request.operation
  if (!op) return "—"
  const serial = op.serial_number ?? "—"
  return op.waste_percentage === null ? serial : `${serial} (${op.waste_percentage.toFixed(2)}% waste)`
}

/** Request IDs show their first 8 characters (spec section 9). */
export const shortId = (id: string) => id.slice(0, 8)
