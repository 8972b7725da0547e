import { decodeEvent, evolveTransferView, LiveTopics, TRANSFER_EVENT_TYPES, TransferEvent, type Transfer } from "@timber/contracts"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"

/** The transfer as folded, with its version: every event of its stream moves it (contracts shared/record-version.ts). */
const versioned = (view: Transfer | null, revision: bigint): Transfer | null => (view === null ? null : { ...view, version: revision.toString() })

/**
 * Wood transfers as GET /transfers lists them: each transfer's events folded by the one fold the
 * aggregate uses too (contracts `evolveTransferView`), so the list and a write's answer never differ.
 * A batch reads the stored transfers it touches once, folds in memory and writes each row once (the new ones in one insert).
 */
export const transfersProjection: Projection = {
  name: "transfers",
  // 2: each transfer's version, in its body (migration 0700)
  version: 2,
  eventTypes: TRANSFER_EVENT_TYPES,
  tables: ["transfers"],
  ...batched(async (trx, events) => {
    const decoded = events.map((event) => ({ event, e: decodeOrPoison((recorded) => decodeEvent(TransferEvent, recorded), event) }))
    const ids = [...new Set(decoded.map(({ e }) => e.transferId as string))]
    if (ids.length === 0) return []
    const stored = await trx.selectFrom("transfers").select(["id", "body", "log_position"]).where("id", "in", ids).execute()
    const views = new Map<string, { view: Transfer | null; position: bigint; stored: boolean }>(
      stored.map((row) => [
        row.id,
        { view: (typeof row.body === "string" ? JSON.parse(row.body) : row.body) as Transfer, position: BigInt(row.log_position), stored: true }
      ])
    )
    for (const { event, e } of decoded) {
      const known = views.get(e.transferId)
      views.set(e.transferId, {
        view: versioned(evolveTransferView(known?.view ?? null, e), event.revision),
        position: known?.position ?? event.position,
        stored: known?.stored ?? false
      })
    }
    const rows = new RowWrites(trx, "transfers")
    for (const [id, { view, position, stored: isStored }] of views) {
      if (view === null) continue
      const columns = {
        transfer_number: view.transferNumber,
        status: view.status,
        from_warehouse_id: view.fromWarehouseId,
        to_warehouse_id: view.toWarehouseId,
        body: JSON.stringify(view)
      }
      if (isStored) rows.change(id, columns)
      else rows.insert(id, { id, ...columns, log_position: position.toString() })
    }
    await rows.flush()
    return [LiveTopics.transfers]
  }),
  reset: async (trx) => {
    await trx.deleteFrom("transfers").execute()
  }
}
