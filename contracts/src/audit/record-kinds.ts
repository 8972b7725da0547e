import { Schema } from "effect"

/**
 * The records an auditor can see "as of" a moment, each with the prefix of its stream
 * (`<Aggregate>-<id>`, ARCHITECTURE section 2): the console turns an event's stream into the
 * record to replay, the query service the record back into its stream.
 */
export const AUDIT_RECORD_KINDS = {
  lot: { label: "LOT", streamPrefix: "Lot-" },
  "drying-batch": { label: "Drying batch", streamPrefix: "DryingBatch-" },
  transfer: { label: "Transfer", streamPrefix: "Transfer-" },
  "stock-row": { label: "Warehouse stock row", streamPrefix: "StockRow-" },
  asset: { label: "Asset", streamPrefix: "Asset-" },
  user: { label: "User", streamPrefix: "User-" },
  warehouse: { label: "Warehouse", streamPrefix: "Warehouse-" },
  "wood-type": { label: "Wood type", streamPrefix: "WoodType-" },
  "slicing-operation": { label: "Slicing operation", streamPrefix: "SlicingOperation-" }
} as const

export type AuditRecordKind = keyof typeof AUDIT_RECORD_KINDS
export const AuditRecordKind = Schema.Literal(...(Object.keys(AUDIT_RECORD_KINDS) as [AuditRecordKind, ...Array<AuditRecordKind>]))

/** The record a stream holds, or null for a stream the as-of view does not replay (a reservation, a notification). */
export const recordOfStream = (streamId: string): { readonly kind: AuditRecordKind; readonly id: string } | null => {
  for (const [kind, { streamPrefix }] of Object.entries(AUDIT_RECORD_KINDS))
    if (streamId.startsWith(streamPrefix)) return { kind: kind as AuditRecordKind, id: streamId.slice(streamPrefix.length) }
  return null
}

export const streamOfRecord = (kind: AuditRecordKind, id: string) => `${AUDIT_RECORD_KINDS[kind].streamPrefix}${id}`
