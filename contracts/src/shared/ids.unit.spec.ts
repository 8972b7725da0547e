import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { LotCreated } from "../lots/events"
import { NotificationRaised } from "../notifications/events"
import { stockRowId } from "../stock/status"
import { WarehouseUsersAssigned } from "../warehouses/events"
import { LotId, NotificationId, SlicingOperationId, UserId, WarehouseId, WoodTypeId } from "./ids"

/** Functions that take one kind of id, as the domain's stream names and the commands do. */
const operationStream = (id: SlicingOperationId) => `SlicingOperation-${id}`
const lotStream = (id: LotId) => `Lot-${id}`

describe("branded ids", () => {
  it("refuse a LOT's id where a slicing operation's is expected, and a plain string where either is (a type error, so tsc -b fails)", () => {
    const lot = LotId.make("lot-1")
    const operation = SlicingOperationId.make("op-1")
    expect(lotStream(lot)).toBe("Lot-lot-1")
    expect(operationStream(operation)).toBe("SlicingOperation-op-1")
    // @ts-expect-error a LOT id is not a slicing operation's id
    operationStream(lot)
    // @ts-expect-error nor the other way round
    lotStream(operation)
    // @ts-expect-error a plain string is neither: ids are branded where they enter (HTTP, id generation, stored events)
    lotStream("lot-1")
  })

  it("refuse a LOT's id in an event or a key where a warehouse's, a wood type's or a user's is expected (a type error, so tsc -b fails)", () => {
    const lot = LotId.make("lot-1")
    const warehouse = WarehouseId.make("w1")
    const woodType = WoodTypeId.make("wt-1")
    const user = UserId.make("u1")
    expect(WarehouseUsersAssigned.make({ warehouseId: warehouse, userIds: [user] }).userIds).toEqual(["u1"])
    expect(stockRowId({ warehouseId: warehouse, woodTypeId: woodType, thickness: '1"' })).toBe('w1~wt-1~1"')
    // @ts-expect-error a LOT id is not a warehouse's id
    WarehouseUsersAssigned.make({ warehouseId: lot, userIds: [user] })
    // @ts-expect-error nor a user's
    WarehouseUsersAssigned.make({ warehouseId: warehouse, userIds: [lot] })
    // @ts-expect-error a notification is raised for a user, not for a LOT
    NotificationRaised.make({ notificationId: NotificationId.make("n1"), userId: lot, type: "T", title: "t", message: "m", linkUrl: null })
    // @ts-expect-error a stock row's key names its warehouse and wood type in that order
    stockRowId({ warehouseId: woodType, woodTypeId: warehouse, thickness: '1"' })
  })

  it("are plain strings on the wire and in the log: a stored event's id decodes into its brand unchanged", () => {
    const stored = {
      _tag: "LotCreated",
      lotId: "lot-1",
      lotNumber: "LOT-1",
      status: "PENDING",
      woodTypeId: "wt-1",
      woodTypeName: "Teak",
      supplier: "Acme",
      receiptDate: "2026-01-01",
      purchaseOrder: "PO-1",
      notes: null,
      estimatedVolumeM3: null,
      estimatedPieces: null,
      estimatedAmount: 0,
      woodFormat: "SLEEPERS"
    }
    const event = Schema.decodeUnknownSync(LotCreated)(stored)
    expect(event.lotId).toBe("lot-1")
    expect(Schema.encodeSync(LotCreated)(event)).toEqual(stored)
  })
})
