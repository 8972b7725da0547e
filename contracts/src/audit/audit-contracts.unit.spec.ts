import { HashSet, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { PAGE_KEYS, PermissionMap } from "../users/permissions"
import { DESCRIBED_EVENT_TYPES, describeEvent } from "./describe"
import { idsNamedIn } from "./words"
import { AUDITED_EVENT_TYPES } from "./event-types"
import { diffStates, stateAsJson } from "./state-diff"

describe("the audit's contracts", () => {
  it("a permission map stored before the audit page existed still reads, with no access to the audit", () => {
    const stored = Object.fromEntries(
      PAGE_KEYS.filter((page) => page !== "audit").map((page) => [page, { access: true, read: true, create: false, edit: false, delete: false, amount: false }])
    )
    const map = Schema.decodeUnknownSync(PermissionMap)(stored)
    expect(map.audit).toEqual({ access: false, read: false, create: false, edit: false, delete: false, amount: false })
    expect(map.dashboard.read).toBe(true)
  })

  it("describes every event type the store may hold, in a sentence naming who did it", () => {
    expect([...DESCRIBED_EVENT_TYPES].sort()).toEqual([...AUDITED_EVENT_TYPES].sort())
    expect(describeEvent({ type: "LotCreated", data: { lotNumber: "L-2026-001", woodTypeName: "Teak", estimatedVolumeM3: 12 }, metadata: {} }, "Anna")).toBe(
      "Anna created LOT L-2026-001 (Teak, 12.0000 m³)"
    )
    expect(describeEvent({ type: "SomethingNew", data: {}, metadata: {} }, "Anna")).toBe("Anna: SomethingNew")
  })

  it("given an event written at an older version of its type, then its sentence reads it as the current version (a version 1 LotLocked's `from`)", () => {
    expect(describeEvent({ type: "LotLocked", data: { lotId: "lot-1", from: "PENDING" }, metadata: { schemaVersion: 1 } }, "Anna")).toBe(
      "Anna locked LOT lot-1 (was PENDING)"
    )
  })

  it("given a sleeper sliced into planks (issue 37 item 6), then the sentence shows m³ to 4 decimals, never float noise", () =>
    expect(
      describeEvent(
        {
          type: "LotSleeperSliced",
          data: {
            lotId: "lot-1",
            lotNumber: "LOT-7",
            operationId: "op-1",
            serialNumber: "WS-1",
            sleeperNumber: 3,
            sleeperVolumeM3: 0.08495053977599999,
            plankVolumeM3: 0.0512
          },
          metadata: {}
        },
        "Anna"
      )
    ).toBe("Anna sliced sleeper 3 of LOT LOT-7 (0.0850 m³ into 0.0512 m³ of planks)"))

  it("given the names of the records an event names, then its sentence names them by number or code, and an id without a name stays as it is", () => {
    const names = new Map([
      ["op-1", "WS-MIQ3K2"],
      ["lot-1", "LOT-7"]
    ])
    expect(describeEvent({ type: "SlicingOperationEnded", data: { operationId: "op-1" }, metadata: {} }, "Anna", names)).toBe(
      "Anna ended slicing operation WS-MIQ3K2"
    )
    expect(describeEvent({ type: "LotReopened", data: { lotId: "lot-1" }, metadata: {} }, "Anna", names)).toBe("Anna reopened LOT LOT-7")
    expect(describeEvent({ type: "LotReopened", data: { lotId: "lot-gone" }, metadata: {} }, "Anna", names)).toBe("Anna reopened LOT lot-gone")
    expect(idsNamedIn({ operationId: "op-1", userIds: ["u-1", "u-2"], lotNumber: "LOT-7", quantity: 3 })).toEqual(["op-1", "u-1", "u-2"])
  })

  it("the difference of two states is every leaf that changed, with its value before and after", () => {
    expect(diffStates({ status: "PENDING", items: [1], same: { a: 1 } }, { status: "COMPLETED", items: [1, 2], same: { a: 1 } })).toEqual([
      { field: "status", before: "PENDING", after: "COMPLETED" },
      { field: "items.1", before: null, after: 2 }
    ])
    expect(diffStates(new Set(["b", "a"]), new Set(["a", "b"]))).toEqual([])
    // a stock row's movements are a persistent set: shown as the sorted list of its ids
    expect(stateAsJson({ applied: HashSet.make("m2", "m1") })).toEqual({ applied: ["m1", "m2"] })
    expect(diffStates({ applied: HashSet.make("m1") }, { applied: HashSet.make("m1", "m2") })).toEqual([{ field: "applied.1", before: null, after: "m2" }])
  })
})
