import { describe, expect, it } from "vitest"
import { Notification } from "../notifications/dto"
import { NotificationRaised } from "../notifications/events"
import { Transfer, TransferHistoryEntry, TransferItem } from "../transfers/dto"
import { TransferEditable, TransferItemFields, TransferPerson, TransferPlace } from "../transfers/events"
import { Warehouse, WarehouseRecord } from "../warehouses/dto"
import { warehouseDetailsFields } from "../warehouses/events"

/** Each named field of the answer is the very schema the event records it with: one definition, no copy to drift. */
const expectSameFields = (answer: Readonly<Record<string, unknown>>, recorded: Readonly<Record<string, unknown>>, names: ReadonlyArray<string>) => {
  for (const name of names) expect(answer[name], name).toBe(recorded[name])
}

describe("an answer that shows what an event recorded declares it with the event's fields", () => {
  it("given a warehouse's details as its events record them, then the warehouse answers carry those same fields, in the wire's order", () => {
    const details = Object.keys(warehouseDetailsFields)
    expectSameFields(WarehouseRecord.fields, warehouseDetailsFields, details)
    expectSameFields(Warehouse.fields, warehouseDetailsFields, details)
    expect(Object.keys(WarehouseRecord.fields)).toEqual([
      "id",
      "code",
      "name",
      "address",
      "contactPerson",
      "stockControlEnabled",
      "requiresApproval",
      "status",
      "assignedUsers",
      "createdAt",
      "updatedAt",
      "version"
    ])
  })

  it("given a transfer's line, places, people and editable fields as its events record them, then the transfer answer carries them, in the wire's order", () => {
    expectSameFields(TransferItem.fields, TransferItemFields.fields, ["woodTypeId", "thickness", "product", "width", "quantity", "m3", "woodStatus", "remarks"])
    expectSameFields(Transfer.fields, TransferEditable.fields, ["transferDate", "notes"])
    expect(Transfer.fields.fromWarehouse).toBe(TransferPlace)
    expect(Transfer.fields.toWarehouse).toBe(TransferPlace)
    expect(Transfer.fields.createdBy).toBe(TransferPerson)
    expect(TransferHistoryEntry.fields.by).toBe(TransferPerson)
    expect(Object.keys(TransferItem.fields)).toEqual([
      "id",
      "woodTypeId",
      "woodType",
      "thickness",
      "product",
      "width",
      "quantity",
      "m3",
      "woodStatus",
      "remarks"
    ])
    expect(Object.keys(Transfer.fields).slice(0, 6)).toEqual(["id", "transferNumber", "status", "transferDate", "notes", "fromWarehouseId"])
  })

  it("given what a raised notification records, then the notification answer carries it, in the wire's order", () => {
    expectSameFields(Notification.fields, NotificationRaised.fields, ["type", "title", "message", "linkUrl"])
    expect(Object.keys(Notification.fields)).toEqual(["id", "type", "title", "message", "isRead", "createdAt", "linkUrl", "sender"])
  })
})
