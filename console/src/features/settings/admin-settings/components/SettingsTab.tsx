import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from "@mui/material"
import { Bounds, SettingsMessages, SettingsPayload, SIGN_IN_LOCK_MINUTES, type SettingKey, type SystemSettings } from "@timber/contracts"
import { useEffect, useMemo, useState } from "react"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import type { FieldMap } from "../../../../lib/form-validation"
import { typedNumber } from "../../../../lib/form-validation"
import { useContractForm } from "../../../../lib/use-contract-form"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import { SubmitHint } from "../../../../ui/SubmitHint"
import type { ComparedField } from "../../../../ui/what-changed"
import { useSaveSettings } from "../api/administration"

/** One field of a settings tab: a switch, or a text or number box. */
export type SettingField =
  | { readonly key: SettingKey; readonly kind: "toggle"; readonly label: string; readonly hint?: string }
  | { readonly key: SettingKey | "smtpPassword"; readonly kind: "text" | "password" | "time"; readonly label: string; readonly hint?: string }
  | {
      readonly key: SettingKey
      readonly kind: "number"
      readonly label: string
      readonly hint?: string
      readonly step: number
      readonly min: number
      readonly unit?: string
    }

type Draft = Readonly<Record<string, string | boolean>>

const draftOf = (settings: SystemSettings, fields: ReadonlyArray<SettingField>): Draft =>
  Object.fromEntries(
    fields.map((f) => [f.key, f.key === "smtpPassword" ? "" : f.kind === "toggle" ? (settings[f.key] as boolean) : String(settings[f.key as SettingKey])])
  )

const bodyOf = (fields: ReadonlyArray<SettingField>) => (draft: Draft) =>
  Object.fromEntries(
    fields.flatMap((f): Array<readonly [string, unknown]> => {
      const value = draft[f.key]
      if (f.kind === "toggle") return [[f.key, value]]
      if (f.kind === "number") return [[f.key, typedNumber(String(value))]]
      // an empty password box keeps the password that is set
      if (f.key === "smtpPassword" && value === "") return []
      return [[f.key, value]]
    })
  )

/** What a stale-save notice compares: the tab's fields as it labels them (never the password, which is not shown). */
const comparedOf = (fields: ReadonlyArray<SettingField>): ReadonlyArray<ComparedField<SystemSettings>> =>
  fields.flatMap((f) => (f.key === "smtpPassword" ? [] : [{ label: f.label, value: (s: SystemSettings) => s[f.key as SettingKey] }]))

/**
 * A tab of Admin Settings: its fields, validated by the same schema the server decodes, saved
 * together on the version the tab loaded. When one of its settings changed meanwhile the save is
 * refused: the tab says so, shows what changed and keeps the user's input until they load the current values.
 */
