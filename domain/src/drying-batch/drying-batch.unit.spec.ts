import { DryingMessages, type DryingCommand, type DryingEvent, DryingBatchId, WarehouseId, WoodTypeId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { DryingDecider, dryingStream } from "./decider"
import { dryingLifecycle, isDryingInProgress, type DryingLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(DryingDecider)
/** When the server received the commands: a day after the batch started. */
const NOW = "2026-11-23T06:00:00.000Z"
const admin = { role: "ADMIN" }
const operator = { role: "USER" }
const setup = {
  woodTypeId: WoodTypeId.make("wt"),
  woodTypeName: "Mvule",
  thicknessMm: 50.8,
  pieceCount: 120,
  startingHumidity: 42,
  startingElectricityUnits: 1000,
  startTime: "2026-11-22T06:00:00.000Z",
  notes: null
}
const start: DryingCommand = {
  _tag: "StartDrying",
  dryingId: DryingBatchId.make("d1"),
  batchNumber: "UD-1",
  warehouseId: null,
  stockThickness: '2"',
  createdByName: "Asha",
  stockTaken: false,
  setup,
  now: NOW
}
const started: DryingEvent = {
  _tag: "DryingStarted",
  dryingId: DryingBatchId.make("d1"),
  batchNumber: "UD-1",
  warehouseId: null,
  stockThickness: '2"',
  createdByName: "Asha",
  stockTaken: false,
  ...setup
}
const reading = (n: number) => ({
  readingId: `r${n}`,
  readingTime: `2026-11-22T0${6 + n}:00:00.000Z`,
  // the kiln's prepaid meter counts the units left down
  electricityMeter: 1000 - n * 20,
  humidity: 42 - n * 5,
  notes: null,
  lukuSms: null,
  createdByName: "Asha"
})
const add = (n: number, actor = operator): DryingCommand => ({
  _tag: "AddDryingReading",
  dryingId: DryingBatchId.make("d1"),
  reading: reading(n),
  actor,
  now: NOW
})
const added = (n: number): DryingEvent => ({ _tag: "DryingReadingAdded", dryingId: DryingBatchId.make("d1"), ...reading(n) })
const change = (n: number) => ({
  readingId: `r${n}`,
  readingTime: reading(n).readingTime,
  electricityMeter: 975,
  humidity: 18.5,
  notes: "meter misread",
  lukuSms: null
})
const editReading = (n: number, actor = operator): DryingCommand => ({
  _tag: "EditDryingReading",
  dryingId: DryingBatchId.make("d1"),
  change: change(n),
  actor,
  now: NOW
})
const readingEdited = (n: number): DryingEvent => ({ _tag: "DryingReadingEdited", dryingId: DryingBatchId.make("d1"), ...change(n) })
const complete: DryingCommand = { _tag: "CompleteDrying", dryingId: DryingBatchId.make("d1"), endTime: "2026-11-23T06:00:00.000Z", targetHumidity: 12 }
/** Completed after `last` readings: the event records the latest humidity beside the target. */
const completedAfter = (last: number): DryingEvent => ({
  _tag: "DryingCompleted",
  dryingId: DryingBatchId.make("d1"),
  endTime: "2026-11-23T06:00:00.000Z",
  finalHumidity: reading(last).humidity,
  targetHumidity: 12
})
const completed = completedAfter(2)
const costInputs = {
  rechargeBeforeStart: null,
  register: new Map(),
  ovenPurchasePrice: 1_000_000,
  ovenLifespanYears: 10,
  maintenanceCostPerYear: 0,
  laborCostPerHour: 0
}
const correctCost = {
  _tag: "CorrectDryingCost" as const,
  dryingId: DryingBatchId.make("d1"),
  reason: "recharge corrected",
  actor: admin,
  correctedByName: "Neema"
}

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
    spec
      .given(done)
      .when({ _tag: "DeleteDrying", dryingId: DryingBatchId.make("d1"), actor: operator })
      .thenError("Forbidden", DryingMessages.completed)
    spec
      .given(done)
      .when({ _tag: "DeleteDrying", dryingId: DryingBatchId.make("d1"), actor: admin })
      .then([{ _tag: "DryingDeleted", dryingId: DryingBatchId.make("d1") }])
  })
  it("edits of the initial data are an admin's", () =>
    spec
      .given([started])
      .when({ _tag: "EditDryingSetup", dryingId: DryingBatchId.make("d1"), setup, actor: operator })
      .thenError("Forbidden", DryingMessages.adminOnlyEdit))

  it("given a batch already started, when the same start arrives again (a retry), then nothing is recorded", () => spec.given([started]).when(start).then([]))

  it("given a completed batch, when it is completed again (a retry), then nothing is recorded", () =>
    spec
      .given([started, added(1), added(2), completed])
      .when(complete)
      .then([]))

  it("given a started batch, when an admin edits its initial data, then the edit records the new setup", () =>
    spec
      .given([started])
      .when({ _tag: "EditDryingSetup", dryingId: DryingBatchId.make("d1"), setup: { ...setup, pieceCount: 100 }, actor: admin })
      .then([{ _tag: "DryingSetupEdited", dryingId: DryingBatchId.make("d1"), ...setup, pieceCount: 100 }]))

  it("given no batch, or a deleted one, when anyone edits, adds a reading, completes or deletes it, then 'Drying process not found'", () => {
    const deleted: DryingEvent = { _tag: "DryingDeleted", dryingId: DryingBatchId.make("d1") }
    for (const history of [[], [started, deleted], [started, added(1), added(2), deleted]]) {
      for (const command of [
        { _tag: "EditDryingSetup", dryingId: DryingBatchId.make("d1"), setup, actor: admin } as const,
        add(1, admin),
        add(1),
        complete,
        { _tag: "DeleteDrying", dryingId: DryingBatchId.make("d1"), actor: admin } as const,
        { _tag: "DeleteDrying", dryingId: DryingBatchId.make("d1"), actor: operator } as const
      ]) {
        spec.given(history).when(command).thenError("NotFound", DryingMessages.notFound)
      }
    }
  })

  it("given a batch started, edited, read twice and completed, then its state shows the edited setup, the readings in order and the end time", () => {
    const edited: DryingEvent = { _tag: "DryingSetupEdited", dryingId: DryingBatchId.make("d1"), ...setup, pieceCount: 100 }
    const batch = {
      dryingId: DryingBatchId.make("d1"),
      batchNumber: "UD-1",
      status: "IN_PROGRESS",
      warehouseId: null,
      stockThickness: '2"',
      createdByName: "Asha",
      setup,
      endTime: null
    }
    expect(fold(DryingDecider, [started])).toEqual({
      status: "started",
      batch,
      readings: [],
      stockRow: null,
      stockTaken: false,
      edits: 0,
      cost: null,
      costBasis: null
    })
    expect(fold(DryingDecider, [started, edited, added(1), added(2), completed])).toEqual({
      status: "completed",
      batch: { ...batch, setup: { ...setup, pieceCount: 100 }, status: "COMPLETED", endTime: "2026-11-23T06:00:00.000Z" },
      readings: [reading(1), reading(2)],
      stockRow: null,
      stockTaken: false,
      edits: 1,
      cost: null,
      costBasis: null
    })
  })

  it("given a batch started from a warehouse's stock and edited twice (another wood type, fewer pieces), then it still names the row its pieces came from and counts two edits", () => {
    const fromStock: DryingEvent = { ...started, warehouseId: WarehouseId.make("wh-1") } as DryingEvent
    const editTo = (change: Partial<typeof setup>): DryingEvent => ({ _tag: "DryingSetupEdited", dryingId: DryingBatchId.make("d1"), ...setup, ...change })
    const state = fold(DryingDecider, [
      fromStock,
      editTo({ woodTypeId: WoodTypeId.make("wt-2"), woodTypeName: "Mninga" }),
      editTo({ woodTypeId: WoodTypeId.make("wt-2"), woodTypeName: "Mninga", pieceCount: 90 })
    ])
    expect(state.stockRow).toEqual({ warehouseId: WarehouseId.make("wh-1"), woodTypeId: WoodTypeId.make("wt"), thickness: '2"' })
    expect(state.edits).toBe(2)
    expect(state.batch?.setup.pieceCount).toBe(90)
  })

  it("given a batch that names a stock row, then it knows whether its start took the pieces; one started before that was recorded does not (its row's first book tells)", () => {
    const fromStock = (stockTaken: boolean | undefined): DryingEvent => {
      const { stockTaken: _, ...event } = { ...started, warehouseId: WarehouseId.make("wh-1") } as Extract<DryingEvent, { _tag: "DryingStarted" }>
      return stockTaken === undefined ? event : { ...event, stockTaken }
    }
    expect(fold(DryingDecider, [fromStock(true)]).stockTaken).toBe(true)
    expect(fold(DryingDecider, [fromStock(false)]).stockTaken).toBe(false)
    expect(fold(DryingDecider, [fromStock(undefined)]).stockTaken).toBe(null)
    expect(fold(DryingDecider, [started]).stockTaken).toBe(false)
  })

  it("a batch is in progress while started, with one reading or measured; not before it started, once completed or deleted", () => {
    expect((["started", "reading", "measured"] as const).map(isDryingInProgress)).toEqual([true, true, true])
    expect((["absent", "completed", "deleted"] as const).map(isDryingInProgress)).toEqual([false, false, false])
  })

  it("given a batch in progress, when an operator adds a reading or deletes it, then both are taken (only a completed batch is an admin's)", () => {
    spec
      .given([started])
      .when(add(1))
      .then([added(1)])
    spec
      .given([started, added(1)])
      .when({ _tag: "DeleteDrying", dryingId: DryingBatchId.make("d1"), actor: operator })
      .then([{ _tag: "DryingDeleted", dryingId: DryingBatchId.make("d1") }])
  })

  it("given a batch at any stage (no reading, one, two or more, completed), when an admin edits or deletes it, then it is taken; readings go on after the second", () => {
    const edit: DryingCommand = { _tag: "EditDryingSetup", dryingId: DryingBatchId.make("d1"), setup, actor: admin }
    const stages = [[started], [started, added(1)], [started, added(1), added(2)], [started, added(1), added(2), completed]]
    for (const history of stages) {
      spec
        .given(history)
        .when(edit)
        .then([{ _tag: "DryingSetupEdited", dryingId: DryingBatchId.make("d1"), ...setup }])
      spec
        .given(history)
        .when({ _tag: "DeleteDrying", dryingId: DryingBatchId.make("d1"), actor: admin })
        .then([{ _tag: "DryingDeleted", dryingId: DryingBatchId.make("d1") }])
    }
    spec
      .given([started, added(1), added(2)])
      .when(add(3))
      .then([added(3)])
    spec
      .given([started, added(1), added(2), added(3)])
      .when(complete)
      .then([completedAfter(3)])
  })

  describe("editing a reading (PUT /factory/drying-readings/{id})", () => {
    it("given a running batch with two readings, when an operator corrects the first, then the correction is recorded and the batch shows it in place, its author kept", () => {
      spec
        .given([started, added(1), added(2)])
        .when(editReading(1))
        .then([readingEdited(1)])
      expect(fold(DryingDecider, [started, added(1), added(2), readingEdited(1)]).readings).toEqual([{ ...reading(1), ...change(1) }, reading(2)])
    })
    it("given a completed batch, when an operator edits a reading, then 'only an admin may change it'; when an admin does, then it is recorded", () => {
      const done = [started, added(1), added(2), completed]
      spec.given(done).when(editReading(2)).thenError("Forbidden", DryingMessages.completed)
      spec
        .given(done)
        .when(editReading(2, admin))
        .then([readingEdited(2)])
    })
    it("given a batch without that reading, or no batch at all, when anyone edits it, then 'Drying reading not found' or 'Drying process not found'", () => {
      spec
        .given([started, added(1)])
        .when(editReading(7, admin))
        .thenError("NotFound", DryingMessages.readingNotFound)
      spec.given([started]).when(editReading(1, admin)).thenError("BusinessRuleViolation", DryingMessages.completed)
      spec.given([]).when(editReading(1, admin)).thenError("NotFound", DryingMessages.notFound)
      spec
        .given([started, added(1), { _tag: "DryingDeleted", dryingId: DryingBatchId.make("d1") }])
        .when(editReading(1, admin))
        .thenError("NotFound", DryingMessages.notFound)
    })
  })

  it("before anything happened there is no batch, and its events live in the stream DryingBatch-<id>", () => {
    expect(fold(DryingDecider, [])).toEqual({
      status: "absent",
      batch: null,
      readings: [],
      stockRow: null,
      stockTaken: null,
      edits: 0,
      cost: null,
      costBasis: null
    })
    expect(dryingStream(DryingBatchId.make("d1"))).toBe("DryingBatch-d1")
  })

  it("agrees with its lifecycle machine on every path (as an admin sees it)", () =>
    expectAggregateAgreesWithMachine({
      machine: dryingLifecycle,
      decider: DryingDecider,
      events: [
        { type: "START" },
        { type: "EDIT" },
        { type: "ADD_READING" },
        { type: "EDIT_READING" },
        { type: "COMPLETE" },
        { type: "DELETE" },
        // freezing the cost acts only on a completed batch (a correction needs a frozen cost: frozen-cost.unit.spec.ts)
        { type: "RECORD_COST" }
      ] as DryingLifecycleEvent[],
      commandFor: (e): DryingCommand => {
        switch (e.type) {
          case "START":
            return start
          case "EDIT":
            return { _tag: "EditDryingSetup", dryingId: DryingBatchId.make("d1"), setup: { ...setup, pieceCount: 100 }, actor: admin }
          case "ADD_READING":
            return add(1, admin)
          case "EDIT_READING":
            return editReading(1, admin)
          case "COMPLETE":
            return complete
          case "DELETE":
            return { _tag: "DeleteDrying", dryingId: DryingBatchId.make("d1"), actor: admin }
          case "RECORD_COST":
            return { _tag: "RecordDryingCost", dryingId: DryingBatchId.make("d1"), inputs: costInputs }
          case "CORRECT_COST":
            return { ...correctCost, inputs: costInputs }
        }
      },
      stateOf: (s) => s.status
    }))
})
