import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material"
import { APPROVAL_MODULES, ApprovalMessages, DEFAULT_APPROVAL_RULE, type ApprovalModule, type ConditionType, type UserProfile } from "@timber/contracts"
import { useEffect, useState } from "react"
import type { NewRule } from "../api/approvals"

const CONDITION_LABEL: Record<ConditionType, string> = {
  waste_percentage_above: "Waste percentage above",
  volume_above: "Volume above",
  cost_above: "Cost above",
  quantity_above: "Quantity above"
}
export const conditionLabel = (type: ConditionType) => CONDITION_LABEL[type]
export const conditionUnit = (module: ApprovalModule, type: ConditionType) => APPROVAL_MODULES[module].find((c) => c.conditionType === type)?.unit ?? ""

interface Form {
  module: ApprovalModule | ""
  conditionType: ConditionType | ""
  conditionValue: string
  approverId: string
}
const initial = (): Form => ({ module: DEFAULT_APPROVAL_RULE.module, conditionType: DEFAULT_APPROVAL_RULE.conditionType, conditionValue: String(DEFAULT_APPROVAL_RULE.conditionValue), approverId: "" })

/** 'Add Rule' (ADMIN only): a new rule defaults to WoodSlicer, waste_percentage_above, 10. */
export const AddRuleDialog = ({
  open,
  profiles,
  busy,
  onClose,
  onSubmit,
  onInvalid
}: {
  open: boolean
  profiles: ReadonlyArray<UserProfile>
  busy: boolean
  onClose: () => void
  onSubmit: (rule: NewRule) => void
  onInvalid: (message: string) => void
}) => {
  const [form, setForm] = useState<Form>(initial)
  useEffect(() => {
    if (open) setForm(initial())
  }, [open])
  const conditions = form.module ? APPROVAL_MODULES[form.module] : []
  const submit = () => {
    if (!form.approverId || !form.module || !form.conditionType) return onInvalid(ApprovalMessages.requiredFields)
    const value = Number(form.conditionValue)
    if (form.conditionValue.trim() === "" || !Number.isFinite(value)) return onInvalid(ApprovalMessages.conditionValueNumeric)
    onSubmit({ module: form.module, condition_type: form.conditionType, condition_value: value, approver_id: form.approverId })
  }
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Add Approval Rule</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Module"
            required
            value={form.module}
            onChange={(e) => {
              const module = e.target.value as ApprovalModule
              setForm({ ...form, module, conditionType: APPROVAL_MODULES[module][0].conditionType })
            }}
          >
            {(Object.keys(APPROVAL_MODULES) as ApprovalModule[]).map((m) => (
              <MenuItem key={m} value={m}>{m}</MenuItem>
            ))}
          </TextField>
          <TextField select label="Condition Type" required value={form.conditionType} onChange={(e) => setForm({ ...form, conditionType: e.target.value as ConditionType })}>
            {conditions.map((c) => (
              <MenuItem key={c.conditionType} value={c.conditionType}>
                {conditionLabel(c.conditionType)} ({c.unit})
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Condition Value" type="number" value={form.conditionValue} onChange={(e) => setForm({ ...form, conditionValue: e.target.value })} />
          <TextField select label="Approver" required value={form.approverId} onChange={(e) => setForm({ ...form, approverId: e.target.value })}>
            {profiles.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.full_name ? `${p.full_name} (${p.email})` : p.email} · {p.role}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="secondary" disabled={busy} onClick={submit}>
          Add Rule
        </Button>
      </DialogActions>
    </Dialog>
  )
}
