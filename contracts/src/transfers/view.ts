import type { Transfer, TransferHistoryEntry } from "./dto"
import type { TransferEvent } from "./events"

const entry = (action: TransferHistoryEntry["action"], at: string, by: TransferHistoryEntry["by"], details: string | null): TransferHistoryEntry => ({
  action,
  at,
  by,
  details
})

const describeEdit = (from: { transferDate: string; notes: string | null }, to: { transferDate: string; notes: string | null }) =>
  [
    from.transferDate !== to.transferDate ? `Date: ${from.transferDate} → ${to.transferDate}` : null,
    from.notes !== to.notes ? `Notes: ${from.notes ?? "(none)"} → ${to.notes ?? "(none)"}` : null
  ]
    .filter(Boolean)
    .join("; ") || "No change"

/**
 * The one fold of a transfer's events into what the API shows: the aggregate answers a write
 * with it, the read model stores it. A REJECTED
 * transfer's approvedBy names who rejected it (the screen labels it "Rejected By").
 */
export const evolveTransferView = (view: Transfer | null, event: TransferEvent): Transfer | null => {
  if (event._tag === "TransferCreated") {
    return {
      id: event.transferId,
      transferNumber: event.transferNumber,
      status: "PENDING",
      transferDate: event.transferDate,
      notes: event.notes,
      fromWarehouseId: event.fromWarehouse.id,
      toWarehouseId: event.toWarehouse.id,
      fromWarehouse: event.fromWarehouse,
      toWarehouse: event.toWarehouse,
      items: event.items.map((item) => ({
        id: item.itemId,
        woodTypeId: item.woodTypeId,
        woodType: { id: item.woodTypeId, name: item.woodTypeName },
        thickness: item.thickness,
        ...(item.product === undefined ? {} : { product: item.product, width: item.width ?? null }),
        quantity: item.quantity,
        ...(item.m3 === undefined ? {} : { m3: item.m3 }),
        woodStatus: item.woodStatus,
        remarks: item.remarks
      })),
      createdBy: event.createdBy,
      createdAt: event.createdAt,
      approvedBy: null,
      approvedAt: null,
      completedAt: null,
      rejectionReason: null,
      history: [entry("CREATED", event.createdAt, event.createdBy, event.notes)]
    }
  }
  if (view === null) return null
  switch (event._tag) {
    case "TransferApproved":
      return {
        ...view,
        status: "APPROVED",
        approvedBy: event.approvedBy,
        approvedAt: event.approvedAt,
        history: [...view.history, entry("APPROVED", event.approvedAt, event.approvedBy, null)]
      }
    case "TransferRejected":
      return {
        ...view,
        status: "REJECTED",
        approvedBy: event.rejectedBy,
        approvedAt: event.rejectedAt,
        rejectionReason: event.rejectionReason,
        history: [...view.history, entry("REJECTED", event.rejectedAt, event.rejectedBy, event.rejectionReason)]
      }
    case "TransferDispatched":
      return { ...view, status: "IN_TRANSIT", history: [...view.history, entry("IN_TRANSIT", event.dispatchedAt, event.dispatchedBy, null)] }
    case "TransferCompleted":
      return {
        ...view,
        status: "COMPLETED",
        completedAt: event.completedAt,
        history: [...view.history, entry("COMPLETED", event.completedAt, event.completedBy, null)]
      }
    case "TransferEdited":
      return {
        ...view,
        transferDate: event.to.transferDate,
        notes: event.to.notes,
        history: [...view.history, entry("EDITED", event.editedAt, event.editedBy, describeEdit(event.from, event.to))]
      }
    case "TransferRecipientNotified":
      return { ...view, history: [...view.history, entry("NOTIFIED", event.sentAt, event.sentBy, event.userId)] }
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}
