import { LotStatus, type LotCommand, ApprovalRequestId, LotId, SlicingOperationId, WarehouseId, WoodTypeId, UserId } from "@timber/contracts"
import { getShortestPaths } from "@xstate/graph"
import { describe, expect, it } from "vitest"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { LotDecider } from "./decider"
import { lotLifecycle, nextLotState, type LotLifecycleEvent } from "./lifecycle.machine"
import { lotMachineState } from "./state"

const admin = { userId: UserId.make("a"), email: "a@x.tz", role: "ADMIN" }
const manager = { userId: UserId.make("m"), email: "m@x.tz", role: "MANAGER" }
const sleeper = { id: "s1", thickness: 15, width: 20, length: 300, qty: 1, lastModifiedBy: null, lastModifiedAt: null }
const item = { itemId: "s1", length: 300, width: 20, height: 15, quantity: 1, volumeM3: 0.09, grade: "A", notes: null }
let saves = 0
const at = "2026-11-23T10:00:00.000Z"
const base = {
  lotId: LotId.make("l"),
  woodType: { id: WoodTypeId.make("w"), name: "Pine" },
  supplier: "S",
  receiptDate: "2026-01-01",
  purchaseOrder: "P",
  notes: null,
  estimatedVolumeM3: null,
  estimatedPieces: null,
  estimatedAmount: 0,
  woodFormat: "SLEEPERS" as const
}

const commandFor = (event: LotLifecycleEvent): LotCommand => {
  switch (event.type) {
    case "CREATE":
      return { _tag: "CreateLot", ...base, lotNumber: "N" }
    case "UPDATE":
      return { _tag: "UpdateLot", ...base, lotNumber: null }
    case "LOCK":
      return { _tag: "ChangeLotStatus", lotId: LotId.make("l"), status: "COMPLETED" as const, actor: admin }
    case "REOPEN":
      return { _tag: "ChangeLotStatus", lotId: LotId.make("l"), status: "PENDING" as const, actor: admin }
    case "DELETE":
      return { _tag: "DeleteLot", lotId: LotId.make("l") }
    case "SAVE_DRAFT":
      // each save measures something new (saving the same measurement again is a retry: nothing to do)
      return { _tag: "SaveReceiptDraft", lotId: LotId.make("l"), measurements: [{ ...sleeper, qty: ++saves }], savedByName: "Asha" }
    case "DELETE_DRAFT":
      return { _tag: "DeleteReceiptDraft", lotId: LotId.make("l") }
    case "SUBMIT_AS_ADMIN":
      return { _tag: "SubmitReceipt", lotId: LotId.make("l"), items: [item], warehouseId: WarehouseId.make("w1"), actor: admin, submittedByName: "Admin", at }
    case "SUBMIT_FOR_APPROVAL":
      return { _tag: "SubmitReceipt", lotId: LotId.make("l"), items: [item], warehouseId: WarehouseId.make("w1"), actor: manager, submittedByName: "Maria", at }
    case "APPROVE_RECEIPT":
      return { _tag: "DecideReceiptApproval", lotId: LotId.make("l"), requestId: ApprovalRequestId.make("r1"), decision: "approved", at }
    case "RETURN_RECEIPT":
      return { _tag: "DecideReceiptApproval", lotId: LotId.make("l"), requestId: ApprovalRequestId.make("r1"), decision: "rejected", at }
    case "START_SLICING":
      return { _tag: "StartLotSlicing", lotId: LotId.make("l"), operationId: SlicingOperationId.make("op-1") }
    case "FINISH_SLICING":
      // the receipt's one sleeper sliced: every sleeper sliced
      return {
        _tag: "RecordSleeperSliced",
        lotId: LotId.make("l"),
        operationId: SlicingOperationId.make("op-1"),
        serialNumber: "WS-1",
        sleeperNumber: 1,
        sleeperVolumeM3: 0.09,
        plankVolumeM3: 0.08
      }
  }
}

const ALL: LotLifecycleEvent[] = [{ type: "CREATE" }, { type: "UPDATE" }, { type: "LOCK" }, { type: "REOPEN" }, { type: "DELETE" }]
const RECEIPT: LotLifecycleEvent[] = [
  { type: "SAVE_DRAFT" },
  { type: "DELETE_DRAFT" },
  { type: "SUBMIT_AS_ADMIN" },
  { type: "SUBMIT_FOR_APPROVAL" },
  { type: "APPROVE_RECEIPT" },
  { type: "RETURN_RECEIPT" }
]

