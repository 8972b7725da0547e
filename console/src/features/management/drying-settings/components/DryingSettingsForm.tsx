import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, InputAdornment, Stack, TextField, Typography } from "@mui/material"
import { DRYING_SETTINGS_SAVED_MS, DryingSettingsMessages } from "@timber/contracts"
import { useEffect, useMemo, useState } from "react"
import type { FieldMap } from "../../../../lib/form-validation"
import { fixed, tzs } from "../../../../lib/format"
import { useContractForm } from "../../../../lib/use-contract-form"
import { staleEditOf } from "../../../../api/stale-edit"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import { SubmitHint } from "../../../../ui/SubmitHint"
import type { ComparedField } from "../../../../ui/what-changed"
import { useSaveDryingSettings, type DryingSettings } from "../api/drying-settings"
import {
  bodyOf,
  changedSettings,
  depreciationOf,
  draftOf,
  DryingSettingsBody,
  OPERATING_COSTS,
  OVEN_COSTS,
  PAGE_FIELDS,
  type DryingSettingField,
  type DryingSettingsDraft,
  type PageKey
} from "./drying-settings-form"

const FIELD_MAP = Object.fromEntries(PAGE_FIELDS.map((f) => [f.key, f.key])) as FieldMap<PageKey>

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="h6" component="p">
      {value}
    </Typography>
  </Box>
)

/**
 * Section 2.4: oven costs and operating costs, the depreciation they give, and Save Settings
 * (only for holders of drying-settings edit; the others read the same figures).
 */
export const DryingSettingsForm = ({ settings, mayEdit }: { settings: DryingSettings; mayEdit: boolean }) => {
  const [draft, setDraft] = useState<DryingSettingsDraft>(() => draftOf(settings))
  useEffect(() => setDraft(draftOf(settings)), [settings])
  const toBody = useMemo(() => bodyOf(settings), [settings])
  const validation = useContractForm({ schema: DryingSettingsBody, values: draft, toBody, fields: FIELD_MAP })
  const save = useSaveDryingSettings()
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => setSaved(false), DRYING_SETTINGS_SAVED_MS)
    return () => clearTimeout(timer)
  }, [saved])
  const depreciation = useMemo(() => depreciationOf(draft), [draft])

  const submit = () => {
    setSaved(false)
    save.mutate({ changed: changedSettings(settings, draft), versions: settings.versions }, { onSuccess: () => setSaved(true) })
  }
  // a setting changed meanwhile: the refusal names it as it is now ({ key, value })
  const stale = staleEditOf(save.error)
  const staleKey = typeof stale?.current?.key === "string" ? stale.current.key : null
  const staleFields: ReadonlyArray<ComparedField<Record<string, unknown>>> = staleKey
    ? [
        {
          label: PAGE_FIELDS.find((f) => f.key === staleKey)?.label ?? staleKey,
          value: (record) => ("key" in record ? record.value : record[staleKey])
        }
      ]
    : []

  const box = (f: DryingSettingField) => (
    <TextField
      key={f.key}
      label={f.label}
      type="number"
      value={draft[f.key]}
      onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
      // a money setting the server did not send (no amount) is neither shown nor set here
      disabled={!mayEdit || settings[f.key] === undefined}
      fullWidth
      slotProps={{
        htmlInput: { step: f.step, min: 0 },
        input: { endAdornment: <InputAdornment position="end">{f.unit}</InputAdornment> }
      }}
      {...validation.fieldProps(f.key)}
    />
  )

  return (
    <Box component="form" onSubmit={(e) => e.preventDefault()} aria-label="Drying settings">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: "100%" }}>
            <CardHeader title="Oven Costs" slotProps={{ title: { variant: "h6", component: "h2" } }} />
            <CardContent>
              <Stack spacing={1}>{OVEN_COSTS.map(box)}</Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: "100%" }}>
            <CardHeader title="Operating Costs" slotProps={{ title: { variant: "h6", component: "h2" } }} />
            <CardContent>
              <Stack spacing={1}>{OPERATING_COSTS.map(box)}</Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card>
            <CardHeader title="Calculated Depreciation" slotProps={{ title: { variant: "h6", component: "h2" } }} />
            <CardContent>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1, sm: 6 }} aria-label="Calculated depreciation">
                <Figure label="Annual depreciation" value={depreciation ? tzs(depreciation.annual) : "—"} />
                <Figure label="Monthly depreciation" value={depreciation ? tzs(depreciation.monthly) : "—"} />
                <Figure label="Depreciation rate" value={depreciation ? `${fixed(depreciation.ratePercent, 1)} % a year` : "—"} />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Purchase price ÷ lifespan in years (a straight write-off: the rate is 100 ÷ lifespan); a drying batch carries its running hours' share of it, of
                the maintenance cost per year, and its hours × the labour cost per hour.
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {mayEdit && (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" type="submit" disabled={!validation.valid || save.isPending} aria-describedby="drying-settings-problem" onClick={submit}>
            {save.isPending ? "Saving..." : "Save Settings"}
          </Button>
          <SubmitHint id="drying-settings-problem" errors={validation.errors} />
        </Box>
      )}
      {saved && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {DryingSettingsMessages.saved}
        </Alert>
      )}
      <StaleEditNotice
        error={save.error}
        loaded={settings as unknown as Record<string, unknown>}
        fields={staleFields}
        onLoadCurrent={() => (save.reset(), void save.reload())}
      />
      {save.isError && !stale && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {DryingSettingsMessages.saveFailed}
        </Alert>
      )}
    </Box>
  )
}
