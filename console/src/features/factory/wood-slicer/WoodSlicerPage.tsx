import HistoryIcon from "@mui/icons-material/History"
import { Alert, Box, Button, Chip, Grid, Paper, Stack, TextField, Typography } from "@mui/material"
import { SlicingMessages, type SlicingOperation } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useState } from "react"
import { ApiError } from "../../../api/api-error"
import { useMay } from "../../../lib/write-actions"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { PageHeader } from "../../../ui/PageHeader"
import { SubmitButton } from "../../../ui/SubmitButton"
import { LotPicker } from "./components/LotPicker"
import { OperationDetailsDialog, SlicingHistoryDialog } from "./components/OperationDialogs"
import { PasteDialog } from "./components/PasteDialog"
import { PlankRows } from "./components/PlankRows"
import { ResultsPanel } from "./components/ResultsPanel"
import { SizeInput } from "./components/SizeFields"
import { SleeperTiles } from "./components/SleeperTiles"
import { downloadCombinedSlicingReport, downloadSlicingReport } from "./report/download-slicing-report"
import { useSlicer } from "./use-slicer"

/** A read the server could not answer at all (no answer, or the database behind it down): the page is replaced (section 2.1). */
const unreachable = (error: unknown) => error !== null && (!(error instanceof ApiError) || error.status === 0 || error.status >= 502)

