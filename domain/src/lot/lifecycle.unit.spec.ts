import type { LotCommand, LotEvent, LotStatus } from "@timber/contracts"
import { getShortestPaths, getSimplePaths } from "@xstate/graph"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
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
  const paths = getSimplePaths(lotLifecycle, { events: ALL })

  it("has reachable paths to every state the aggregate can reach", () => {
    const reached = new Set(getShortestPaths(lotLifecycle, { events: ALL }).map((p) => String(p.state.value)))
    expect([...reached].sort()).toEqual(["COMPLETED", "PENDING", "absent", "deleted"].sort())
  })

  it("the aggregate agrees with the machine on every path, and refuses every event the machine refuses", () => {
    expect(paths.length).toBeGreaterThan(3)
    for (const path of paths) {
      let events: LotEvent[] = []
      for (const step of path.steps) {
        if ((step.event.type as string) !== "xstate.init") {
          const result = Effect.runSync(Effect.either(LotDecider.decide(commandFor(step.event as LotLifecycleEvent), fold(LotDecider, events))))
          if (Either.isLeft(result)) throw new Error(`aggregate refused ${step.event.type}: ${result.left.message}`)
          events = [...events, ...result.right]
        }
        const state = fold(LotDecider, events)
        expect(lotMachineState(state)).toBe(String(step.state.value))
        // every event the machine refuses here, the aggregate refuses too
        for (const candidate of ALL) {
          const result = Effect.runSync(Effect.either(LotDecider.decide(commandFor(candidate), state)))
          // a repeated create of the same LOT is answered with no events (idempotent), which is not a transition
          const acted = Either.isRight(result) && result.right.length > 0
          expect(acted, `${candidate.type} from ${String(step.state.value)}`).toBe(step.state.can(candidate))
        }
      }
    }
  })
})
