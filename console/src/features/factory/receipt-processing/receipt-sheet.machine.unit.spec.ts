import { describe, expect, it } from "vitest"
import { createActor, type SnapshotFrom } from "xstate"
import { hasUnsavedChanges, receiptSheetMachine, type ReceiptSheetEvent } from "./receipt-sheet.machine"
import { emptyRow } from "./sleeper-sheet"

type Snapshot = SnapshotFrom<typeof receiptSheetMachine>

const AT = "2026-11-25T10:00:00.000Z"
const sleeper = { id: "m-1", thickness: 15.24, width: 20.32, length: 304.8, lastModifiedBy: null, lastModifiedAt: null }

/** Given the events so far, the machine's snapshot. */
const given = (...events: ReadonlyArray<ReceiptSheetEvent>): Snapshot => {
  const actor = createActor(receiptSheetMachine).start()
  for (const event of events) actor.send(event)
  return actor.getSnapshot()
}
/** When one more event arrives. */
const when = (events: ReadonlyArray<ReceiptSheetEvent>, event: ReceiptSheetEvent) => given(...events, event)

const choose = (editable = true): ReceiptSheetEvent => ({ type: "CHOOSE", receiptId: "lot-1", editable })
const loaded = (measurements = [sleeper]): ReceiptSheetEvent => ({ type: "LOADED", receiptId: "lot-1", measurements })
const row = emptyRow("new-1")
const typed = (text: string, dimension: "thickness" | "width" | "length" = "thickness"): ReceiptSheetEvent => ({
  type: "TYPE",
  rowId: "new-1",
  dimension,
  text,
  by: "admin@timber.works",
  at: AT
})
/** An editable receipt, loaded with one sleeper. */
const open: ReadonlyArray<ReceiptSheetEvent> = [choose(), loaded()]
/** …with a second sleeper typed in full (unsaved). */
const edited: ReadonlyArray<ReceiptSheetEvent> = [...open, { type: "ADD_ROW", row }, typed("6"), typed("8", "width"), typed("10", "length")]

