import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { LotCreated } from "../lots/events"
import { LotId, SlicingOperationId } from "./ids"

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
