import type { MeasurementUnit, SleeperDimension } from "@timber/domain/calculators/sleeper-volume"
import { and, assign, setup } from "xstate"
import { measuredRows, rowFromMeasurement, showIn, typeInto, type SleeperRow } from "./sleeper-sheet"

/**
 * The measuring sheet of Receipt Processing (factory spec sections 2.2, 4 and 8) as states:
 *
 * - `noLot`: nothing chosen ('Please select a LOT number first');
 * - `loading`: a LOT is chosen (or submitted, or became editable again) and its sleepers are being
 *   read: its draft while it is measured, else what its submission recorded;
 * - `readOnly`: a receipt that can no longer change (COMPLETED, CANCELLED, awaiting approval…);
 * - `open`: the sheet of a receipt still being measured, where the user edits and then
 *   `editing` → `savingDraft` (Ctrl/Cmd+S), `confirmingSubmit` (the warehouse dialog) →
 *   `submitting`, or `confirmingDelete` → `deleting`.
 *
 * Edits (type, add, remove a sleeper) are taken in every step of `open`, so nothing typed while a
 * draft is saved is lost; `edits` counts those not yet in a saved draft (unsaved changes: the
 * browser warns on leaving, and choosing another LOT asks first). The screen runs the writes and
 * tells the machine how they ended; TanStack Query's invalidation refreshes what the machine
 * reloads from (`loading` waits for the refetched draft and items).
 */
export interface ReceiptSheetContext {
  readonly receiptId: string | null
  /** Whether the chosen receipt may change (PENDING or PROCESSING), as the receipts list says now. */
  readonly editable: boolean
  readonly unit: MeasurementUnit
  readonly rows: ReadonlyArray<SleeperRow>
  /** Edits not yet in a saved draft. */
  readonly edits: number
  /** The edits a draft being saved carries (those made while it saves stay unsaved). */
  readonly savingEdits: number
  /** Why the last submission was refused: shown in the dialog, which stays open (the spec keeps it silent). */
  readonly submitError: string | null
}

/** The sleepers a receipt opens with: its draft's, else its submitted items' (in the draft's shape). */
export type LoadedSleepers = ReadonlyArray<Parameters<typeof rowFromMeasurement>[0]>

export type ReceiptSheetEvent =
  | { type: "CHOOSE"; receiptId: string; editable: boolean }
  | { type: "LOADED"; receiptId: string; measurements: LoadedSleepers }
  | { type: "STATUS"; editable: boolean }
  | { type: "SET_UNIT"; unit: MeasurementUnit }
  | { type: "ADD_ROW"; row: SleeperRow }
  | { type: "TYPE"; rowId: string; dimension: SleeperDimension; text: string; by: string | null; at: string }
  | { type: "REMOVE_ROW"; rowId: string }
  | { type: "SAVE" }
  | { type: "SAVED" }
  | { type: "SAVE_FAILED" }
  | { type: "ASK_SUBMIT" }
  | { type: "SUBMIT" }
  | { type: "SUBMITTED" }
  | { type: "SUBMIT_FAILED"; reason: string }
  | { type: "ASK_DELETE" }
  | { type: "DELETE" }
  | { type: "DELETED" }
  | { type: "DELETE_FAILED" }
  | { type: "CANCEL" }

/** The sheet after an edit: its rows, and one more edit no draft has. */
const edit = (context: ReceiptSheetContext, rows: ReadonlyArray<SleeperRow>) => ({ rows, edits: context.edits + 1 })

