import { DryingMessages, type DryingCommand, type DryingEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { DryingDecider } from "./decider"
import { dryingLifecycle, type DryingLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(DryingDecider)
const admin = { role: "ADMIN" }
const operator = { role: "USER" }
const setup = {
  woodTypeId: "wt",
  woodTypeName: "Mvule",
  thicknessMm: 50.8,
  pieceCount: 120,
  startingHumidity: 42,
  startingElectricityUnits: 1000,
  startTime: "2026-11-22T06:00:00.000Z",
  notes: null
}
const start: DryingCommand = { _tag: "StartDrying", dryingId: "d1", batchNumber: "UD-1", warehouseId: null, stockThickness: '2"', createdByName: "Asha", setup }
const started: DryingEvent = {
  _tag: "DryingStarted",
  dryingId: "d1",
  batchNumber: "UD-1",
  warehouseId: null,
  stockThickness: '2"',
  createdByName: "Asha",
  ...setup
}
const reading = (n: number) => ({
  readingId: `r${n}`,
  readingTime: `2026-11-22T0${6 + n}:00:00.000Z`,
  electricityMeter: 1000 + n * 20,
  humidity: 42 - n * 5,
  notes: null,
  lukuSms: null,
  createdByName: "Asha"
})
const add = (n: number, actor = operator): DryingCommand => ({ _tag: "AddDryingReading", dryingId: "d1", reading: reading(n), actor })
const added = (n: number): DryingEvent => ({ _tag: "DryingReadingAdded", dryingId: "d1", ...reading(n) })
const complete: DryingCommand = { _tag: "CompleteDrying", dryingId: "d1", endTime: "2026-11-23T06:00:00.000Z" }
const completed: DryingEvent = { _tag: "DryingCompleted", dryingId: "d1", endTime: "2026-11-23T06:00:00.000Z" }

describe("drying batch", () => {
  it("starts in progress", () => spec.given([]).when(start).then([started]))
  it("cannot complete with fewer than 2 readings", () => {
    spec.given([started]).when(complete).thenError("BusinessRuleViolation", DryingMessages.needTwoReadings)
    spec
      .given([started, added(1)])
      .when(complete)
      .thenError("BusinessRuleViolation", DryingMessages.needTwoReadings)
    spec
      .given([started, added(1), added(2)])
      .when(complete)
      .then([completed])
  })
  it("once completed, only an admin adds readings or deletes it", () => {
    const done = [started, added(1), added(2), completed]
    spec.given(done).when(add(3)).thenError("Forbidden", DryingMessages.completed)
    spec
      .given(done)
      .when(add(3, admin))
      .then([added(3)])
    spec.given(done).when({ _tag: "DeleteDrying", dryingId: "d1", actor: operator }).thenError("Forbidden", DryingMessages.completed)
    spec
      .given(done)
      .when({ _tag: "DeleteDrying", dryingId: "d1", actor: admin })
      .then([{ _tag: "DryingDeleted", dryingId: "d1" }])
  })
  it("edits of the initial data are an admin's", () =>
    spec.given([started]).when({ _tag: "EditDryingSetup", dryingId: "d1", setup, actor: operator }).thenError("Forbidden", DryingMessages.adminOnlyEdit))

  it("agrees with its lifecycle machine on every path (as an admin sees it)", () =>
    expectAggregateAgreesWithMachine({
      machine: dryingLifecycle,
      decider: DryingDecider,
      events: [{ type: "START" }, { type: "EDIT" }, { type: "ADD_READING" }, { type: "COMPLETE" }, { type: "DELETE" }] as DryingLifecycleEvent[],
      commandFor: (e): DryingCommand => {
        switch (e.type) {
          case "START":
            return start
          case "EDIT":
            return { _tag: "EditDryingSetup", dryingId: "d1", setup: { ...setup, pieceCount: 100 }, actor: admin }
          case "ADD_READING":
            return add(1, admin)
          case "COMPLETE":
            return complete
          case "DELETE":
            return { _tag: "DeleteDrying", dryingId: "d1", actor: admin }
        }
      },
      stateOf: (s) => s.status
    }))
})