export const SettingsTab = ({ title, settings, fields }: { title: string; settings: SystemSettings; fields: ReadonlyArray<SettingField> }) => {
  // the settings the draft was made from: the save carries their version, the notice compares with them
  const [loaded, setLoaded] = useState(settings)
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings, fields))
  const load = (from: SystemSettings) => (setLoaded(from), setDraft(draftOf(from, fields)))
  useEffect(() => (setLoaded(settings), setDraft(draftOf(settings, fields))), [settings, fields])
  const compared = useMemo(() => comparedOf(fields), [fields])
  const toBody = useMemo(() => bodyOf(fields), [fields])
  const fieldMap = useMemo(() => Object.fromEntries(fields.map((f) => [f.key, f.key])) as FieldMap<string>, [fields])
  const validation = useContractForm({ schema: SettingsPayload, values: draft, toBody, fields: fieldMap })
  const mutation = useSaveSettings()
  const save = useToastMutation(mutation)
  const set = (key: string, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }))
  // a disabled Save says why beside it, in the contract's words (a field far above may not show it yet)
  const hintId = `settings-${title.toLowerCase().replace(/\W+/g, "-")}-problem`
  return (
    <Box component="form" onSubmit={(e) => e.preventDefault()} sx={{ maxWidth: 640 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <StaleEditNotice error={mutation.error} loaded={loaded} fields={compared} onLoadCurrent={(current) => (mutation.reset(), current && load(current))} />
      <Stack spacing={2}>
        {fields.map((f) =>
          f.kind === "toggle" ? (
            <Box key={f.key}>
              <FormControlLabel control={<Switch checked={draft[f.key] === true} onChange={(e) => set(f.key, e.target.checked)} />} label={f.label} />
              {f.hint && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 6.5, mt: -0.5 }}>
                  {f.hint}
                </Typography>
              )}
            </Box>
          ) : (
            <TextField
              key={f.key}
              label={f.label}
              type={f.kind === "text" ? "text" : f.kind}
              autoComplete={f.kind === "password" ? "new-password" : undefined}
              value={draft[f.key]}
              placeholder={f.key === "smtpPassword" && settings.smtpPasswordSet ? "A password is set; type to replace it" : undefined}
              onChange={(e) => set(f.key, e.target.value)}
              slotProps={f.kind === "number" ? { htmlInput: { step: f.step, min: f.min } } : f.kind === "time" ? { inputLabel: { shrink: true } } : undefined}
              {...validation.fieldProps(f.key, f.hint ?? (f.key === "smtpPassword" ? (settings.smtpPasswordSet ? "Set. It is never shown." : "Not set") : " "))}
            />
          )
        )}
        <Box>
          <Button
            variant="contained"
            type="submit"
            disabled={!validation.valid || mutation.isPending}
            aria-describedby={hintId}
            onClick={() =>
              save(
                { payload: toBody(draft) as SettingsPayload, version: loaded.version },
                { success: SettingsMessages.saved, failure: "Failed to save settings" }
              )
            }
          >
            {mutation.isPending ? "Saving..." : "Save Settings"}
          </Button>
          <SubmitHint id={hintId} errors={validation.errors} />
        </Box>
      </Stack>
    </Box>
  )
}

export const SYSTEM_FIELDS: ReadonlyArray<SettingField> = [
  { key: "showDevelopmentLabels", kind: "toggle", label: "Show development labels" },
  { key: "enableUserRegistration", kind: "toggle", label: "Enable user registration" },
  { key: "enableNotifications", kind: "toggle", label: "Enable notifications" },
  { key: "enableMaintenance", kind: "toggle", label: "Maintenance mode" },
  { key: "enableAuditLog", kind: "toggle", label: "Enable audit log" }
  // no electricity price here (one electricity price): the kiln is costed at the
  // tariff of the LUKU units it used (domain calculators/drying-cost.ts); the setting stays stored
  // for the API and old events, and is offered nowhere
]
export const EMAIL_FIELDS: ReadonlyArray<SettingField> = [
  { key: "smtpServer", kind: "text", label: "SMTP server" },
  { key: "smtpPort", kind: "number", label: "SMTP port", step: 1, min: 1 },
  { key: "smtpUsername", kind: "text", label: "SMTP username" },
  { key: "smtpPassword", kind: "password", label: "SMTP password" }
]
export const SECURITY_FIELDS: ReadonlyArray<SettingField> = [
  {
    key: "twoFactorAuth",
    kind: "toggle",
    label: "Two-factor authentication",
    hint: "Stored only: sign-in asks for no second factor until codes can be sent"
  },
  {
    key: "passwordExpiry",
    kind: "number",
    label: "Password expiry (days)",
    step: 1,
    min: 0,
    hint: "A password older than this is changed at the next sign-in; 0 means never"
  },
  {
    key: "maxLoginAttempts",
    kind: "number",
    label: "Max login attempts",
    step: 1,
    min: Bounds.maxLoginAttempts.min,
    hint: `Failed sign-ins before the account locks on devices it never signed in from, for ${SIGN_IN_LOCK_MINUTES} minutes; at least ${Bounds.maxLoginAttempts.min}`
  }
]
