import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { LOT_EVENT_TYPES, LotEvent } from "../lots/events"
import { WoodTypeEvent } from "../wood-types/events"
import { decodeEvent, eventTypesOf, metadataOf } from "./stored-event"

const recordedAt = new Date("2026-11-23T08:00:00.000Z")
const stored = (type: string, data: unknown, metadata: Record<string, unknown> = {}) => ({ type, data, metadata, recordedAt })

describe("reading a stored event", () => {
  it("given a stored wood type rename, when decoded, then it is the event its decider wrote", () => {
    expect(decodeEvent(WoodTypeEvent, stored("WoodTypeUpdated", { woodTypeId: "w1", name: "Teak", grade: null }))).toEqual({
      _tag: "WoodTypeUpdated",
      woodTypeId: "w1",
      name: "Teak",
      grade: null
    })
  })

  it("given stored data its union cannot read, when decoded, then it is refused instead of trusted", () => {
    expect(() => decodeEvent(WoodTypeEvent, stored("WoodTypeUpdated", { woodTypeId: "w1" }))).toThrow()
    expect(() => decodeEvent(WoodTypeEvent, stored("LotCreated", { woodTypeId: "w1", name: "Teak", grade: null }))).toThrow()
  })

  it("given full metadata, when read, then who, which conversation and when come from it", () => {
    const m = metadataOf(
      stored("X", {}, { userId: "u1", userEmail: "a@b.c", correlationId: "c1", causationId: "k1", occurredAt: "2026-11-20T10:00:00.000Z", schemaVersion: 1 })
    )
    expect(m).toEqual({ userId: "u1", userEmail: "a@b.c", correlationId: "c1", causationId: "k1", occurredAt: "2026-11-20T10:00:00.000Z" })
  })

  it("given metadata without occurredAt or with fields of the wrong kind, when read, then occurredAt is when the store recorded it and the rest is null", () => {
    expect(metadataOf(stored("X", {}, {}))).toEqual({
      userId: null,
      userEmail: null,
      correlationId: null,
      causationId: null,
      occurredAt: recordedAt.toISOString()
    })
    expect(metadataOf(stored("X", {}, { userEmail: 42, occurredAt: 7 })).occurredAt).toBe(recordedAt.toISOString())
    expect(metadataOf(stored("X", {}, { userEmail: 42, userId: "u1" })).userEmail).toBeNull()
  })

  it("the stored types of a union are read from the union itself, every member once", () => {
    const receipt = ["ReceiptDraftSaved", "ReceiptDraftDeleted", "ReceiptSubmitted", "ReceiptApproved", "ReceiptReturned"]
    const slicing = ["LotSlicingStarted", "LotSleeperSliced", "LotSlicingFinished"]
    expect([...LOT_EVENT_TYPES].sort()).toEqual(["LotCreated", "LotDeleted", "LotLocked", "LotReopened", "LotUpdated", ...slicing, ...receipt].sort())
    expect(eventTypesOf(LotEvent)).toEqual(["LotCreated", "LotUpdated", "LotLocked", "LotReopened", "LotDeleted", ...slicing, ...receipt])
    expect(eventTypesOf(Schema.Union(LotEvent, WoodTypeEvent))).toHaveLength(18)
  })
})
