import { LiveTopics, LotStatus, ReceiptMessages, type LotDto } from "@timber/contracts"
import { sleeperOfItem, type MeasurementUnit, type SleeperDimension } from "@timber/domain/calculators/sleeper-volume"
import { format } from "date-fns"
import { useSnackbar } from "notistack"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useEffect, useMemo, useState } from "react"
import { errorToastText } from "../../../api/api-error"
import { useLiveRefetch } from "../../../api/live"
import { lotChoicesQuery, lotsKey, useChosenLot, useDeleteLot, type LotFilters } from "../../../api/queries/lots"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useAuth } from "../../../auth/AuthProvider"
import { useMachine } from "@xstate/react"
import { draftsKey, useReceiptDraft } from "./api/receipt-draft"
import { historyKey, useReceiptHistory } from "./api/receipt-history"
import { itemsKey, useReceiptItems } from "./api/receipt-items"
import { useSaveDraft } from "./api/save-draft"
import { useSubmitReceipt } from "./api/submit-receipt"
import { hasUnsavedChanges, receiptSheetMachine, type LoadedSleepers } from "./receipt-sheet.machine"
import { emptyRow, measuredRows, toMeasurements } from "./sleeper-sheet"

/**
 * Spec section 2.2: only receipts not COMPLETED (or CANCELLED, a status no LOT reaches: domain
 * README) are selectable; the rest are history. A LOT at the slicer (SLICING) has a completed
 * receipt too: history, read-only.
 */
const CLOSED: ReadonlyArray<LotDto["status"]> = ["COMPLETED", "SLICING"]
export const isClosed = (r: LotDto) => CLOSED.includes(r.status)
/** The receipts the chooser offers (read by the server's status filter) and those the history lists. */
export const OPEN_RECEIPTS: LotFilters = { status: LotStatus.literals.filter((status) => !CLOSED.includes(status)) }
export const CLOSED_RECEIPTS: LotFilters = { status: CLOSED }
/** Only a receipt still being measured can change (the server refuses the rest). */
export const isEditable = (r: LotDto) => r.status === "PENDING" || r.status === "PROCESSING"

export const LEAVE_UNSAVED = "You have unsaved changes. Leave this receipt without saving?"

/**
 * The Receipt Processing sheet: the machine (`receipt-sheet.machine.ts`) fed by the receipt's
 * reads, and the writes that move it (each through `useToastMutation`, with the spec's toasts).
 */
