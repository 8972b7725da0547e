import { renamedField, type EventUpcasters } from "../shared/upcasting"

/**
 * The LOT events whose shape changed since they were first written.
 * - LotLocked v2 (2026-11-28): `from` became `previousStatus` — the status the LOT was locked from,
 *   named for what it is.
 */
export const LOT_UPCASTERS: EventUpcasters = {
  LotLocked: [renamedField("from", "previousStatus")]
}
