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

  it('given a movement of a plank row (the history of a row, issue 37), then the sentence names the row as the inventory does, Plank 1" × 8", with the m³ beside each change', () => {
    const names = new Map([
      ["wt-1", "Mvule"],
      ["wh-1", "WH-1"]
    ])
    const moved = {
      stockRowId: 'wh-1~wt-1~PLANK~1"~8"',
      warehouseId: "wh-1",
      woodTypeId: "wt-1",
      thickness: '1"',
      product: "PLANK",
      width: '8"',
      movementId: "DRYING_STARTED:b-1:start",
      source: "DRYING_STARTED",
      sourceDocumentId: "b-1",
      sourceDocumentNumber: "KD-1",
      reason: "Drying started",
      notes: null,
      changes: [
        { bucket: "NOT_DRIED", before: 6, after: 3, change: -3, m3Before: 0.0929, m3After: 0.0464, m3Change: -0.0465 },
        { bucket: "UNDER_DRYING", before: 0, after: 3, change: 3, m3Before: 0, m3After: 0.0465, m3Change: 0.0465 }
      ]
    }
    expect(describeEvent({ type: "StockMoved", data: moved, metadata: {} }, "Anna", names)).toBe(
      'Anna moved stock of Mvule Plank 1" × 8" at WH-1 (NOT_DRIED -3 (-0.047 m³), UNDER_DRYING +3 (+0.047 m³)): Drying started'
    )
  })

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

  it("given the bookkeeping the audit showed raw (a wood type's use, a calculation, an approval request, a notification, an asset's step), then each sentence names its records and shows m³ to 4 decimals, with no raw id and no float noise", () => {
    const names = new Map([
      ["wt-1", "Teak"],
      ["u-1", "Asha Mushi"],
      ["asset-1", "UD-0007"]
    ])
    const said = (type: string, data: object) => describeEvent({ type, data, metadata: {} }, "Anna", names)
    expect(said("WoodTypeUsed", { woodTypeId: "wt-1", usedBy: "Calculation-a5ca3742-bb16-49f8-ab61-36358b6a97bb" })).toBe(
      "Anna started using wood type Teak (for a calculation)"
    )
    expect(said("CalculationSaved", { calculationId: "c-1", userId: "u-1", woodTypeId: "wt-1", woodTypeName: "Teak", volumeM3: 0.028316846591999997 })).toMatch(
      /^Anna saved a calculation \(Teak, 0\.0283 m³\)$/
    )
    expect(said("NotificationRaised", { notificationId: "n-1", userId: "u-1", title: "Approval required", message: "", type: "info" })).toBe(
      "Anna notified user Asha Mushi: Approval required"
    )
    expect(said("AssetAssigned", { assetId: "asset-1", userId: "u-1" })).toBe("Anna assigned asset UD-0007")
    const asked = { requestId: "r-1", type: "WoodReceipt", ruleId: null, approverId: null, requestorId: null, requestorEmail: "a@timber.works" }
    expect(said("ApprovalRequested", { ...asked, subject: { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" } })).toBe(
      "Anna asked for approval of the receipt of LOT LOT-7"
    )
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