export const useReceiptSheet = () => {
  const { enqueueSnackbar } = useSnackbar()
  const { state: auth } = useAuth()
  const user = auth.status === "authenticated" ? auth.user : null
  const [sheet, send] = useMachine(receiptSheetMachine)
  const { receiptId, rows, unit } = sheet.context

  // the receipt chosen, read again by its LOT number whenever the LOTs change: its status says whether it may change
  const [chosenLotNumber, setChosenLotNumber] = useState<string | null>(null)
  const chosen = useChosenLot(chosenLotNumber)
  const selected = chosen.data && chosen.data.id === receiptId ? chosen.data : null
  const draft = useReceiptDraft(receiptId)
  const items = useReceiptItems(receiptId)
  const history = useReceiptHistory(receiptId)
  useLiveRefetch(receiptId ? [LiveTopics.lots, LiveTopics.lot(receiptId)] : [LiveTopics.lots], [
    lotsKey,
    draftsKey(receiptId ?? ""),
    itemsKey(receiptId ?? ""),
    historyKey(receiptId ?? "")
  ])
  const runSaveDraft = useToastMutation(useSaveDraft())
  const runSubmit = useToastMutation(useSubmitReceipt())
  const runRemove = useToastMutation(useDeleteLot())

  // the receipts list says whether the chosen receipt may still change (a submission, an approval)
  const editable = selected !== null && isEditable(selected)
  useEffect(() => send({ type: "STATUS", editable }), [editable, send])

  // a receipt's sleepers: its draft while being measured, else what its submission recorded
  const loading = sheet.matches("loading")
  useEffect(() => {
    if (!loading || receiptId === null || draft.isPending || items.isPending) return
    const measurements: LoadedSleepers = draft.data
      ? draft.data.measurements
      : (items.data ?? []).map((i) => ({ id: i.id, ...sleeperOfItem(i), lastModifiedBy: null, lastModifiedAt: null }))
    send({ type: "LOADED", receiptId, measurements })
  }, [loading, receiptId, draft.isPending, draft.data, items.isPending, items.data, send])

  const open = sheet.matches("open")
  const measured = useMemo(() => measuredRows(rows, unit), [rows, unit])
  const warn = useCallback((message: string) => enqueueSnackbar(message, { variant: "warning" }), [enqueueSnackbar])

  const choose = (receipt: LotDto) => {
    if (hasUnsavedChanges(sheet.context) && !window.confirm(LEAVE_UNSAVED)) return
    setChosenLotNumber(receipt.lotNumber)
    send({ type: "CHOOSE", receiptId: receipt.id, editable: isEditable(receipt) })
  }

  /** Adds an empty sleeper; answers its id (for the focus), or null on a read-only sheet. */
  const addSleeper = useCallback(() => {
    if (!open) return null
    const row = emptyRow()
    send({ type: "ADD_ROW", row })
    return row.id
  }, [open, send])

  const type = (rowId: string, dimension: SleeperDimension, text: string) =>
    send({ type: "TYPE", rowId, dimension, text, by: user?.email ?? null, at: new Date().toISOString() })

  const saveDraft = useCallback(() => {
    if (receiptId === null) return warn(ReceiptMessages.selectLotFirst)
    // read-only, already saving, or a dialog open
    if (!sheet.matches({ open: "editing" })) return
    if (!user) return enqueueSnackbar(ReceiptMessages.authenticationError, { variant: "error" })
    send({ type: "SAVE" })
    runSaveDraft(
      {
        draftId: draft.data?.id ?? null,
        payload: { receipt_id: receiptId, measurements: toMeasurements(measured), updated_at: new Date().toISOString(), updated_by: user.id }
      },
      {
        success: () => ReceiptMessages.draftSaved(format(new Date(), "HH:mm:ss")),
        failure: ReceiptMessages.draftSaveFailed,
        unknownError: "Unknown error",
        durations: { success: 4000, failure: 5000 },
        then: () => send({ type: "SAVED" }),
        otherwise: () => send({ type: "SAVE_FAILED" })
      }
    )
  }, [receiptId, sheet, user, send, runSaveDraft, draft.data, measured, warn, enqueueSnackbar])

  const askSubmit = () => {
    if (receiptId === null) return warn(ReceiptMessages.selectLotFirst)
    if (measured.length === 0) return warn(ReceiptMessages.addSleeper)
    send({ type: "ASK_SUBMIT" })
  }

  const submit = (warehouseId: string) => {
    if (receiptId === null) return
    send({ type: "SUBMIT" })
    runSubmit(
      {
        warehouse_id: warehouseId,
        items: measured.map((row) => ({
          receipt_id: receiptId,
          length: row.cm.length!,
          width: row.cm.width!,
          height: row.cm.thickness!,
          quantity: 1,
          grade: "A",
          notes: null
        }))
      },
      {
        success: (receipt) => (receipt.status === "COMPLETED" ? ReceiptMessages.completed : ReceiptMessages.submittedForApproval),
        // the spec keeps submission failures silent; the dialog stays open with the reason
        failure: null,
        durations: { success: 6000 },
        then: () => send({ type: "SUBMITTED" }),
        otherwise: (error) => send({ type: "SUBMIT_FAILED", reason: errorToastText(error) })
      }
    )
  }

  const remove = () => {
    if (receiptId === null) return
    send({ type: "DELETE" })
    // the receipt as the sheet shows it: a delete made on an older version of it is refused (412)
    runRemove(
      { id: receiptId, version: selected?.version ?? "" },
      {
        success: ReceiptMessages.deleted,
        failure: ReceiptMessages.deleteFailed,
        durations: { failure: 5000 },
        then: () => send({ type: "DELETED" }),
        otherwise: () => send({ type: "DELETE_FAILED" })
      }
    )
  }

  return {
    sheet,
    selected,
    history: history.data ?? [],
    /** Nothing may change: no LOT, still loading, or a receipt no longer measured. */
    readOnly: !open,
    measured,
    /** The receipt has a saved draft: the next save edits it (the first one creates it). */
    hasDraft: (draft.data ?? null) !== null,
    unsaved: hasUnsavedChanges(sheet.context),
    choose,
    setUnit: (next: MeasurementUnit) => send({ type: "SET_UNIT", unit: next }),
    addSleeper,
    type,
    removeSleeper: (rowId: string) => send({ type: "REMOVE_ROW", rowId }),
    saveDraft,
    askSubmit,
    submit,
    cancel: () => send({ type: "CANCEL" }),
    askDelete: () => send({ type: "ASK_DELETE" }),
    remove
  }
}
