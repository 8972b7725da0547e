import type { ApprovalRequestDto } from "@timber/contracts"
import { formatVolume } from "@timber/domain/calculators/sleeper-volume"
import { tzs } from "../../../../lib/format"

/**
 * The Operation column: serial number plus waste percentage to 2 decimals (spec section 2); a
 * receipt's request its LOT number with its sleepers and volume, a calculation's its serial with
 * the price per plank that asked for approval.
 */
export const operationLabel = (request: ApprovalRequestDto) => {
  const op = request.operation
  const details = request.details
  if (details?.kind === "receipt") return `${details.lot_number} (${details.sleeper_count} sleepers, ${formatVolume(details.volume_m3)} m³)`
  if (!op) return "—"
  const serial = op.serial_number ?? "—"
  if (details?.kind === "calculation") return `${serial} (${tzs(details.price_per_plank)} per plank)`
  return op.waste_percentage === null ? serial : `${serial} (${op.waste_percentage.toFixed(2)}% waste)`
}

/** Request IDs show their first 8 characters (spec section 9). */
export const shortId = (id: string) => id.slice(0, 8)
