import { SlicingMessages, type LotDto, type SlicingOperation, type SlicingOperationPayload } from "@timber/contracts"
import { useMachine } from "@xstate/react"
import { useSnackbar } from "notistack"
import { useCallback, useEffect, useMemo } from "react"
import { errorToastText } from "../../../api/api-error"
import { useLiveRefetch } from "../../../api/live"
import { lotsKey, useChosenLot } from "../../../api/queries/lots"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useCountedReceipt } from "./api/counted-receipt"
import { lotRecoveryKey, useLotRecovery } from "../../../api/queries/lot-recovery"
import { operationsKey, useDeleteOperation, useEndOperation, useOperations, useSaveOperation } from "./api/operations"
import { useSlicerWoodTypes } from "./api/wood-types"
import type { PastedPlank } from "./plank-paste"
import { EMPTY_SIZE, slicerMachine, type SizeField, type SlicerContext } from "./slicer.machine"
import { operationLines, sizesInvalid, slicerFigures, slicerRefusal, typedSize } from "./slicer-figures"

/** Autosave runs 2 seconds after the last change (factory spec sections 4 and 9). */
export const AUTOSAVE_DELAY_MS = 2000

/** A message that says an approval is awaited shows as a warning, others as errors (section 8). */
export const severityOf = (text: string) => (text.includes("Approval required") ? "warning" : "error")

/** The operation's full body from what is on screen. */
export const payloadOf = (context: SlicerContext, now: Date): SlicingOperationPayload => {
  const { sleeperLines, plankLines } = operationLines(context.sleeper, context.planks)
  return {
    serial_number: context.operation?.serial_number ?? null,
    wood_type_id: context.woodTypeId ?? "",
    lot_number: context.lotNumber ?? "",
    sleeper_number: context.sleeperNumber ?? 0,
    start_time: context.operation?.start_time ?? now.toISOString(),
    sleeper_sizes: sleeperLines,
    plank_sizes: plankLines,
    notes: context.notes.trim() === "" ? null : context.notes,
    auto_check_completion: false
  }
}