describe("the Receipt Processing sheet", () => {
  it("given nothing chosen, it waits for a LOT (no sheet)", () => {
    const s = given()
    expect(s.value).toBe("noLot")
    expect(s.context.rows).toEqual([])
  })

  it("given nothing chosen, when a LOT is chosen, then it loads that receipt's sleepers", () => {
    const s = when([], choose())
    expect(s.value).toBe("loading")
    expect(s.context.receiptId).toBe("lot-1")
  })

  it("given a receipt loading, when its draft arrives and it is PENDING, then the sheet opens for editing with the draft's sleepers, shown in the unit chosen", () => {
    const s = when([{ type: "SET_UNIT", unit: "metric" }, choose()], loaded())
    expect(s.value).toEqual({ open: "editing" })
    expect(s.context.rows.map((r) => r.text)).toEqual([{ thickness: "15.24", width: "20.32", length: "304.8" }])
    expect(hasUnsavedChanges(s.context)).toBe(false)
  })

  it("given a COMPLETED receipt loading, when its items arrive, then it opens read-only and takes no edit", () => {
    const s = when([choose(false)], loaded())
    expect(s.value).toBe("readOnly")
    expect(when([choose(false), loaded()], { type: "ADD_ROW", row }).context.rows).toHaveLength(1)
  })

  it("given another receipt chosen meanwhile, when the first one's sleepers arrive, then they are ignored", () => {
    const s = when([choose(), { type: "CHOOSE", receiptId: "lot-2", editable: true }], loaded())
    expect(s.value).toBe("loading")
    expect(s.context.receiptId).toBe("lot-2")
  })

  it("given an open sheet, when a sleeper is added and typed into, then the sheet has unsaved changes", () => {
    const s = given(...edited)
    expect(s.context.rows).toHaveLength(2)
    expect(s.context.rows[1]!.text).toEqual({ thickness: "6", width: "8", length: "10" })
    expect(s.context.rows[1]!.cm.length).toBeCloseTo(304.8)
    expect(s.context.rows[1]!.lastModifiedBy).toBe("admin@timber.works")
    expect(hasUnsavedChanges(s.context)).toBe(true)
  })

  it("given unsaved changes, when the unit is switched, then every sleeper shows in it and nothing is lost", () => {
    const s = when(edited, { type: "SET_UNIT", unit: "metric" })
    expect(s.context.rows[1]!.text).toEqual({ thickness: "15.24", width: "20.32", length: "304.8" })
    expect(hasUnsavedChanges(s.context)).toBe(true)
  })

  it("given unsaved changes, when a draft is saved, then it is saving, and once saved there is nothing unsaved", () => {
    const saving = when(edited, { type: "SAVE" })
    expect(saving.value).toEqual({ open: "savingDraft" })
    const saved = when([...edited, { type: "SAVE" }], { type: "SAVED" })
    expect(saved.value).toEqual({ open: "editing" })
    expect(hasUnsavedChanges(saved.context)).toBe(false)
  })

  it("given a draft being saved, when the user types on, then the typing is kept and stays unsaved after the save", () => {
    const typing = when([...edited, { type: "SAVE" }], typed("7"))
    expect(typing.context.rows[1]!.text.thickness).toBe("7")
    const saved = when([...edited, { type: "SAVE" }, typed("7")], { type: "SAVED" })
    expect(hasUnsavedChanges(saved.context)).toBe(true)
  })

  it("given a draft being saved, when the save fails, then the sheet is editable again and still unsaved", () => {
    const s = when([...edited, { type: "SAVE" }], { type: "SAVE_FAILED" })
    expect(s.value).toEqual({ open: "editing" })
    expect(hasUnsavedChanges(s.context)).toBe(true)
  })

  it("given an open sheet with no complete sleeper, when submit is asked, then no dialog opens", () => {
    expect(when([choose(), loaded([])], { type: "ASK_SUBMIT" }).value).toEqual({ open: "editing" })
  })

  it("given measured sleepers, when submit is asked, then the warehouse dialog opens; cancel closes it", () => {
    expect(when(edited, { type: "ASK_SUBMIT" }).value).toEqual({ open: "confirmingSubmit" })
    expect(when([...edited, { type: "ASK_SUBMIT" }], { type: "CANCEL" }).value).toEqual({ open: "editing" })
  })

  it("given the warehouse dialog, when the submission is refused, then the dialog stays open with the reason, and a new try clears it", () => {
    const refused = when([...edited, { type: "ASK_SUBMIT" }, { type: "SUBMIT" }], { type: "SUBMIT_FAILED", reason: "No stock warehouse" })
    expect(refused.value).toEqual({ open: "confirmingSubmit" })
    expect(refused.context.submitError).toBe("No stock warehouse")
    const retry = when([...edited, { type: "ASK_SUBMIT" }, { type: "SUBMIT" }, { type: "SUBMIT_FAILED", reason: "x" }], { type: "SUBMIT" })
    expect(retry.value).toEqual({ open: "submitting" })
    expect(retry.context.submitError).toBeNull()
  })

  it("given a submission under way, when it succeeds, then the receipt is read again with nothing unsaved, and opens read-only once it is no longer PENDING", () => {
    const submitted = [...edited, { type: "ASK_SUBMIT" }, { type: "SUBMIT" }, { type: "SUBMITTED" }] as const
    const s = given(...submitted)
    expect(s.value).toBe("loading")
    expect(hasUnsavedChanges(s.context)).toBe(false)
    expect(when([...submitted, { type: "STATUS", editable: false }], loaded()).value).toBe("readOnly")
  })

  it("given an open sheet, when the receipt stops being editable (submitted elsewhere), then it is read again", () => {
    expect(when(open, { type: "STATUS", editable: false }).value).toBe("loading")
  })

  it("given a read-only receipt, when it becomes editable again (a rejected submission), then it is read again and opens for editing", () => {
    const readOnly = [choose(false), loaded()] as const
    expect(when(readOnly, { type: "STATUS", editable: true }).value).toBe("loading")
    expect(when([...readOnly, { type: "STATUS", editable: true }], loaded()).value).toEqual({ open: "editing" })
  })

  it("given the delete question, when the receipt is deleted, then no LOT is chosen and the sheet is empty", () => {
    expect(when(edited, { type: "ASK_DELETE" }).value).toEqual({ open: "confirmingDelete" })
    const s = when([...edited, { type: "ASK_DELETE" }, { type: "DELETE" }], { type: "DELETED" })
    expect(s.value).toBe("noLot")
    expect(s.context.receiptId).toBeNull()
    expect(s.context.rows).toEqual([])
    expect(hasUnsavedChanges(s.context)).toBe(false)
  })

  it("given the delete question, when the delete is refused, then the sheet is back as it was", () => {
    const s = when([...edited, { type: "ASK_DELETE" }, { type: "DELETE" }], { type: "DELETE_FAILED" })
    expect(s.value).toEqual({ open: "editing" })
    expect(s.context.rows).toHaveLength(2)
  })

  it("given unsaved changes, when another LOT is chosen (the user agreed to leave them), then that LOT loads from scratch", () => {
    const s = when(edited, { type: "CHOOSE", receiptId: "lot-2", editable: true })
    expect(s.value).toBe("loading")
    expect(s.context.rows).toEqual([])
    expect(hasUnsavedChanges(s.context)).toBe(false)
  })
})