/** Wood Slicing Operation (factory spec section 2.1): slice a received LOT's sleepers into planks. */
export default function WoodSlicerPage() {
  const s = useSlicer()
  const may = useMay()
  const { enqueueSnackbar } = useSnackbar()
  const { context } = s
  const [pasteOpen, setPasteOpen] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [details, setDetails] = useState<SlicingOperation | null>(null)
  const editMode = context.operation !== null
  const mayWrite = editMode ? may("reviseSlicing") : may("recordSlicing")
  const mayEnd = may("endSlicing")
  const working = s.snapshot.matches("working")
  const busy = !s.snapshot.matches({ working: "editing" }) && !s.snapshot.matches({ working: "saving" })

  if (unreachable(s.lot.error) || unreachable(s.operations.error)) {
    return (
      <Alert severity="error" sx={{ mt: 4 }}>
        {SlicingMessages.databaseUnreachable}
      </Alert>
    )
  }

  const historyOps = context.lotNumber ? (s.operations.data ?? []) : (s.allOperations.data ?? [])
  return (
    <Box>
      <PageHeader
        title="Wood Slicing Operation"
        subtitle="Slice a LOT's sleepers into planks; ending an operation takes the sleeper out of stock and puts its planks in"
        actions={
          <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setHistoryOpen(true)}>
            Slicing History
          </Button>
        }
      />
      {s.woodTypes.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {SlicingMessages.woodTypesFailed}
        </Alert>
      )}
      {s.operations.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {SlicingMessages.operationsFailed}
        </Alert>
      )}
      <LotPicker
        lot={s.lot.data ?? null}
        lotNumber={context.lotNumber}
        woodTypes={s.woodTypes.data ?? []}
        woodTypeId={context.woodTypeId}
        onLot={s.chooseLot}
        onWoodType={s.setWoodType}
      />
      {context.lotNumber !== null && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <SleeperTiles count={s.sleeperCount} operations={s.bySleeper} selected={context.sleeperNumber} onChoose={s.chooseSleeper} />
            {working && context.sleeperNumber !== null && (
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Sleeper ${context.sleeperNumber}`}>
                {/* gap, not spacing: a wrapped item keeps no stray left margin; Cancel Edit stays at the right, on a phone too */}
                <Stack direction="row" sx={{ alignItems: "center", mb: 2, flexWrap: "wrap", gap: 1 }}>
                  <Typography variant="h6" component="h2">
                    Sleeper #{context.sleeperNumber}
                  </Typography>
                  {editMode && <Chip size="small" color="warning" label={`Editing ${context.operation!.serial_number}`} />}
                  {editMode && context.operation!.approval_status === "pending" && (
                    <Chip size="small" color="warning" variant="outlined" label="Approval required: waiting for an approver before it can end" />
                  )}
                  {editMode && (
                    <Button onClick={s.cancelEdit} disabled={busy} sx={{ ml: "auto" }}>
                      Cancel Edit
                    </Button>
                  )}
                </Stack>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Sleeper
                </Typography>
                <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2 }}>
                  {(["heightIn", "widthIn", "lengthFt"] as const).map((field) => (
                    <SizeInput key={field} owner="Sleeper" size={context.sleeper} field={field} disabled={!mayWrite || busy} onChange={s.setSleeper} />
                  ))}
                </Stack>
                <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1, flexWrap: "wrap", gap: 1 }}>
                  <Typography variant="subtitle2" component="h3">
                    Planks
                  </Typography>
                  {mayWrite && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={s.addPlank} disabled={busy}>
                        Add Plank
                      </Button>
                      <Button size="small" onClick={() => setPasteOpen(true)} disabled={busy}>
                        Paste from Spreadsheet
                      </Button>
                    </Stack>
                  )}
                </Stack>
                {s.refusal !== null && (
                  <Alert severity={s.refusal === SlicingMessages.planksRequired ? "info" : "error"} role="alert" sx={{ mb: 1 }}>
                    {s.refusal}
                  </Alert>
                )}
                <PlankRows
                  sleeperNumber={context.sleeperNumber}
                  sleeperLengthFt={context.sleeper.lengthFt}
                  planks={context.planks}
                  disabled={!mayWrite || busy}
                  removable={mayWrite && (context.planks.length > 1 || !editMode || may("deleteSlicing"))}
                  onChange={s.setPlank}
                  onRemove={s.removePlank}
                />
                <TextField
                  label="Operation Notes"
                  fullWidth
                  multiline
                  minRows={2}
                  sx={{ mt: 2 }}
                  value={context.notes}
                  disabled={!mayWrite || busy}
                  onChange={(e) => s.setNotes(e.target.value)}
                />
                {mayWrite && (
                  <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: "flex-end" }}>
                    <SubmitButton variant="outlined" onClick={s.save} busy={s.saving} disabled={busy}>
                      {s.saving ? "Saving…" : "Save Operation"}
                    </SubmitButton>
                    {mayEnd && editMode && (
                      <Button variant="contained" color="error" onClick={s.askEnd} disabled={busy || context.operation!.approval_status === "pending"}>
                        End Operation
                      </Button>
                    )}
                  </Stack>
                )}
              </Paper>
            )}
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <ResultsPanel figures={s.figures} sleeperNumber={context.sleeperNumber} plankCount={context.planks.length} recovery={s.recovery} />
          </Grid>
        </Grid>
      )}
      <PasteDialog open={pasteOpen} onClose={() => setPasteOpen(false)} onAdd={s.paste} />
      <ConfirmDialog
        open={s.snapshot.matches({ working: "confirmingEnd" }) || s.snapshot.matches({ working: "ending" })}
        title="End Operation"
        message={`Ending ${context.operation?.serial_number ?? "this operation"} takes sleeper #${context.sleeperNumber ?? ""} of ${context.lotNumber ?? ""} out of stock and puts its planks in. This cannot be undone.`}
        confirmLabel="End Operation"
        color="error"
        busy={s.snapshot.matches({ working: "ending" })}
        onCancel={s.cancelEnd}
        onConfirm={s.confirmEnd}
      />
      <SlicingHistoryDialog
        open={historyOpen}
        operations={historyOps}
        onClose={() => setHistoryOpen(false)}
        onDetails={setDetails}
        onCombined={(ops) => downloadCombinedSlicingReport(ops).catch(() => enqueueSnackbar(SlicingMessages.combinedReportFailed, { variant: "error" }))}
      />
      <OperationDetailsDialog
        operation={details}
        onClose={() => setDetails(null)}
        onPdf={(op) => downloadSlicingReport(op).catch(() => enqueueSnackbar(SlicingMessages.reportFailed, { variant: "error" }))}
      />
    </Box>
  )
}
