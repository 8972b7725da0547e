import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
import { ElectricityMessages, type DryingBatch, type DryingReading, type ElectricityRecharge } from "@timber/contracts"
import { useEffect, useState } from "react"
import { errorToastText } from "../../../../api/api-error"
import { staleEditOf } from "../../../../api/stale-edit"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { fixed, tzs } from "../../../../lib/format"
import { useMay } from "../../../../lib/write-actions"
import { usePhone } from "../../../../ui/use-phone"
import { priceWarningOf, useAddReading, useEditReading, useParseSms } from "../api/drying"
import { localNow, readingFormOf, readingPayload, type ReadingForm } from "../drying-forms"
import { NumberField } from "../../../../ui/NumberField"

/** "Luku added successfully!" shows this long (spec section 8). */
export const LUKU_ADDED_MS = 3000

/** A reading, or the batch a stale edit's refusal names (the reading inside it, by id). */
type ReadingOrBatch = DryingReading | DryingBatch
const readingIn = (record: ReadingOrBatch, id: string): DryingReading | undefined =>
  "readings" in record ? record.readings.find((reading) => reading.id === id) : record

/** What a stale-edit notice compares: the reading's fields as the dialog labels them. */
const comparedReading = (id: string): ReadonlyArray<ComparedField<ReadingOrBatch>> => [
  { label: "Electricity Meter (kWh)", value: (r) => readingIn(r, id)?.electricityMeter },
  { label: "Humidity (%)", value: (r) => readingIn(r, id)?.humidity },
  { label: "Reading Time", value: (r) => readingIn(r, id)?.readingTime },
  { label: "Notes", value: (r) => readingIn(r, id)?.notes }
]

const emptyForm = (): ReadingForm => ({ electricityMeter: "", humidity: "", readingTime: localNow(), notes: "", lukuSms: "" })

/** The parse call's refusal as the spec words it: the server's error, else "Failed to parse SMS. Please check the format." */
const parseFailure = (error: unknown) => errorToastText(error, ElectricityMessages.parseFailed)

/**
 * Add Reading (spec section 5): meter and humidity required, the time defaulting to now, and an
 * optional LUKU recharge SMS read by the server ("Add Luku"); the SMS then travels with the reading.
 * Given one of the batch's readings it is Edit Reading: the same form prefilled with the reading,
 * sent as PUT /factory/drying-readings/{id} (the spec's "same fields"). Mount it keyed by the
 * reading, so each opening starts from that reading.
 */
export const ReadingDialog = ({ batch, reading = null, onClose }: { batch: DryingBatch | null; reading?: DryingReading | null; onClose: () => void }) => {
  const phone = usePhone()
  const may = useMay()
  const editing = reading !== null
  const initialForm = () => (reading === null ? emptyForm() : readingFormOf(reading))
  const [form, setForm] = useState<ReadingForm>(initialForm)
  // the reading as the dialog opened it, and the batch's version its correction is made on
  const [loaded, setLoaded] = useState<{ reading: DryingReading | null; version: string | undefined }>({ reading, version: batch?.version })
  const [alert, setAlert] = useState<string | null>(null)
  const [luku, setLuku] = useState<{ ok: ElectricityRecharge } | { failed: string } | null>(null)
  const [lukuAdded, setLukuAdded] = useState(false)
  // a price far from the last recharge's is taken, but said (a typo priced a batch in billions)
  const [priceWarning, setPriceWarning] = useState<string | null>(null)
  const add = useAddReading()
  const change = useEditReading()
  const pending = add.isPending || change.isPending
  const parse = useParseSms()
  const runAdd = useToastMutation(add)
  const runChange = useToastMutation(change)
  const runParse = useToastMutation(parse)
  useEffect(() => {
    if (!lukuAdded) return
    const timer = setTimeout(() => setLukuAdded(false), LUKU_ADDED_MS)
    return () => clearTimeout(timer)
  }, [lukuAdded])
  const set = (change: Partial<ReadingForm>) => {
    setAlert(null)
    setForm((now) => ({ ...now, ...change }))
  }
  const close = () => {
    setForm(initialForm())
    setAlert(null)
    setLuku(null)
    setLukuAdded(false)
    onClose()
  }
  const addLuku = () =>
    runParse(form.lukuSms.trim(), {
      success: null,
      failure: null,
      then: (recharge) => {
        setLuku({ ok: recharge })
        setLukuAdded(true)
        void priceWarningOf(recharge).then(setPriceWarning)
      },
      otherwise: (error) => {
        setLukuAdded(false)
        setLuku({ failed: parseFailure(error) })
      }
    })
  const save = () => {
    if (batch === null) return
    const checked = readingPayload(form)
    if ("alert" in checked) return setAlert(checked.alert ?? null)
    // a correction made on a batch someone changed meanwhile is told by the notice above the form
    const told = { failure: null, otherwise: (error: unknown) => setAlert(staleEditOf(error) ? null : errorToastText(error)), then: close }
    if (reading !== null) runChange({ id: reading.id, version: loaded.version, payload: checked.ok }, { success: "Reading updated", ...told })
    else runAdd({ id: batch.id, payload: checked.ok }, { success: "Reading added", ...told })
  }
  return (
    <Dialog open={batch !== null} onClose={close} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle>{editing ? "Edit Reading" : "Add Reading"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {batch?.batchNumber} · {batch?.woodType?.name ?? "N/A"}
          </Typography>
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          {reading !== null && (
            <StaleEditNotice<ReadingOrBatch>
              error={change.error}
              loaded={loaded.reading}
              fields={comparedReading(reading.id)}
              onLoadCurrent={(current, version) => {
                const now = current === null ? undefined : readingIn(current, reading.id)
                change.reset()
                setLoaded({ reading: now ?? null, version: version ?? undefined })
                if (now) setForm(readingFormOf(now))
              }}
            />
          )}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <NumberField
              label="Electricity Meter (kWh)"
              required
              fullWidth
              step={0.01}
              value={form.electricityMeter}
              onChange={(electricityMeter) => set({ electricityMeter })}
            />
            <NumberField label="Humidity (%)" required fullWidth max={100} step={0.1} value={form.humidity} onChange={(humidity) => set({ humidity })} />
          </Stack>
          <TextField
            label="Reading Time"
            type="datetime-local"
            value={form.readingTime}
            onChange={(e) => set({ readingTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Notes" multiline minRows={2} value={form.notes} onChange={(e) => set({ notes: e.target.value })} />
          <TextField
            label="LUKU SMS (optional)"
            multiline
            minRows={3}
            value={form.lukuSms}
            helperText="Paste the electricity recharge SMS when the meter was recharged"
            onChange={(e) => {
              setLuku(null)
              setLukuAdded(false)
              set({ lukuSms: e.target.value })
            }}
          />
          {may("addLukuRecharge") && (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
              <Button variant="outlined" disabled={form.lukuSms.trim() === "" || parse.isPending} onClick={addLuku}>
                Add Luku
              </Button>
              {luku !== null && "ok" in luku && (
                <Typography variant="body2">
                  {fixed(luku.ok.kwhAmount, 2)} kWh for {tzs(luku.ok.totalPaid)} · token {luku.ok.token}
                </Typography>
              )}
            </Stack>
          )}
          {lukuAdded && <Alert severity="success">{ElectricityMessages.added}</Alert>}
          {priceWarning !== null && luku !== null && "ok" in luku && <Alert severity="warning">{priceWarning}</Alert>}
          {luku !== null && "failed" in luku && (
            <Alert severity="error" role="alert">
              {luku.failed}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={pending} onClick={save}>
          {editing ? "Save Reading" : "Add Reading"}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
