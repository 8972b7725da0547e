import AddIcon from "@mui/icons-material/Add"
import {
  Alert,
  Box,
  Button,
  Grid,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme
} from "@mui/material"
import { LiveTopics, ReceiptMessages, type WoodReceipt } from "@timber/contracts"
import { formatVolume, type MeasurementUnit, type SleeperDimension } from "@timber/domain/calculators/sleeper-volume"
import { isAdmin as isAdminRole } from "../../../auth/permissions"
import { format } from "date-fns"
import { useSnackbar } from "notistack"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { errorToastText } from "../../../api/api-error"
import { useLiveRefetch } from "../../../api/live"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { receiptsKey, useDeleteReceipt, useReceipts } from "../../../api/queries/wood-receipts"
import { useAuth } from "../../../auth/AuthProvider"
import { downloadPdf } from "../../../lib/download-pdf"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { PageHeader } from "../../../ui/PageHeader"
import { draftsKey, historyKey, itemsKey, useReceiptDraft, useReceiptHistory, useReceiptItems, useSaveDraft, useSubmitReceipt } from "./api/receipt-processing"
import { ChangeHistory } from "./components/ChangeHistory"
import { ReceiptHistoryDialog } from "./components/ReceiptHistoryDialog"
import { ReceiptInfo } from "./components/ReceiptInfo"
import { ReceiptSummary } from "./components/ReceiptSummary"
import { SleeperTable } from "./components/SleeperTable"
import { SubmitReceiptDialog } from "./components/SubmitReceiptDialog"
import { receiptFileName, receiptReport } from "./report/receipt-report"
import {
  DIMENSIONS,
  emptyRow,
  hasError,
  isBlank,
  measuredRows,
  rowFromMeasurement,
  sheetTotals,
  showIn,
  toMeasurements,
  typeInto,
  type SleeperRow
} from "./sleeper-sheet"

/**
 * Spec section 2.2: only receipts not COMPLETED or CANCELLED are selectable; the rest are history.
 * A LOT at the slicer (SLICING, IN_PROCESS) has a completed receipt too: history, read-only.
 */
const CLOSED: ReadonlyArray<WoodReceipt["status"]> = ["COMPLETED", "CANCELLED", "SLICING", "IN_PROCESS"]
const isClosed = (r: WoodReceipt) => CLOSED.includes(r.status)
/** Only a receipt still being measured can change (the server refuses the rest). */
const isEditable = (r: WoodReceipt) => r.status === "PENDING" || r.status === "PROCESSING"

