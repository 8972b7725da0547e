import type { SlicingOperation } from "@timber/contracts"
import { and, assign, not, setup } from "xstate"
import type { PastedPlank } from "./plank-paste"
import { typedSize, type TypedSize } from "./slicer-figures"

/**
 * The Wood Slicing Operation screen as states (factory spec sections 2.1, 4, 5 and 8):
 *
 * - `noLot`: 'LOT number is required to start slicing';
 * - `lotChosen`: the LOT's numbered sleeper tiles; choosing one opens `working` — a new operation,
 *   or an already sliced sleeper in edit mode (its saved operation, "Cancel Edit");
 * - `working.editing` → `saving` (Save, or the silent autosave 2 s after a change once the operation
 *   exists) → `editing`; `confirmingEnd` (the irreversible End Operation dialog) → `ending` → back to
 *   `lotChosen` with nothing selected; removing the last plank of a saved operation → `deleting`
 *   (the whole saved operation goes) → `lotChosen` with nothing selected.
 *
 * The screen runs the writes on entering `saving`, `ending` and `deleting` and tells the machine
 * how they ended. Edits are taken while a save runs (`edits` counts those no save carries yet).
 * The server's slicing-operation lifecycle (domain `slicing-operation/lifecycle.machine.ts`) decides
 * whether the write is allowed; this machine only models what the screen offers.
 */
export interface SlicerContext {
  readonly lotNumber: string | null
  readonly woodTypeId: string | null
  readonly sleeperNumber: number | null
  /** the saved operation of the chosen sleeper: edit mode */
  readonly operation: SlicingOperation | null
  readonly sleeper: TypedSize
  readonly planks: ReadonlyArray<TypedSize>
  readonly notes: string
  /** changes no save carries yet */
  readonly edits: number
  /** the changes the running save carries */
  readonly savingEdits: number
  /** whether the running save is the silent autosave (its errors are swallowed) */
  readonly silent: boolean
}

export type SizeField = Exclude<keyof TypedSize, "measured">

export type SlicerEvent =
  | { type: "CHOOSE_LOT"; lotNumber: string; woodTypeId: string | null }
  | { type: "SET_WOOD_TYPE"; woodTypeId: string }
  | { type: "CHOOSE_SLEEPER"; sleeperNumber: number; operation: SlicingOperation | null; sleeper: TypedSize }
  | { type: "SET_SLEEPER"; field: SizeField; text: string }
  | { type: "ADD_PLANK" }
  | { type: "SET_PLANK"; index: number; field: SizeField; text: string }
  | { type: "REMOVE_PLANK"; index: number }
  | { type: "PASTE"; planks: ReadonlyArray<PastedPlank> }
  | { type: "SET_NOTES"; notes: string }
  | { type: "SAVE" }
  | { type: "AUTOSAVE" }
  | { type: "SAVED"; operation: SlicingOperation }
  | { type: "SAVE_FAILED" }
  | { type: "ASK_END" }
  | { type: "END" }
  | { type: "ENDED" }
  | { type: "END_FAILED" }
  | { type: "DELETED" }
  | { type: "DELETE_FAILED" }
  | { type: "CANCEL" }
  | { type: "CANCEL_EDIT" }

export const EMPTY_SIZE: TypedSize = { heightIn: "", widthIn: "", lengthFt: "", quantity: "1" }

const nothingChosen = {
  sleeperNumber: null,
  operation: null,
  sleeper: EMPTY_SIZE,
  planks: [] as ReadonlyArray<TypedSize>,
  notes: "",
  edits: 0,
  savingEdits: 0,
  silent: false
}

const changed = (context: SlicerContext, change: Partial<SlicerContext>) => ({ ...change, edits: context.edits + 1 })

const setField = (size: TypedSize, field: SizeField, text: string): TypedSize => ({ ...size, [field]: text })

