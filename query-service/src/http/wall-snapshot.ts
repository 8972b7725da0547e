import { isDeliveredLot, type WallSnapshot } from "@timber/contracts"
import {
  listApprovalRequests,
  kilnsNow,
  lotsAroundDay,
  slicingOperationsInProgress,
  listTransfersIn,
  lowStockAlerts,
  lotRecovery,
  type ReadDb
} from "@timber/projections"
import { sql } from "kysely"

const pad = (n: number) => String(n).padStart(2, "0")
/** The factory's calendar day of a moment, in the server's time zone (TZ): the wall's "today". */
export const factoryDay = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`

/** Transfers on their way: approved (stock has left the source) and not yet completed. */
const IN_TRANSIT = ["APPROVED", "IN_TRANSIT"] as const

/**
 * Every panel of the wall from the read models the screens already read, cut down to what a
 * shop floor sees from across the hall. `now` is the caller's: "today" is the factory's day.
 * Each panel reads only the rows it shows (today's LOTs, slicing in progress, pending requests,
 * transfers in transit), by an index: the wall's cost does not grow with the history.
 */
export const wallSnapshot = async (db: ReadDb, display: string, now: Date): Promise<WallSnapshot> => {
  const day = factoryDay(now)
  const [lots, slicing, kilns, requests, transfers, alerts, head] = await Promise.all([
    lotsAroundDay(db, day),
    slicingOperationsInProgress(db),
    kilnsNow(db),
    listApprovalRequests(db, "pending"),
    listTransfersIn(db, IN_TRANSIT),
    lowStockAlerts(db),
    sql<{ position: string | null }>`select max(position)::text as position from projection_checkpoints`.execute(db)
  ])
  // a delivered LOT received today (its receipt date) or entered today counts as today's receipt;
  // a PENDING one is still awaiting delivery, and its estimate is not wood received
  const receipts = lots
    .filter((lot) => isDeliveredLot(lot.status) && (lot.receiptDate.slice(0, 10) === day || factoryDay(new Date(lot.createdAt)) === day))
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((lot) => ({
      lotNumber: lot.lotNumber,
      woodType: lot.woodType?.name ?? null,
      supplier: lot.supplier,
      status: lot.status,
      volumeM3: lot.actualVolumeM3 ?? lot.estimatedVolumeM3,
      createdAt: lot.createdAt
    }))
  const recoveries = new Map(
    await Promise.all([...new Set(slicing.map((op) => op.lot_number))].map(async (lot) => [lot, (await lotRecovery(db, lot)).recovery_factor] as const))
  )
  return {
    display,
    position: head.rows[0]?.position ?? "0",
    day,
    receipts,
    receiptsVolumeM3: receipts.reduce((sum, r) => sum + (r.volumeM3 ?? 0), 0),
    slicing: slicing.map((op) => ({
      serialNumber: op.serial_number,
      lotNumber: op.lot_number,
      woodType: op.wood_type?.name ?? null,
      sleeperNumber: op.sleeper_number,
      wastePercentage: op.waste_percentage,
      lotRecoveryFactor: recoveries.get(op.lot_number) ?? null,
      startTime: op.start_time
    })),
    kilns,
    approvals: requests.map((request) => ({
      id: request.id,
      type: request.type,
      subject: [request.operation?.serial_number, request.operation?.wood_type?.name].filter(Boolean).join(" · ") || null,
      createdAt: request.created_at
    })),
    transfers: transfers.map((transfer) => ({
      transferNumber: transfer.transferNumber,
      status: transfer.status,
      from: transfer.fromWarehouse.name,
      to: transfer.toWarehouse.name,
      pieces: transfer.items.reduce((sum, item) => sum + item.quantity, 0),
      approvedAt: transfer.approvedAt
    })),
    lowStock: alerts.map((alert) => ({
      warehouse: alert.warehouse.name,
      woodType: alert.woodType.name,
      thickness: alert.thickness,
      size: alert.size,
      currentStock: alert.currentStock,
      currentStockM3: alert.currentStockM3,
      minimumStockLevel: alert.minimumStockLevel,
      shortfall: alert.shortfall
    }))
  }
}
