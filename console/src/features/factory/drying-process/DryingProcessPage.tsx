import AddIcon from "@mui/icons-material/Add"
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from "@mui/material"
import { DRYING_SETTINGS_DEFAULTS, DryingMessages, LiveTopics, type DryingBatch } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useState } from "react"
import { useLiveRefetch } from "../../../api/live"
import { dryingCostsKey } from "../../../api/queries/drying-costs"
import { dryingBatchesKey } from "../../../api/queries/drying-batches"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useAuth } from "../../../auth/AuthProvider"
import { userCan } from "../../../auth/permissions"
import { useMay } from "../../../lib/write-actions"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { DeleteDialog } from "../../../ui/DeleteDialog"
import { PageHeader } from "../../../ui/PageHeader"
import { PageSpinner } from "../../../ui/PageSpinner"
import {
  rechargesKey,
  useCompleteDrying,
  useDeleteDrying,
  useCompletedDrying,
  useDryingCostOf,
  useRechargeBefore,
  useDryingCostSettings,
  useRunningDrying
} from "./api/drying"
import { batchOffers, completeQuestion, completeRefusal } from "./batch-actions"
import { costView } from "./batch-figures"
import { CompletedList } from "./components/CompletedList"
import { DetailsDialog } from "./components/DetailsDialog"
import { CorrectCostDialog } from "./components/CorrectCostDialog"
import { EditBatchDialog } from "./components/EditBatchDialog"
import { InProgressCard } from "./components/InProgressCard"
import { NewDryingDialog } from "./components/NewDryingDialog"
import { ReadingDialog } from "./components/ReadingDialog"
import { downloadDryingReport } from "./report/download-drying-report"

export const PAGE_TITLE = "HF Vacuum Dryer Operations & Cost Tracking"

/** Until the settings answer, the section 9 defaults. */
const COST_SETTING_DEFAULTS = {
  ovenPurchasePrice: DRYING_SETTINGS_DEFAULTS.ovenPurchasePrice,
  ovenLifespanYears: DRYING_SETTINGS_DEFAULTS.ovenLifespanYears,
  maintenanceCostPerYear: DRYING_SETTINGS_DEFAULTS.maintenanceCostPerYear,
  laborCostPerHour: DRYING_SETTINGS_DEFAULTS.laborCostPerHour,
  targetWoodHumidity: DRYING_SETTINGS_DEFAULTS.targetWoodHumidity
}

