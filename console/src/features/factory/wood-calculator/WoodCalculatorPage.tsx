import { Grid } from "@mui/material"
import type { GridRowSelectionModel } from "@mui/x-data-grid"
import { CalculatorMessages, LiveTopics, SaveCalculationPayload, type Calculation } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useCallback, useEffect, useState } from "react"
import { useLiveRefetch } from "../../../api/live"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useAuth } from "../../../auth/AuthProvider"
import { useContractForm } from "../../../lib/use-contract-form"
import { DeleteDialog } from "../../../ui/DeleteDialog"
import { PageHeader } from "../../../ui/PageHeader"
import { useWoodTypes } from "../../../api/queries/wood-types"
import { calculationsKey, useCalculations, useDeleteCalculation, useSaveCalculation } from "./api/calculations"
import {
  CALCULATOR_FIELDS,
  calculate,
  calculatorBody,
  emptyForm,
  formFromHistory,
  historyFigures,
  isStale,
  savePayload,
  type CalculatorForm,
  type CalculatorResult
} from "./calculator-form"
import { CalculationHistory } from "./components/CalculationHistory"
import { PlankDetailsForm } from "./components/PlankDetailsForm"
import { ResultsPanel } from "./components/ResultsPanel"
import { combinedReport, downloadPdf, singleReport } from "./report/calculation-report"
import { sheetText, type CalculationSheet } from "./report/calculation-sheet"

const noSelection: GridRowSelectionModel = { type: "include", ids: new Set() }

const historySheet = (c: Calculation): CalculationSheet => ({
  woodType: c.wood_type?.name ?? "N/A",
  thickness: c.thickness,
  width: c.width,
  length: c.length,
  vatPercent: c.tax_percentage,
  notes: c.notes ?? "",
  at: c.created_at,
  figures: historyFigures(c)
})

const stamp = () => new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "")

export default function WoodCalculatorPage() {
  const { enqueueSnackbar } = useSnackbar()
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const userId = user?.id ?? ""
  const woodTypes = useWoodTypes()
  const history = useCalculations(userId)
  useLiveRefetch(userId ? [LiveTopics.calculations(userId)] : [], [calculationsKey(userId)])
  const save = useSaveCalculation(userId)
  const remove = useDeleteCalculation(userId)
  const runSave = useToastMutation(save)
  const runRemove = useToastMutation(remove)
  const [form, setForm] = useState<CalculatorForm>(emptyForm)
  const [result, setResult] = useState<CalculatorResult | null>(null)
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection)
  const [deleting, setDeleting] = useState<Calculation | null>(null)
  const validation = useContractForm({
    schema: SaveCalculationPayload,
    values: form,
    toBody: calculatorBody,
    fields: CALCULATOR_FIELDS,
    serverError: save.error
  })
  const stale = result !== null && isStale(result, form)

  useEffect(() => {
    if (woodTypes.error) enqueueSnackbar("Failed to fetch wood types", { variant: "error" })
  }, [woodTypes.error, enqueueSnackbar])
  useEffect(() => {
    if (history.query.error) enqueueSnackbar("Failed to fetch calculations", { variant: "error" })
  }, [history.query.error, enqueueSnackbar])

  const woodTypeName = (id: string) => woodTypes.data?.find((w) => w.id === id)?.name ?? "N/A"
  // the figures of the last Calculate with the notes as they are now: what Save would keep
  const resultSheet = (r: CalculatorResult): CalculationSheet => {
    const body = savePayload(r, userId, form.notes)
    return {
      woodType: woodTypeName(body.wood_type_id),
      thickness: body.thickness,
      width: body.width,
      length: body.length,
      vatPercent: body.tax_percentage ?? 0,
      notes: form.notes,
      at: null,
      figures: r.figures
    }
  }
  const sheet: CalculationSheet | null = result && resultSheet(result)

  const onCalculate = () => {
    try {
      const outcome = calculate(form)
      // a failed calculation leaves no figures behind that belong to other inputs
      setResult(outcome.ok ? outcome.result : null)
      if (!outcome.ok) enqueueSnackbar(outcome.message, { variant: "error" })
    } catch {
      setResult(null)
      enqueueSnackbar(CalculatorMessages.calculateFailed, { variant: "error" })
    }
  }

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
        enqueueSnackbar(CalculatorMessages.copied, { variant: "success" })
      } catch {
        enqueueSnackbar(CalculatorMessages.copyFailed, { variant: "error" })
      }
    },
    [enqueueSnackbar]
  )

  const onSave = () => {
    if (!user || !result || !result.form.woodTypeId) {
      enqueueSnackbar(CalculatorMessages.saveRequired, { variant: "error" })
      return
    }
    // the notes as they are now: typing them after Calculate is the usual order
    runSave(savePayload(result, user.id, form.notes), { success: "Calculation saved successfully", failure: CalculatorMessages.saveFailed })
  }

  const report = async (run: () => Promise<void>) => {
    try {
      await run()
    } catch {
      enqueueSnackbar("Failed to generate report", { variant: "error" })
    }
  }

  const onLoad = useCallback(
    (c: Calculation) => {
      const loaded = formFromHistory(c)
      setForm(loaded)
      const outcome = calculate(loaded)
      setResult(outcome.ok ? outcome.result : null)
      enqueueSnackbar(CalculatorMessages.loaded, { variant: "info" })
    },
    [enqueueSnackbar]
  )
  const onCopyHistory = useCallback((c: Calculation) => void copy(sheetText(historySheet(c))), [copy])
  const onDelete = useCallback((c: Calculation) => setDeleting(c), [])

  const rows = history.rows
  const selectedRows = rows.filter((r) => (selection.type === "include" ? selection.ids.has(r.id) : !selection.ids.has(r.id)))

  return (
    <>
      <PageHeader title="Wood Calculator" subtitle="Plank volume and price per cubic metre, with and without VAT" />
      <Grid container spacing={2.5} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <PlankDetailsForm form={form} validation={validation} woodTypes={woodTypes.data ?? []} onChange={setForm} onCalculate={onCalculate} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ResultsPanel
            sheet={sheet}
            stale={stale}
            saveDisabled={save.isPending || (result !== null && !validation.valid)}
            onCopy={() => sheet && void copy(sheetText(sheet))}
            onSave={onSave}
            onDownload={() => sheet && void report(() => downloadPdf(singleReport(sheet), `wood-calculation-${stamp()}.pdf`))}
          />
        </Grid>
      </Grid>
      <CalculationHistory
        page={history}
        selection={selection}
        onSelectionChange={setSelection}
        onLoad={onLoad}
        onCopy={onCopyHistory}
        onDelete={onDelete}
        onCombinedReport={() => void report(() => downloadPdf(combinedReport(selectedRows.map(historySheet)), `wood-calculations-combined-${stamp()}.pdf`))}
      />
      <DeleteDialog
        target={deleting}
        title="Delete Calculation"
        question="Delete this calculation from your history?"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={(calculation) =>
          runRemove(calculation, {
            success: "Calculation deleted",
            failure: "Failed to delete calculation",
            then: () => setSelection((s) => ({ ...s, ids: new Set([...s.ids].filter((id) => id !== calculation.id)) })),
            always: () => setDeleting(null)
          })
        }
      />
    </>
  )
}
