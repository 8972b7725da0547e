import { describe, expect, it } from "vitest"
import { schemaVersionOf } from "../event-versions"
import { LotEvent } from "../lots/events"
import { WoodTypeEvent } from "../wood-types/events"
import { decodeEvent, storedVersionOf } from "./stored-event"

const recordedAt = new Date("2026-11-23T08:00:00.000Z")
const stored = (type: string, data: unknown, metadata: Record<string, unknown>) => ({ type, data, metadata, recordedAt })

describe("reading an event written at an older version of its type (upcasting)", () => {
  it("given a LotLocked written at version 1 (`from`), when read, then it is the current event (`previousStatus`)", () => {
    expect(decodeEvent(LotEvent, stored("LotLocked", { lotId: "lot-1", from: "PENDING" }, { schemaVersion: 1 }))).toEqual({
      _tag: "LotLocked",
      lotId: "lot-1",
      previousStatus: "PENDING"
    })
  })

  it("given a LotLocked stored before versions were kept (no schemaVersion), when read, then it is read as version 1", () => {
    const old = stored("LotLocked", { lotId: "lot-1", from: "PROCESSING" }, {})
    expect(storedVersionOf(old)).toBe(1)
    expect(decodeEvent(LotEvent, old)).toMatchObject({ previousStatus: "PROCESSING" })
  })

  it("given a LotLocked written at the current version, when read, then it is read as written (no upcaster runs on it)", () => {
    expect(schemaVersionOf("LotLocked")).toBe(2)
    expect(decodeEvent(LotEvent, stored("LotLocked", { lotId: "lot-1", previousStatus: "PENDING" }, { schemaVersion: 2 }))).toEqual({
      _tag: "LotLocked",
      lotId: "lot-1",
      previousStatus: "PENDING"
    })
  })

  it("given a type that never changed, then it is written at version 1 and read as stored", () => {
    expect(schemaVersionOf("WoodTypeUpdated")).toBe(1)
    expect(decodeEvent(WoodTypeEvent, stored("WoodTypeUpdated", { woodTypeId: "w1", name: "Teak", grade: null }, { schemaVersion: 1 }))).toMatchObject({
      name: "Teak"
    })
  })

  it("given a version 1 LotLocked, when read, then the stored data itself is left as it was (events are never edited)", () => {
    const data = { lotId: "lot-1", from: "PENDING" }
    decodeEvent(LotEvent, stored("LotLocked", data, { schemaVersion: 1 }))
    expect(data).toEqual({ lotId: "lot-1", from: "PENDING" })
  })
})
