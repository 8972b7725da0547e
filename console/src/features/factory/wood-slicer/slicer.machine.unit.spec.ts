import type { SlicingOperation } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { EMPTY_SIZE, slicerMachine, type SlicerEvent } from "./slicer.machine"

const sleeper = { heightIn: "8", widthIn: "8", lengthFt: "10", quantity: "1" }
const saved: SlicingOperation = {
  id: "op-1",
  serial_number: "WS-1",
  wood_type_id: "teak",
  wood_type: { id: "teak", name: "Teak" },
  lot_number: "LOT-1",
  sleeper_number: 3,
  start_time: "2026-11-24T07:00:00.000Z",
  updated_at: "2026-11-24T07:00:00.000Z",
  sleeper_sizes: [{ sequence: 1, width: 20.32, height: 20.32, length: 3.048, quantity: 1 }],
  plank_sizes: [{ sequence: 1, width: 7.62, height: 5.08, length: 3.048, quantity: 4, parentSequence: 1 }],
  status: "in_progress",
  waste_percentage: 25,
  notes: "first cut",
  auto_check_completion: false,
  approval_status: "not_required",
  version: "0"
}
const run = (...events: SlicerEvent[]) => {
  const actor = createActor(slicerMachine).start()
  for (const event of events) actor.send(event)
  return actor.getSnapshot()
}
const lot: SlicerEvent = { type: "CHOOSE_LOT", lotNumber: "LOT-1", woodTypeId: "teak" }
const fresh: SlicerEvent = { type: "CHOOSE_SLEEPER", sleeperNumber: 3, operation: null, sleeper }
const existing: SlicerEvent = { type: "CHOOSE_SLEEPER", sleeperNumber: 3, operation: saved, sleeper }

describe("the slicer screen's machine (factory spec sections 2.1, 4, 5, 8)", () => {
  it("starts with no LOT; a LOT shows its tiles; a free sleeper opens a new operation with one empty plank", () => {
    expect(run().value).toBe("noLot")
    expect(run(lot).value).toBe("lotChosen")
    const s = run(lot, fresh)
    expect(s.value).toEqual({ working: "editing" })
    expect(s.context).toMatchObject({ sleeperNumber: 3, operation: null, sleeper, planks: [EMPTY_SIZE] })
  })

  it("a sleeper already sliced opens in edit mode with its saved planks and notes; Cancel Edit leaves it unselected", () => {
    const s = run(lot, existing)
    expect(s.context.operation?.id).toBe("op-1")
    expect(s.context.planks).toMatchObject([{ heightIn: "2", widthIn: "3", lengthFt: "10", quantity: "4" }])
    expect(s.context.notes).toBe("first cut")
    const cancelled = run(lot, existing, { type: "CANCEL_EDIT" })
    expect(cancelled.value).toBe("lotChosen")
    expect(cancelled.context.sleeperNumber).toBeNull()
    // a new operation has nothing to cancel
    expect(run(lot, fresh, { type: "CANCEL_EDIT" }).value).toEqual({ working: "editing" })
  })

  it("saving needs a plank; a save carries the edits made before it, edits made during it stay unsaved", () => {
    expect(run(lot, fresh, { type: "REMOVE_PLANK", index: 0 }, { type: "SAVE" }).value).toEqual({ working: "editing" })
    const saving = run(lot, fresh, { type: "SET_PLANK", index: 0, field: "heightIn", text: "2" }, { type: "SAVE" })
    expect(saving.value).toEqual({ working: "saving" })
    const after = run(
      lot,
      fresh,
      { type: "SET_PLANK", index: 0, field: "heightIn", text: "2" },
      { type: "SAVE" },
      { type: "SET_NOTES", notes: "typed while saving" },
      { type: "SAVED", operation: saved }
    )
    expect(after.value).toEqual({ working: "editing" })
    expect(after.context.operation?.id).toBe("op-1")
    expect(after.context.edits).toBe(1)
  })

  it("autosave runs only once the operation exists (and a LOT and a wood type are chosen) and something changed", () => {
    expect(run(lot, fresh, { type: "SET_NOTES", notes: "x" }, { type: "AUTOSAVE" }).value).toEqual({ working: "editing" })
    expect(run(lot, existing, { type: "AUTOSAVE" }).value).toEqual({ working: "editing" })
    const silent = run(lot, existing, { type: "SET_NOTES", notes: "x" }, { type: "AUTOSAVE" })
    expect(silent.value).toEqual({ working: "saving" })
    expect(silent.context.silent).toBe(true)
    expect(run({ type: "CHOOSE_LOT", lotNumber: "LOT-1", woodTypeId: null }, existing, { type: "SET_NOTES", notes: "x" }).context.woodTypeId).toBe("teak")
  })

  it("End asks first (irreversible), only for a saved operation; ending returns to the tiles with nothing selected", () => {
    expect(run(lot, fresh, { type: "ASK_END" }).value).toEqual({ working: "editing" })
    expect(run(lot, existing, { type: "ASK_END" }).value).toEqual({ working: "confirmingEnd" })
    expect(run(lot, existing, { type: "ASK_END" }, { type: "CANCEL" }).value).toEqual({ working: "editing" })
    const ended = run(lot, existing, { type: "ASK_END" }, { type: "END" }, { type: "ENDED" })
    expect(ended.value).toBe("lotChosen")
    expect(ended.context).toMatchObject({ sleeperNumber: null, operation: null, lotNumber: "LOT-1" })
    expect(run(lot, existing, { type: "ASK_END" }, { type: "END" }, { type: "END_FAILED" }).value).toEqual({ working: "editing" })
  })

  it("removing the last plank of a saved operation deletes the operation and resets the selection; of a new one it only removes the row", () => {
    const deleting = run(lot, existing, { type: "REMOVE_PLANK", index: 0 })
    expect(deleting.value).toEqual({ working: "deleting" })
    const deleted = run(lot, existing, { type: "REMOVE_PLANK", index: 0 }, { type: "DELETED" })
    expect(deleted.value).toBe("lotChosen")
    expect(deleted.context.sleeperNumber).toBeNull()
    expect(run(lot, existing, { type: "REMOVE_PLANK", index: 0 }, { type: "DELETE_FAILED" }).context.planks).toHaveLength(1)
    const fresher = run(lot, fresh, { type: "REMOVE_PLANK", index: 0 })
    expect(fresher.value).toEqual({ working: "editing" })
    expect(fresher.context.planks).toEqual([])
  })

  it("a paste adds its planks at the sleeper's length, replacing an untouched empty row", () => {
    const s = run(lot, fresh, { type: "PASTE", planks: [{ heightIn: 2, widthIn: 6, lengthFt: 12, quantity: 3 }] })
    expect(s.context.planks).toEqual([{ heightIn: "2", widthIn: "6", lengthFt: "10", quantity: "3" }])
  })

  it("another LOT forgets the sleeper being worked on", () => {
    const s = run(lot, existing, { type: "CHOOSE_LOT", lotNumber: "LOT-2", woodTypeId: "mvule" })
    expect(s.value).toBe("lotChosen")
    expect(s.context).toMatchObject({ lotNumber: "LOT-2", sleeperNumber: null, operation: null, planks: [] })
  })
})
