import { Alert, Box, Button, Grid, Stack, useMediaQuery, useTheme } from "@mui/material"
import { ReceiptMessages } from "@timber/contracts"
import { formatVolume, type SleeperDimension } from "@timber/domain/calculators/sleeper-volume"
import { useCallback, useState } from "react"
import { useAuth } from "../../../auth/AuthProvider"
import { isAdmin as isAdminRole } from "../../../auth/permissions"
import { useMay } from "../../../lib/write-actions"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { PageHeader } from "../../../ui/PageHeader"
import { ChangeHistory } from "./components/ChangeHistory"
import { MeasurementPanel } from "./components/MeasurementPanel"
import { PhoneActionBar } from "./components/PhoneActionBar"
import { ReceiptChooser } from "./components/ReceiptChooser"
import { ReceiptHistoryDialog } from "./components/ReceiptHistoryDialog"
import { ReceiptInfo } from "./components/ReceiptInfo"
import { ReceiptSummary } from "./components/ReceiptSummary"
import { SheetActions } from "./components/SheetActions"
import { SubmitReceiptDialog } from "./components/SubmitReceiptDialog"
import { downloadReceiptReport } from "./report/download-receipt-report"
import { DIMENSIONS, hasError, sheetTotals } from "./sleeper-sheet"
import { useReceiptSheet } from "./use-receipt-sheet"
import { useLeaveWarning } from "./use-leave-warning"
import { UnsavedChangesGuard } from "../../../ui/UnsavedChangesGuard"
import { useRowFocus } from "./use-row-focus"
import { useSheetShortcuts } from "./use-sheet-shortcuts"

/** Shown to a user who may read receipts but neither save nor submit them. */
export const RECEIPT_VIEW_ONLY = "You can view this receipt. Measuring it needs the Wood Receipt create or edit permission: ask an administrator."

/** Receipt Processing (factory spec section 2.2): measure a receipt's sleepers, save drafts, submit it. */
export default function ReceiptProcessingPage() {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down("md"))
  const { state } = useAuth()
  const admin = isAdminRole(state.status === "authenticated" ? state.user : null)
  const s = useReceiptSheet()
  const { rows, unit } = s.sheet.context
  // what this user may write here, by the permission model the server enforces (hidden otherwise)
  const may = useMay()
  const mayDraft = may(s.hasDraft ? "updateReceiptDraft" : "createReceiptDraft")
  const maySubmit = may("submitReceipt")
  const mayMeasure = mayDraft || maySubmit
  const readOnly = s.readOnly || !mayMeasure
  const { register, focus } = useRowFocus(rows)
  const [historyOpen, setHistoryOpen] = useState(false)

  const selected = s.selected

  const { addSleeper: add, saveDraft: save } = s
  const addSleeper = useCallback(() => {
    if (!mayMeasure) return
    const id = add()
    if (id !== null) focus(id, "thickness")
  }, [add, focus, mayMeasure])
  const saveDraft = useCallback(() => {
    if (mayDraft) save()
  }, [save, mayDraft])
  useSheetShortcuts({ save: saveDraft, addSleeper })
  useLeaveWarning(s.unsaved)

  const onEnter = (rowId: string, d: SleeperDimension) => {
    const next = DIMENSIONS[DIMENSIONS.indexOf(d) + 1]
    if (next) return focus(rowId, next)
    const following = rows[rows.findIndex((r) => r.id === rowId) + 1]
    if (following) focus(following.id, "thickness")
    else addSleeper()
  }

  const totals = sheetTotals(rows, unit)
  const invalid = rows.some((row) => hasError(row, unit))
  const actions = (
    <SheetActions
      admin={admin}
      mayDraft={mayDraft}
      maySubmit={maySubmit}
      disabled={s.readOnly || invalid}
      saving={s.sheet.matches({ open: "savingDraft" })}
      submitting={s.sheet.matches({ open: "submitting" })}
      onSave={saveDraft}
      onSubmit={s.askSubmit}
    />
  )

  return (
    <Box sx={{ pb: phone && selected ? 10 : 0 }}>
      {/* a link elsewhere (the sidebar) asks before unsaved measurements are dropped; the tab's close is the browser's warning */}
      <UnsavedChangesGuard when={s.unsaved} />
      <PageHeader
        title="Receipt Processing"
        subtitle="Measure the sleepers of a wood receipt, save drafts and submit it"
        actions={
          <Button variant="outlined" onClick={() => setHistoryOpen(true)}>
            View History
          </Button>
        }
      />
      <ReceiptChooser chosen={selected} unit={unit} onChoose={s.choose} onUnit={s.setUnit} />

      {!selected ? (
        <Alert severity="info">{ReceiptMessages.selectLotFirst}</Alert>
      ) : (
        <>
          <ReceiptInfo receipt={selected} />
          {s.sheet.matches("readOnly") ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              This receipt is {selected.status} and opens read-only.
            </Alert>
          ) : (
            !mayMeasure && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {RECEIPT_VIEW_ONLY}
              </Alert>
            )
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <MeasurementPanel
                rows={rows}
                unit={unit}
                readOnly={readOnly}
                mayMeasure={mayMeasure}
                mayDelete={may("deleteLot")}
                phone={phone}
                actions={actions}
                onAdd={addSleeper}
                onReport={() => void downloadReceiptReport(selected, rows, unit)}
                onDelete={s.askDelete}
                onType={s.type}
                onEnter={onEnter}
                onRemove={s.removeSleeper}
                register={register}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Stack spacing={2}>
                <ReceiptSummary rows={rows} unit={unit} estimatedM3={selected.estimatedVolumeM3} />
                <ChangeHistory entries={s.history} />
              </Stack>
            </Grid>
          </Grid>
          {phone && !readOnly && <PhoneActionBar totals={totals}>{actions}</PhoneActionBar>}
        </>
      )}

      <ReceiptHistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onOpen={(r) => {
          setHistoryOpen(false)
          s.choose(r)
        }}
      />
      <SubmitReceiptDialog
        open={s.sheet.matches({ open: "confirmingSubmit" }) || s.sheet.matches({ open: "submitting" })}
        title={admin ? "Submit and complete receipt" : "Submit receipt for approval"}
        message={`${s.measured.length} sleeper(s), ${formatVolume(totals.volumeM3)} m³. ${
          admin ? "The receipt will be completed." : "An admin must approve it before it is completed."
        }`}
        error={s.sheet.context.submitError}
        busy={s.sheet.matches({ open: "submitting" })}
        onCancel={s.cancel}
        onConfirm={s.submit}
      />
      <ConfirmDialog
        open={s.sheet.matches({ open: "confirmingDelete" }) || s.sheet.matches({ open: "deleting" })}
        title="Delete Receipt"
        message={`Are you sure you want to delete receipt ${selected?.lotNumber ?? ""}? This action cannot be undone.`}
        confirmLabel="Delete"
        color="error"
        busy={s.sheet.matches({ open: "deleting" })}
        onCancel={s.cancel}
        onConfirm={s.remove}
      />
    </Box>
  )
}