export const receiptSheetMachine = setup({
  types: { context: {} as ReceiptSheetContext, events: {} as ReceiptSheetEvent },
  guards: {
    editable: ({ context }) => context.editable,
    notEditable: ({ context }) => !context.editable,
    forTheChosenReceipt: ({ context, event }) => event.type === "LOADED" && event.receiptId === context.receiptId,
    hasMeasurements: ({ context }) => measuredRows(context.rows, context.unit).length > 0
  },
  actions: {
    choose: assign(({ event }) => {
      if (event.type !== "CHOOSE") return {}
      return { receiptId: event.receiptId, editable: event.editable, rows: [], edits: 0, savingEdits: 0, submitError: null }
    }),
    load: assign(({ context, event }) => {
      if (event.type !== "LOADED") return {}
      return { rows: event.measurements.map((m) => rowFromMeasurement(m, context.unit)), edits: 0, savingEdits: 0 }
    }),
    setEditable: assign(({ event }) => (event.type === "STATUS" ? { editable: event.editable } : {})),
    setUnit: assign(({ context, event }) => (event.type === "SET_UNIT" ? { unit: event.unit, rows: showIn(context.rows, event.unit) } : {})),
    addRow: assign(({ context, event }) => (event.type === "ADD_ROW" ? edit(context, [...context.rows, event.row]) : {})),
    type: assign(({ context, event }) => {
      if (event.type !== "TYPE") return {}
      return edit(
        context,
        context.rows.map((row) => (row.id === event.rowId ? typeInto(row, event.dimension, event.text, context.unit, event.by, event.at) : row))
      )
    }),
    removeRow: assign(({ context, event }) =>
      event.type === "REMOVE_ROW"
        ? edit(
            context,
            context.rows.filter((row) => row.id !== event.rowId)
          )
        : {}
    ),
    startSaving: assign(({ context }) => ({ savingEdits: context.edits })),
    saved: assign(({ context }) => ({ edits: context.edits - context.savingEdits, savingEdits: 0 })),
    clearSubmitError: assign({ submitError: null }),
    submitFailed: assign(({ event }) => (event.type === "SUBMIT_FAILED" ? { submitError: event.reason } : {})),
    forget: assign({ receiptId: null, editable: false, rows: [], edits: 0, savingEdits: 0, submitError: null })
  }
}).createMachine({
  id: "receiptSheet",
  context: {
    receiptId: null,
    editable: false,
    unit: "imperial",
    rows: [],
    edits: 0,
    savingEdits: 0,
    submitError: null
  },
  initial: "noLot",
  on: {
    // another LOT (the screen asks first when there are unsaved changes)
    CHOOSE: { target: ".loading", actions: "choose" },
    SET_UNIT: { actions: "setUnit" },
    STATUS: { actions: "setEditable" }
  },
  states: {
    noLot: {},
    loading: {
      on: {
        LOADED: [
          { guard: and(["forTheChosenReceipt", "editable"]), target: "open", actions: "load" },
          { guard: "forTheChosenReceipt", target: "readOnly", actions: "load" }
        ]
      }
    },
    readOnly: {
      // e.g. a rejected submission: the receipt is measured again, from what the server holds now
      always: { guard: "editable", target: "loading" }
    },
    open: {
      initial: "editing",
      on: {
        ADD_ROW: { actions: "addRow" },
        TYPE: { actions: "type" },
        REMOVE_ROW: { actions: "removeRow" }
      },
      states: {
        editing: {
          // submitted or completed elsewhere: read what the server holds now
          always: { guard: "notEditable", target: "#receiptSheet.loading" },
          on: {
            SAVE: { target: "savingDraft", actions: "startSaving" },
            ASK_SUBMIT: { guard: "hasMeasurements", target: "confirmingSubmit", actions: "clearSubmitError" },
            ASK_DELETE: "confirmingDelete"
          }
        },
        savingDraft: {
          on: {
            SAVED: { target: "editing", actions: "saved" },
            SAVE_FAILED: { target: "editing", actions: assign({ savingEdits: 0 }) }
          }
        },
        confirmingSubmit: {
          always: { guard: "notEditable", target: "#receiptSheet.loading" },
          on: {
            SUBMIT: { target: "submitting", actions: "clearSubmitError" },
            CANCEL: { target: "editing", actions: "clearSubmitError" }
          }
        },
        submitting: {
          on: {
            // the draft is gone and the items recorded: read the receipt again
            SUBMITTED: { target: "#receiptSheet.loading", actions: assign({ edits: 0, savingEdits: 0 }) },
            SUBMIT_FAILED: { target: "confirmingSubmit", actions: "submitFailed" }
          }
        },
        confirmingDelete: {
          always: { guard: "notEditable", target: "#receiptSheet.loading" },
          on: {
            DELETE: "deleting",
            CANCEL: "editing"
          }
        },
        deleting: {
          on: {
            DELETED: { target: "#receiptSheet.noLot", actions: "forget" },
            DELETE_FAILED: "editing"
          }
        }
      }
    }
  }
})

/** Whether the sheet holds edits no saved draft has (the browser warns on leaving; another LOT asks first). */
export const hasUnsavedChanges = (context: ReceiptSheetContext) => context.edits > 0