/** Drying Process Management (factory spec section 2.3): run drying batches, their readings and their cost. */
export default function DryingProcessPage() {
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const may = useMay()
  const { enqueueSnackbar } = useSnackbar()
  // the running batches by status, the completed ones a page at a time: both asked of the server
  const runningBatches = useRunningDrying()
  const completedPage = useCompletedDrying()
  const costSettings = useDryingCostSettings()
  useLiveRefetch([LiveTopics.drying, LiveTopics.stock], [dryingBatchesKey, dryingCostsKey, rechargesKey])
  const [creating, setCreating] = useState(false)
  const [readingFor, setReadingFor] = useState<string | null>(null)
  const [detailsOf, setDetailsOf] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const [editingReading, setEditingReading] = useState<{ batchId: string; readingId: string } | null>(null)
  const [deleting, setDeleting] = useState<DryingBatch | null>(null)
  const [completing, setCompleting] = useState<DryingBatch | null>(null)
  const [correctingCost, setCorrectingCost] = useState<string | null>(null)
  // a running batch's details are costed here: the units on its meter at the start were bought at the recharge recorded before it
  const recharge = useRechargeBefore(runningBatches.data?.items.find((p) => p.id === detailsOf)?.startTime ?? null)
  const complete = useCompleteDrying()
  const remove = useDeleteDrying()
  const runComplete = useToastMutation(complete)
  const runRemove = useToastMutation(remove)
  // only a completed batch has a server-worked cost: just that one is asked for
  const detailsCost = useDryingCostOf(completedPage.rows.find((p) => p.id === detailsOf) ?? null)

  if (runningBatches.isPending || completedPage.query.isPending) return <PageSpinner />
  const running = runningBatches.data?.items ?? []
  const runningCount = runningBatches.data?.total ?? 0
  const shown = [...running, ...completedPage.rows]
  // dialogs follow the batch as the lists refresh (a reading added shows at once in its details)
  const find = (id: string | null) => (id === null ? null : (shown.find((p) => p.id === id) ?? null))
  const failed = runningBatches.isError || completedPage.query.isError
  const none = runningCount === 0 && completedPage.total === 0 && completedPage.search.trim() === ""
  const detailsBatch = find(detailsOf)
  const cost =
    detailsBatch === null
      ? null
      : costView(
          detailsBatch,
          detailsCost.data ?? undefined,
          costSettings.data ?? COST_SETTING_DEFAULTS,
          recharge.data ?? null,
          new Date().toISOString(),
          userCan(user, "drying-process", "amount")
        )
  const askComplete = (batch: DryingBatch) => {
    const refusal = completeRefusal(batch)
    if (refusal !== null) enqueueSnackbar(refusal, { variant: "warning" })
    else setCompleting(batch)
  }
  const handlers = {
    onAddReading: (b: DryingBatch) => setReadingFor(b.id),
    onDetails: (b: DryingBatch) => setDetailsOf(b.id),
    onComplete: askComplete,
    onEdit: (b: DryingBatch) => setEditing(b.id),
    onDelete: setDeleting
  }
  const detailsOffers = detailsBatch === null ? null : batchOffers(detailsBatch, user)

  return (
    <Box>
      <PageHeader
        title={PAGE_TITLE}
        subtitle="Drying Process Management"
        actions={
          may("startDrying") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New Drying Process
            </Button>
          )
        }
      />
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to load drying processes
        </Alert>
      )}
      {none && !failed ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography variant="h6" component="h2">
            No Drying Processes Yet
          </Typography>
          <Typography color="text.secondary">Start a batch with New Drying Process: its pieces move from Not Dried to Under Drying.</Typography>
        </Paper>
      ) : (
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="drying-in-progress-heading">
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 2 }}>
              <Typography variant="h6" component="h2" id="drying-in-progress-heading">
                Drying in Progress
              </Typography>
              <Chip size="small" color="warning" label={runningCount} aria-label={`${runningCount} in progress`} />
            </Stack>
            {running.length === 0 ? (
              <Typography color="text.secondary">No batch is drying now</Typography>
            ) : (
              <Stack spacing={1}>
                {running.map((batch) => (
                  <InProgressCard key={batch.id} batch={batch} offers={batchOffers(batch, user)} handlers={handlers} />
                ))}
              </Stack>
            )}
          </Box>
          <CompletedList page={completedPage} onDetails={handlers.onDetails} />
        </Stack>
      )}
      <NewDryingDialog open={creating} onClose={() => setCreating(false)} onStarted={() => undefined} />
      <ReadingDialog batch={find(readingFor)} onClose={() => setReadingFor(null)} />
      <DetailsDialog
        batch={detailsBatch}
        cost={cost}
        onClose={() => setDetailsOf(null)}
        onPdf={(batch) => cost && downloadDryingReport(batch, cost).catch(() => enqueueSnackbar("Failed to generate report", { variant: "error" }))}
        onEdit={detailsOffers?.editBatch ? (b) => setEditing(b.id) : undefined}
        onEditReading={detailsOffers?.editReading ? (b, r) => setEditingReading({ batchId: b.id, readingId: r.id }) : undefined}
        onCorrectCost={detailsOffers?.correctCost ? (b) => setCorrectingCost(b.id) : undefined}
      />
      <CorrectCostDialog batch={find(correctingCost)} onClose={() => setCorrectingCost(null)} />
      <ReadingDialog
        key={editingReading?.readingId ?? "none"}
        batch={find(editingReading?.batchId ?? null)}
        reading={find(editingReading?.batchId ?? null)?.readings.find((r) => r.id === editingReading?.readingId) ?? null}
        onClose={() => setEditingReading(null)}
      />
      <EditBatchDialog batch={find(editing)} onClose={() => setEditing(null)} />
      <DeleteDialog
        target={deleting}
        title="Delete Drying Process"
        question={DryingMessages.confirmDelete}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={(batch) =>
          runRemove(batch, {
            success: `Drying process ${batch.batchNumber} deleted`,
            failure: "Failed to delete drying process",
            always: () => setDeleting(null)
          })
        }
      />
      <ConfirmDialog
        open={completing !== null}
        title="Complete Drying Process"
        message={completing === null ? "" : completeQuestion(completing, (costSettings.data ?? COST_SETTING_DEFAULTS).targetWoodHumidity)}
        confirmLabel="Complete"
        color="success"
        busy={complete.isPending}
        onCancel={() => setCompleting(null)}
        onConfirm={() =>
          completing &&
          runComplete(completing, {
            success: `Drying process ${completing.batchNumber} completed`,
            failure: "Failed to complete drying process",
            always: () => setCompleting(null)
          })
        }
      />
    </Box>
  )
}
