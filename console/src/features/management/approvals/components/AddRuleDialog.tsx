import { MenuItem, TextField } from "@mui/material"
import {
  APPROVAL_MODULES,
  CreateApprovalRulePayload,
  DEFAULT_APPROVAL_RULE,
  type ApprovalModule,
  isWholeProfile,
  type ConditionType,
  type UserChoice
} from "@timber/contracts"
import { typedNumber, type FieldMap } from "../../../../lib/form-validation"
import { useDialogForm } from "../../../../lib/use-contract-form"
import { FormDialog } from "../../../../ui/FormDialog"
import type { NewRule } from "../api/approvals"
import { NumberField } from "../../../../ui/NumberField"

const CONDITION_LABEL: Record<ConditionType, string> = {
  waste_percentage_above: "Waste percentage above",
  volume_above: "Volume above",
  cost_above: "Cost above",
  quantity_above: "Quantity above"
}
export const conditionLabel = (type: ConditionType) => CONDITION_LABEL[type]
export const conditionUnit = (module: ApprovalModule, type: ConditionType) => APPROVAL_MODULES[module].find((c) => c.conditionType === type)?.unit ?? ""

interface RuleForm {
  readonly module: ApprovalModule | ""
  readonly conditionType: ConditionType | ""
  readonly conditionValue: string
  readonly approverId: string
}
const initial = (): RuleForm => ({
  module: DEFAULT_APPROVAL_RULE.module,
  conditionType: DEFAULT_APPROVAL_RULE.conditionType,
  conditionValue: String(DEFAULT_APPROVAL_RULE.conditionValue),
  approverId: ""
})

/** The rule as POST /api/management/approval-rules takes it; an unset choice is not sent (the spec's 'Please fill in all required fields'). */
export const ruleBody = (form: RuleForm) => ({
  module: form.module || undefined,
  condition_type: form.conditionType || undefined,
  condition_value: typedNumber(form.conditionValue),
  approver_id: form.approverId || undefined,
  is_active: true
})

const RULE_FIELDS: FieldMap<keyof RuleForm> = {
  module: "module",
  condition_type: "conditionType",
  condition_value: "conditionValue",
  approver_id: "approverId"
}

/** 'Add Rule' (ADMIN only): a new rule defaults to WoodSlicer, waste_percentage_above, 10; validated with the server's schema. */
export const AddRuleDialog = ({
  open,
  profiles,
  busy,
  serverError,
  onClose,
  onSubmit
}: {
  open: boolean
  profiles: ReadonlyArray<UserChoice>
  busy: boolean
  /** The server's last refusal; its field messages land on the fields. */
  serverError?: unknown
  onClose: () => void
  onSubmit: (rule: NewRule) => void
}) => {
  const { form, set, validation } = useDialogForm({ open, initial, schema: CreateApprovalRulePayload, toBody: ruleBody, fields: RULE_FIELDS, serverError })
  const conditions = form.module ? APPROVAL_MODULES[form.module] : []
  const submit = () => {
    const body = ruleBody(form)
    if (!validation.valid || !body.module || !body.condition_type || body.condition_value === undefined || !body.approver_id) return
    onSubmit({ module: body.module, condition_type: body.condition_type, condition_value: body.condition_value, approver_id: body.approver_id })
  }
  const unit = form.module && form.conditionType ? conditionUnit(form.module, form.conditionType) : ""
  return (
    <FormDialog
      open={open}
      title="Add Approval Rule"
      hintId="add-rule-problem"
      validation={validation}
      busy={busy}
      color="secondary"
      submitLabel="Add Rule"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        select
        label="Module"
        required
        value={form.module}
        onChange={(e) => {
          const module = e.target.value as ApprovalModule
          set({ module, conditionType: APPROVAL_MODULES[module][0].conditionType })
        }}
        {...validation.fieldProps("module")}
      >
        {(Object.keys(APPROVAL_MODULES) as ApprovalModule[]).map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Condition Type"
        required
        value={form.conditionType}
        onChange={(e) => set({ conditionType: e.target.value as ConditionType })}
        {...validation.fieldProps("conditionType")}
      >
        {conditions.map((c) => (
          <MenuItem key={c.conditionType} value={c.conditionType}>
            {conditionLabel(c.conditionType)} ({c.unit})
          </MenuItem>
        ))}
      </TextField>
      <NumberField
        label="Condition Value"
        unit={unit}
        value={form.conditionValue}
        onChange={(conditionValue) => set({ conditionValue })}
        {...validation.fieldProps("conditionValue")}
      />
      <TextField
        select
        label="Approver"
        required
        value={form.approverId}
        onChange={(e) => set({ approverId: e.target.value })}
        {...validation.fieldProps("approverId")}
      >
        {/* only who may decide a request: anyone else would be sent to Unauthorized by it (the server refuses them too) */}
        {profiles
          .filter(isWholeProfile)
          .filter((p) => p.may_approve)
          .map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.full_name ? `${p.full_name} (${p.email})` : p.email} · {p.role}
            </MenuItem>
          ))}
      </TextField>
    </FormDialog>
  )
}
