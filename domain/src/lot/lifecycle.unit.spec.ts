import type { LotCommand, LotStatus } from "@timber/contracts"
import { getShortestPaths } from "@xstate/graph"
import { describe, expect, it } from "vitest"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { LotDecider } from "./decider"
import { lotLifecycle, type LotLifecycleEvent } from "./lifecycle.machine"
import { lotMachineState } from "./state"

const admin = { userId: "a", email: "a@x.tz", role: "ADMIN" }
const base = {
  lotId: "l",
  woodType: { id: "w", name: "Pine" },
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
      return { _tag: "ChangeLotStatus", lotId: "l", status: "COMPLETED" as LotStatus, actor: admin }
    case "REOPEN":
      return { _tag: "ChangeLotStatus", lotId: "l", status: "PENDING" as LotStatus, actor: admin }
    case "DELETE":
      return { _tag: "DeleteLot", lotId: "l" }
  }
}

const ALL: LotLifecycleEvent[] = [{ type: "CREATE" }, { type: "UPDATE" }, { type: "LOCK" }, { type: "REOPEN" }, { type: "DELETE" }]

describe("LOT lifecycle machine", () => {
  it("has reachable paths to every state the aggregate can reach", () => {
    const reached = new Set(getShortestPaths(lotLifecycle, { events: ALL }).map((p) => String(p.state.value)))
    expect([...reached].sort()).toEqual(["COMPLETED", "PENDING", "absent", "deleted"].sort())
  })

  it("the aggregate agrees with the machine on every path, and refuses every event the machine refuses", () =>
    expectAggregateAgreesWithMachine({ machine: lotLifecycle, decider: LotDecider, events: ALL, commandFor, stateOf: lotMachineState }))
})