export const slicerMachine = setup({
  types: { context: {} as SlicerContext, events: {} as SlicerEvent },
  guards: {
    hasPlanks: ({ context }) => context.planks.length > 0,
    saved: ({ context }) => context.operation !== null,
    removesLastSavedPlank: ({ context, event }) => event.type === "REMOVE_PLANK" && context.planks.length === 1 && context.operation !== null,
    /** autosave only for an operation that exists, with a LOT and a wood type chosen (section 4) */
    mayAutosave: ({ context }) => context.operation !== null && context.lotNumber !== null && context.woodTypeId !== null && context.edits > 0
  },
  actions: {
    chooseLot: assign(({ event }) => (event.type === "CHOOSE_LOT" ? { ...nothingChosen, lotNumber: event.lotNumber, woodTypeId: event.woodTypeId } : {})),
    setWoodType: assign(({ context, event }) => (event.type === "SET_WOOD_TYPE" ? changed(context, { woodTypeId: event.woodTypeId }) : {})),
    chooseSleeper: assign(({ context, event }) => {
      if (event.type !== "CHOOSE_SLEEPER") return {}
      const op = event.operation
      if (op === null) return { ...nothingChosen, sleeperNumber: event.sleeperNumber, sleeper: event.sleeper, planks: [{ ...EMPTY_SIZE }] }
      // edit mode: the saved operation as it was saved
      return {
        ...nothingChosen,
        sleeperNumber: event.sleeperNumber,
        operation: op,
        woodTypeId: op.wood_type_id || context.woodTypeId,
        sleeper: op.sleeper_sizes[0] ? typedSize(op.sleeper_sizes[0]) : event.sleeper,
        planks: op.plank_sizes.map(typedSize),
        notes: op.notes ?? ""
      }
    }),
    // a sleeper's number changes selection (section 4): counted as a change
    setSleeper: assign(({ context, event }) =>
      event.type === "SET_SLEEPER" ? changed(context, { sleeper: setField(context.sleeper, event.field, event.text) }) : {}
    ),
    addPlank: assign(({ context }) => changed(context, { planks: [...context.planks, { ...EMPTY_SIZE }] })),
    setPlank: assign(({ context, event }) =>
      event.type === "SET_PLANK"
        ? changed(context, { planks: context.planks.map((p, i) => (i === event.index ? setField(p, event.field, event.text) : p)) })
        : {}
    ),
    removePlank: assign(({ context, event }) =>
      event.type === "REMOVE_PLANK" ? changed(context, { planks: context.planks.filter((_, i) => i !== event.index) }) : {}
    ),
    paste: assign(({ context, event }) => {
      if (event.type !== "PASTE") return {}
      // the paste replaces an untouched empty first row, and adds to typed ones
      const kept = context.planks.filter((p) => p.heightIn.trim() !== "" || p.widthIn.trim() !== "")
      const pasted = event.planks.map((p) => ({
        heightIn: String(p.heightIn),
        widthIn: String(p.widthIn),
        lengthFt: context.sleeper.lengthFt,
        quantity: String(p.quantity)
      }))
      return changed(context, { planks: [...kept, ...pasted] })
    }),
    setNotes: assign(({ context, event }) => (event.type === "SET_NOTES" ? changed(context, { notes: event.notes }) : {})),
    startSaving: assign(({ context, event }) => ({ savingEdits: context.edits, silent: event.type === "AUTOSAVE" })),
    saved: assign(({ context, event }) =>
      event.type === "SAVED" ? { operation: event.operation, edits: context.edits - context.savingEdits, savingEdits: 0, silent: false } : {}
    ),
    saveFailed: assign({ savingEdits: 0, silent: false }),
    forgetSleeper: assign(({ context }) => ({ ...nothingChosen, lotNumber: context.lotNumber, woodTypeId: context.woodTypeId }))
  }
}).createMachine({
  id: "slicer",
  context: { lotNumber: null, woodTypeId: null, ...nothingChosen },
  initial: "noLot",
  on: {
    CHOOSE_LOT: { target: ".lotChosen", actions: "chooseLot" }
  },
  states: {
    noLot: {},
    lotChosen: {
      on: { CHOOSE_SLEEPER: { target: "working", actions: "chooseSleeper" } }
    },
    working: {
      initial: "editing",
      on: {
        SET_WOOD_TYPE: { actions: "setWoodType" },
        SET_SLEEPER: { actions: "setSleeper" },
        ADD_PLANK: { actions: "addPlank" },
        SET_PLANK: { actions: "setPlank" },
        PASTE: { actions: "paste" },
        SET_NOTES: { actions: "setNotes" }
      },
      states: {
        editing: {
          on: {
            CHOOSE_SLEEPER: { target: "#slicer.working", actions: "chooseSleeper", reenter: true },
            REMOVE_PLANK: [{ guard: "removesLastSavedPlank", target: "deleting" }, { actions: "removePlank" }],
            SAVE: { guard: "hasPlanks", target: "saving", actions: "startSaving" },
            AUTOSAVE: { guard: and(["mayAutosave", "hasPlanks"]), target: "saving", actions: "startSaving" },
            ASK_END: { guard: and(["saved", "hasPlanks"]), target: "confirmingEnd" },
            CANCEL_EDIT: { guard: "saved", target: "#slicer.lotChosen", actions: "forgetSleeper" }
          }
        },
        saving: {
          on: {
            REMOVE_PLANK: { guard: not("removesLastSavedPlank"), actions: "removePlank" },
            SAVED: { target: "editing", actions: "saved" },
            SAVE_FAILED: { target: "editing", actions: "saveFailed" }
          }
        },
        confirmingEnd: {
          on: { END: "ending", CANCEL: "editing" }
        },
        ending: {
          on: { ENDED: { target: "#slicer.lotChosen", actions: "forgetSleeper" }, END_FAILED: "editing" }
        },
        deleting: {
          on: { DELETED: { target: "#slicer.lotChosen", actions: "forgetSleeper" }, DELETE_FAILED: "editing" }
        }
      }
    }
  }
})

/** Whether the chosen sleeper opens in edit mode (it already has a saved operation). */
export const inEditMode = (context: SlicerContext) => context.operation !== null