export default function ReceiptProcessingPage() {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down("md"))
  const { enqueueSnackbar } = useSnackbar()
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const isAdmin = isAdminRole(user)
  const receipts = useReceipts()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = receipts.data?.find((r) => r.id === selectedId) ?? null
  const draft = useReceiptDraft(selectedId)
  const items = useReceiptItems(selectedId)
  const history = useReceiptHistory(selectedId)
  useLiveRefetch(selectedId ? [LiveTopics.lots, LiveTopics.lot(selectedId)] : [LiveTopics.lots], [
    receiptsKey,
    draftsKey(selectedId ?? ""),
    itemsKey(selectedId ?? ""),
    historyKey(selectedId ?? "")
  ])
  const saveDraft = useSaveDraft()
  const submit = useSubmitReceipt()
  const remove = useDeleteReceipt()
  const runSaveDraft = useToastMutation(saveDraft)
  const runSubmit = useToastMutation(submit)
  const runRemove = useToastMutation(remove)

  const [unit, setUnit] = useState<MeasurementUnit>("imperial")
  const [rows, setRows] = useState<SleeperRow[]>([])
  const [dirty, setDirty] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [confirmSubmit, setConfirmSubmit] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const loadedFor = useRef<string | null>(null)
  // bumped whenever the sheet must be loaded again from the server (a new choice, a submission)
  const [loads, setLoads] = useState(0)
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const [focusNext, setFocusNext] = useState<string | null>(null)

  const readOnly = selected === null || !isEditable(selected)
  const selectable = useMemo(() => (receipts.data ?? []).filter((r) => !isClosed(r)), [receipts.data])
  const closed = useMemo(() => (receipts.data ?? []).filter(isClosed), [receipts.data])

  // a receipt's sleepers: its draft while being measured, else what its submission recorded
  useEffect(() => {
    if (!selected || loadedFor.current === selected.id || draft.isPending || items.isPending) return
    loadedFor.current = selected.id
    const source = draft.data
      ? draft.data.measurements
      : (items.data ?? []).map((i) => ({ id: i.id, thickness: i.height, width: i.width, length: i.length, lastModifiedBy: null, lastModifiedAt: null }))
    setRows(source.map((m) => rowFromMeasurement(m, unit)))
    setDirty(false)
  }, [selected, draft.isPending, draft.data, items.isPending, items.data, unit, loads])

  useEffect(() => {
    if (focusNext) {
      inputs.current.get(focusNext)?.focus()
      setFocusNext(null)
    }
  }, [focusNext, rows])

  // the browser's own warning when leaving with unsaved changes
  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ""
    }
    window.addEventListener("beforeunload", warn)
    return () => window.removeEventListener("beforeunload", warn)
  }, [dirty])

  const choose = (id: string) => {
    if (dirty && !window.confirm("You have unsaved changes. Leave this receipt without saving?")) return
    loadedFor.current = null
    setRows([])
    setDirty(false)
    setSelectedId(id)
    setLoads((n) => n + 1)
  }

  const addRow = useCallback(() => {
    if (readOnly) return
    const row = emptyRow()
    setRows((current) => [...current, row])
    setDirty(true)
    setFocusNext(`${row.id}:thickness`)
  }, [readOnly])

  const onType = (rowId: string, d: SleeperDimension, text: string) => {
    const at = new Date().toISOString()
    setRows((current) => current.map((row) => (row.id === rowId ? typeInto(row, d, text, unit, user?.email ?? null, at) : row)))
    setDirty(true)
  }

  const onEnter = (rowId: string, d: SleeperDimension) => {
    const next = DIMENSIONS[DIMENSIONS.indexOf(d) + 1]
    if (next) return setFocusNext(`${rowId}:${next}`)
    const index = rows.findIndex((r) => r.id === rowId)
    const following = rows[index + 1]
    if (following) setFocusNext(`${following.id}:thickness`)
    else addRow()
  }

  const measured = measuredRows(rows, unit)
  const invalid = rows.some((row) => hasError(row, unit))

  const onSave = useCallback(() => {
    if (!selected) return enqueueSnackbar(ReceiptMessages.selectLotFirst, { variant: "warning" })
    if (readOnly || saveDraft.isPending) return
    if (!user) return enqueueSnackbar(ReceiptMessages.authenticationError, { variant: "error" })
    runSaveDraft(
      {
        draftId: draft.data?.id ?? null,
        payload: { receipt_id: selected.id, measurements: toMeasurements(measured), updated_at: new Date().toISOString(), updated_by: user.id }
      },
      {
        success: () => ReceiptMessages.draftSaved(format(new Date(), "HH:mm:ss")),
        failure: ReceiptMessages.draftSaveFailed,
        unknownError: "Unknown error",
        durations: { success: 4000, failure: 5000 },
        then: () => setDirty(false)
      }
    )
  }, [selected, readOnly, saveDraft.isPending, runSaveDraft, user, draft.data, measured, enqueueSnackbar])

  // Ctrl/Cmd+S saves the draft, Ctrl/Cmd+N adds a sleeper
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return
      const key = e.key.toLowerCase()
      if (key === "s") {
        e.preventDefault()
        onSave()
      } else if (key === "n") {
        e.preventDefault()
        addRow()
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [onSave, addRow])

  const askSubmit = () => {
    if (!selected) return enqueueSnackbar(ReceiptMessages.selectLotFirst, { variant: "warning" })
    if (measured.length === 0) return enqueueSnackbar(ReceiptMessages.addSleeper, { variant: "warning" })
    setConfirmSubmit(true)
  }

  const onSubmit = (warehouseId: string) => {
    if (!selected) return
    runSubmit(
      {
        warehouse_id: warehouseId,
        items: measured.map((row) => ({
          receipt_id: selected.id,
          length: row.cm.length!,
          width: row.cm.width!,
          height: row.cm.thickness!,
          quantity: 1,
          grade: "A",
          notes: null
        }))
      },
      {
        success: (receipt) => ((receipt as WoodReceipt).status === "COMPLETED" ? ReceiptMessages.completed : ReceiptMessages.submittedForApproval),
        // the spec keeps submission failures silent; the dialog stays open with the reason
        failure: null,
        durations: { success: 6000 },
        then: () => {
          setConfirmSubmit(false)
          setDirty(false)
          loadedFor.current = null
          setLoads((n) => n + 1)
        }
      }
    )
  }

  const onDelete = () => {
    if (!selected) return
    runRemove(selected.id, {
      success: ReceiptMessages.deleted,
      failure: ReceiptMessages.deleteFailed,
      durations: { failure: 5000 },
      then: () => {
        setSelectedId(null)
        setRows([])
        setDirty(false)
      },
      always: () => setConfirmDelete(false)
    })
  }

  const onReport = async () => {
    if (!selected) return
    await downloadPdf(receiptReport(selected, measuredRows(rows, unit), unit), receiptFileName(selected))
  }

  const totals = sheetTotals(rows)
  const actions = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
      <Button variant="outlined" onClick={onSave} disabled={readOnly || invalid || saveDraft.isPending}>
        Save Draft
      </Button>
      <Button variant="contained" color="secondary" onClick={askSubmit} disabled={readOnly || invalid || submit.isPending}>
        {isAdmin ? "Submit & Complete" : "Submit for Approval"}
      </Button>
    </Stack>
  )

  return (
    <Box sx={{ pb: phone && selected ? 10 : 0 }}>
      <PageHeader
        title="Receipt Processing"
        subtitle="Measure the sleepers of a wood receipt, save drafts and submit it"
        actions={
          <Button variant="outlined" onClick={() => setHistoryOpen(true)}>
            View History
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Grid container spacing={2} sx={{ alignItems: "center" }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              label="LOT Number"
              value={selected && !isClosed(selected) ? selected.id : ""}
              onChange={(e) => choose(e.target.value)}
              helperText={selectable.length === 0 ? "No receipts waiting for processing" : " "}
            >
              {selectable.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.lotNumber} · {r.woodType?.name ?? "N/A"} · {r.status}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={unit}
              aria-label="Units"
              onChange={(_e, next: MeasurementUnit | null) => {
                if (!next) return
                setUnit(next)
                setRows((current) => showIn(current, next))
              }}
            >
              <ToggleButton value="imperial">Imperial (in/ft)</ToggleButton>
              <ToggleButton value="metric">Metric (cm)</ToggleButton>
            </ToggleButtonGroup>
          </Grid>
        </Grid>
      </Paper>

      {!selected ? (
        <Alert severity="info">{ReceiptMessages.selectLotFirst}</Alert>
      ) : (
        <>
          <ReceiptInfo receipt={selected} />
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              This receipt is {selected.status} and opens read-only.
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Sleeper measurement">
                <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, flexWrap: "wrap", gap: 1 }}>
                  <Typography variant="h6" component="h2">
                    Sleeper Measurement
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                    <Button startIcon={<AddIcon />} onClick={addRow} disabled={readOnly}>
                      Add Sleeper
                    </Button>
                    <Button onClick={() => void onReport()}>Download PDF</Button>
                    <Button color="error" onClick={() => setConfirmDelete(true)} disabled={readOnly}>
                      Delete Receipt
                    </Button>
                  </Stack>
                </Stack>
                <SleeperTable
                  rows={rows}
                  unit={unit}
                  readOnly={readOnly}
                  phone={phone}
                  onType={onType}
                  onEnter={onEnter}
                  onRemove={(id) => {
                    setRows((current) => current.filter((r) => r.id !== id))
                    setDirty(true)
                  }}
                  register={(rowId, d, el) => {
                    if (el) inputs.current.set(`${rowId}:${d}`, el)
                    else inputs.current.delete(`${rowId}:${d}`)
                  }}
                />
                {!phone && !readOnly && (
                  <Stack direction="row" sx={{ mt: 2, justifyContent: "flex-end" }}>
                    {actions}
                  </Stack>
                )}
                {!readOnly && rows.some(isBlank) && (
                  <Typography variant="caption" color="text.secondary">
                    Empty rows are not saved. Enter moves thickness → width → length → a new row.
                  </Typography>
                )}
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Stack spacing={2}>
                <ReceiptSummary rows={rows} unit={unit} estimatedM3={selected.estimatedVolumeM3} />
                <ChangeHistory entries={history.data ?? []} />
              </Stack>
            </Grid>
          </Grid>
          {phone && !readOnly && (
            <Paper
              elevation={8}
              sx={{
                position: "fixed",
                left: 0,
                right: 0,
                bottom: 0,
                p: 1.5,
                zIndex: (t) => t.zIndex.appBar,
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                gap: 1
              }}
              aria-label="Receipt actions"
              component="section"
            >
              <Typography variant="body2">
                {totals.pieces} · {formatVolume(totals.volumeM3)} m³
              </Typography>
              {actions}
            </Paper>
          )}
        </>
      )}

      <ReceiptHistoryDialog
        open={historyOpen}
        receipts={closed}
        onClose={() => setHistoryOpen(false)}
        onOpen={(r) => {
          setHistoryOpen(false)
          choose(r.id)
        }}
      />
      <SubmitReceiptDialog
        open={confirmSubmit}
        title={isAdmin ? "Submit and complete receipt" : "Submit receipt for approval"}
        message={`${measured.length} sleeper(s), ${formatVolume(totals.volumeM3)} m³. ${
          isAdmin ? "The receipt will be completed." : "An admin must approve it before it is completed."
        }`}
        error={submit.error ? errorToastText(submit.error) : null}
        busy={submit.isPending}
        onCancel={() => {
          submit.reset()
          setConfirmSubmit(false)
        }}
        onConfirm={onSubmit}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Receipt"
        message={`Are you sure you want to delete receipt ${selected?.lotNumber ?? ""}? This action cannot be undone.`}
        confirmLabel="Delete"
        color="error"
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={onDelete}
      />
    </Box>
  )
}