const SLICING: LotLifecycleEvent[] = [{ type: "START_SLICING" }, { type: "FINISH_SLICING" }]

describe("LOT lifecycle machine", () => {
  it("has reachable paths to every state the aggregate can reach", () => {
    const reached = new Set(getShortestPaths(lotLifecycle, { events: ALL }).map((p) => String(p.state.value)))
    expect([...reached].sort()).toEqual(["COMPLETED", "PENDING", "absent", "deleted"].sort())
  })

  it("with receipt processing, a LOT also reaches PROCESSING and PENDING_APPROVAL", () => {
    const reached = new Set(getShortestPaths(lotLifecycle, { events: [...ALL, ...RECEIPT] }).map((p) => String(p.state.value)))
    expect([...reached].sort()).toEqual(["COMPLETED", "PENDING", "PENDING_APPROVAL", "PROCESSING", "absent", "deleted"].sort())
  })

  it("the aggregate agrees with the machine on every path of receipt processing", () =>
    expectAggregateAgreesWithMachine({
      machine: lotLifecycle,
      decider: LotDecider,
      events: [{ type: "CREATE" }, { type: "LOCK" }, { type: "REOPEN" }, ...RECEIPT],
      commandFor,
      stateOf: lotMachineState
    }))

  it("a SLEEPERS LOT whose receipt completed goes through SLICING and is COMPLETED again when its sleepers are sliced", () => {
    const reached = new Set(getShortestPaths(lotLifecycle, { events: [...ALL, ...RECEIPT, ...SLICING] }).map((p) => String(p.state.value)))
    expect(reached.has("SLICING")).toBe(true)
    expect(nextLotState("COMPLETED", { type: "START_SLICING" })).toBe("SLICING")
    expect(nextLotState("SLICING", { type: "FINISH_SLICING" })).toBe("COMPLETED")
    expect(nextLotState("PENDING", { type: "START_SLICING" })).toBeNull()
    expect(nextLotState("PROCESSING", { type: "START_SLICING" })).toBeNull()
  })

  // a LOT that reaches COMPLETED through receipt processing (not a lock without a measurement)
  it("the aggregate agrees with the machine on every path of receipt processing and slicing", () =>
    expectAggregateAgreesWithMachine({
      machine: lotLifecycle,
      decider: LotDecider,
      events: [{ type: "CREATE" }, { type: "REOPEN" }, { type: "SUBMIT_AS_ADMIN" }, { type: "SUBMIT_FOR_APPROVAL" }, { type: "APPROVE_RECEIPT" }, ...SLICING],
      commandFor,
      stateOf: lotMachineState
    }))

  it("the aggregate agrees with the machine on every path, and refuses every event the machine refuses", () =>
    expectAggregateAgreesWithMachine({ machine: lotLifecycle, decider: LotDecider, events: ALL, commandFor, stateOf: lotMachineState }))

  // The rules as the spec's messages word them (LotMessages): deleted only when PENDING,
  // locked only when PENDING or PROCESSING, reopened only when COMPLETED, edited until locked.
  it.each(LotStatus.literals)("given a %s LOT, then the machine allows exactly the transitions the spec's rules allow", (status) => {
    expect(nextLotState(status, { type: "DELETE" })).toBe(status === "PENDING" ? "deleted" : null)
    expect(nextLotState(status, { type: "LOCK" })).toBe(status === "PENDING" || status === "PROCESSING" ? "COMPLETED" : null)
    expect(nextLotState(status, { type: "REOPEN" })).toBe(status === "COMPLETED" ? "PENDING" : null)
    expect(nextLotState(status, { type: "UPDATE" })).toBe(status === "COMPLETED" ? null : status)
    expect(nextLotState(status, { type: "CREATE" })).toBe(null)
  })

  it("given no LOT, then only a create is allowed and it makes the LOT PENDING; given a deleted one, nothing is", () => {
    expect(ALL.map((event) => nextLotState("absent", event))).toEqual(["PENDING", null, null, null, null])
    expect(ALL.map((event) => nextLotState("deleted", event))).toEqual([null, null, null, null, null])
  })
})
