import type { ReceiptDraft, ReceiptHistoryEntry, ReceiptItemDto, SleeperMeasurement } from "@timber/contracts"
import { toReceiptDraft } from "@timber/domain/calculators/receipt-draft"
import type { ReadDb } from "../database"

const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T
const iso = (value: string | Date) => new Date(value).toISOString()

// a read names its receipt by the LOT's id, or by its LOT number (the slicer asks by number)

/** The receipt's single draft (a list of zero or one), each sleeper with its volume. */
export const listReceiptDrafts = async (db: ReadDb, receiptId: string): Promise<ReceiptDraft[]> =>
  (
    await db
      .selectFrom("receipt_drafts")
      .selectAll()
      .where((eb) => eb.or([eb("receipt_id", "=", receiptId), eb("lot_number", "=", receiptId)]))
      .execute()
  ).map((row) =>
    toReceiptDraft({
      lotId: row.receipt_id,
      lotNumber: row.lot_number,
      measurements: json<SleeperMeasurement[]>(row.measurements),
      saved: { at: iso(row.updated_at), by: row.updated_by }
    })
  )

/** Newest first. */
export const listReceiptHistory = async (db: ReadDb, receiptId: string): Promise<ReceiptHistoryEntry[]> =>
  (
    await db
      .selectFrom("receipt_history")
      .selectAll()
      .where((eb) => eb.or([eb("receipt_id", "=", receiptId), eb("lot_number", "=", receiptId)]))
      .orderBy("timestamp", "desc")
      .orderBy("id")
      .execute()
  ).map((row) => ({
    id: row.id,
    receipt_id: row.receipt_id,
    user_id: row.user_id,
    user_name: row.user_name,
    action: row.action as ReceiptHistoryEntry["action"],
    timestamp: iso(row.timestamp),
    details: row.details
  }))

/** In the order they were measured. */
export const listReceiptItems = async (db: ReadDb, receiptId: string): Promise<ReceiptItemDto[]> =>
  (
    await db
      .selectFrom("receipt_items")
      .selectAll()
      .where((eb) => eb.or([eb("receipt_id", "=", receiptId), eb("lot_number", "=", receiptId)]))
      .orderBy("position")
      .execute()
  ).map((row) => ({
    id: row.id,
    receipt_id: row.receipt_id,
    length: Number(row.length),
    width: Number(row.width),
    height: Number(row.height),
    quantity: Number(row.quantity),
    volume_m3: Number(row.volume_m3),
    grade: row.grade,
    notes: row.notes
  }))