/** The slicer screen's state and what it does: the machine, its reads, and the writes it runs on the machine's say. */
export const useSlicer = () => {
  const [snapshot, send] = useMachine(slicerMachine)
  const { context } = snapshot
  const { enqueueSnackbar } = useSnackbar()
  // the LOT chosen, read again by its number whenever the LOTs change (its label follows its receipt)
  const lot = useChosenLot(context.lotNumber)
  const woodTypes = useSlicerWoodTypes()
  const operations = useOperations(context.lotNumber)
  const allOperations = useOperations(null)
  const counted = useCountedReceipt(context.lotNumber)
  const recovery = useLotRecovery(context.lotNumber)
  useLiveRefetch(["slicing", "lots"], [operationsKey, lotRecoveryKey, lotsKey])

  const saveMutation = useSaveOperation()
  const save = useToastMutation(saveMutation)
  const end = useToastMutation(useEndOperation())
  const remove = useToastMutation(useDeleteOperation())

  const bySleeper = useMemo(() => new Map((operations.data ?? []).map((op) => [op.sleeper_number, op] as const)), [operations.data])
  const items = useMemo(() => counted.data ?? [], [counted.data])
  const sleeperCount = items.reduce((sum, item) => sum + item.quantity, 0)

  const chooseLot = useCallback((lot: LotDto) => send({ type: "CHOOSE_LOT", lotNumber: lot.lotNumber, woodTypeId: lot.woodTypeId }), [send])

  const chooseSleeper = useCallback(
    (n: number) => {
      // a new operation starts from the sleeper as the receipt measured it (cm), in inches and feet
      let seen = 0
      const item = items.find((i) => (seen += i.quantity) >= n)
      const sleeper = item ? { ...typedSize({ height: item.height, width: item.width, length: item.length / 100, quantity: 1 }), quantity: "1" } : EMPTY_SIZE
      send({ type: "CHOOSE_SLEEPER", sleeperNumber: n, operation: bySleeper.get(n) ?? null, sleeper })
    },
    [items, bySleeper, send]
  )

  const warnOrError = useCallback((text: string) => enqueueSnackbar(text, { variant: severityOf(text) }), [enqueueSnackbar])

  const runSave = useCallback(
    (silent: boolean) => {
      const event = silent ? ({ type: "AUTOSAVE" } as const) : ({ type: "SAVE" } as const)
      if (!snapshot.can(event)) {
        if (!silent && context.planks.length === 0) enqueueSnackbar(SlicingMessages.planksRequired, { variant: "error" })
        return
      }
      // what the server would refuse is refused here, before anything is sent, in its words
      const refusal = slicerRefusal(context.sleeperNumber, context.sleeper, context.planks)
      if (refusal !== null) {
        if (!silent) enqueueSnackbar(refusal, { variant: "error" })
        return
      }
      send(event)
      save(
        { operation: context.operation, payload: payloadOf(context, new Date()), silent },
        {
          success: silent ? null : (op: SlicingOperation) => SlicingMessages.savedOk(op.serial_number),
          // silent autosave errors are swallowed (section 8)
          failure: null,
          then: (op) => send({ type: "SAVED", operation: op }),
          otherwise: (error) => {
            send({ type: "SAVE_FAILED" })
            if (!silent) warnOrError(errorToastText(error, SlicingMessages.saveFailed))
          }
        }
      )
    },
    [snapshot, context, send, save, enqueueSnackbar, warnOrError]
  )

  // autosave: 2 s after the last change, only for an operation that exists, with valid sizes
  const editing = snapshot.matches({ working: "editing" })
  const invalid = sizesInvalid(context.sleeper, context.planks)
  useEffect(() => {
    if (!editing || context.edits === 0 || context.operation === null || invalid) return
    const timer = setTimeout(() => runSave(true), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
    // runSave changes with every snapshot; the timer restarts only on a change the user made
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, context.edits, context.operation, invalid])

  const confirmEnd = useCallback(() => {
    if (context.operation === null || !snapshot.can({ type: "END" })) return
    send({ type: "END" })
    end(
      { operation: context.operation, payload: payloadOf(context, new Date()) },
      {
        success: (op) => SlicingMessages.endedOk(op.serial_number),
        failure: null,
        then: () => send({ type: "ENDED" }),
        otherwise: (error) => {
          send({ type: "END_FAILED" })
          warnOrError(errorToastText(error, SlicingMessages.endFailed))
        }
      }
    )
  }, [context, snapshot, send, end, warnOrError])

  const removePlank = useCallback(
    (index: number) => {
      const deletes = context.planks.length === 1 && context.operation !== null
      send({ type: "REMOVE_PLANK", index })
      if (!deletes || context.operation === null) return
      remove(context.operation, {
        success: SlicingMessages.deleted,
        failure: (text) => SlicingMessages.deleteFailed(text),
        then: () => send({ type: "DELETED" }),
        otherwise: () => send({ type: "DELETE_FAILED" })
      })
    },
    [context, send, remove]
  )

  return {
    snapshot,
    context,
    lot,
    woodTypes,
    operations,
    allOperations,
    recovery: recovery.data,
    bySleeper,
    sleeperCount,
    figures: context.sleeperNumber === null ? null : slicerFigures(context.sleeper, context.planks),
    refusal: context.sleeperNumber === null ? null : slicerRefusal(context.sleeperNumber, context.sleeper, context.planks),
    saving: snapshot.matches({ working: "saving" }) && !context.silent,
    chooseLot,
    chooseSleeper,
    setWoodType: (woodTypeId: string) => send({ type: "SET_WOOD_TYPE", woodTypeId }),
    setSleeper: (field: SizeField, text: string) => send({ type: "SET_SLEEPER", field, text }),
    setPlank: (index: number, field: SizeField, text: string) => send({ type: "SET_PLANK", index, field, text }),
    addPlank: () => send({ type: "ADD_PLANK" }),
    paste: (planks: ReadonlyArray<PastedPlank>) => send({ type: "PASTE", planks }),
    setNotes: (notes: string) => send({ type: "SET_NOTES", notes }),
    save: () => runSave(false),
    askEnd: () => send({ type: "ASK_END" }),
    cancelEnd: () => send({ type: "CANCEL" }),
    confirmEnd,
    cancelEdit: () => send({ type: "CANCEL_EDIT" }),
    removePlank
  }
}
