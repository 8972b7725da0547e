import { FormControlLabel, Switch, TextField } from "@mui/material"
import { WarehousePayload, type Warehouse } from "@timber/contracts"
import type { FieldMap } from "../../../../lib/form-validation"
import { useDialogForm } from "../../../../lib/use-contract-form"
import { FormDialog, type RecordFormDialogProps } from "../../../../ui/FormDialog"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"

interface WarehouseForm {
  readonly code: string
  readonly name: string
  readonly address: string
  readonly contactPerson: string
  readonly stockControlEnabled: boolean
  readonly requiresApproval: boolean
}

const initial = (w: Warehouse | null): WarehouseForm => ({
  code: w?.code ?? "",
  name: w?.name ?? "",
  address: w?.address ?? "",
  contactPerson: w?.contactPerson ?? "",
  stockControlEnabled: w?.stockControlEnabled ?? true,
  requiresApproval: w?.requiresApproval ?? false
})

/** The body of POST and PUT /management/warehouses; an empty optional field is sent as null. */
export const warehouseBody = (f: WarehouseForm): WarehousePayload => ({
  code: f.code,
  name: f.name,
  address: f.address.trim() ? f.address : null,
  contactPerson: f.contactPerson.trim() ? f.contactPerson : null,
  stockControlEnabled: f.stockControlEnabled,
  requiresApproval: f.requiresApproval
})

/** What a stale-edit notice compares, labelled as the form shows it. */
const COMPARED: ReadonlyArray<ComparedField<Warehouse>> = [
  { label: "Code", value: (w) => w.code },
  { label: "Name", value: (w) => w.name },
  { label: "Address", value: (w) => w.address },
  { label: "Contact Person", value: (w) => w.contactPerson },
  { label: "Stock control enabled", value: (w) => w.stockControlEnabled },
  { label: "Transfers require approval", value: (w) => w.requiresApproval },
  { label: "Status", value: (w) => w.status },
  { label: "Assigned Users", value: (w) => w.assignedUsers.map((a) => a.user.email) }
]

const FIELDS: FieldMap<keyof WarehouseForm> = { code: "code", name: "name", address: "address", contactPerson: "contactPerson" }

/** Add or edit a warehouse (edit only while ACTIVE); validated with the server's schema. */
export const WarehouseFormDialog = ({
  open,
  warehouse,
  busy,
  serverError,
  onClose,
  onSubmit,
  onLoadCurrent
}: RecordFormDialogProps<Warehouse, WarehousePayload> & { readonly warehouse: Warehouse | null }) => {
  const { form, set, validation } = useDialogForm({
    open,
    source: warehouse,
    initial: () => initial(warehouse),
    schema: WarehousePayload,
    toBody: warehouseBody,
    fields: FIELDS,
    serverError
  })
  return (
    <FormDialog
      open={open}
      title={warehouse ? "Edit Warehouse" : "Add Warehouse"}
      notice={<StaleEditNotice error={serverError} loaded={warehouse} fields={COMPARED} onLoadCurrent={(current) => onLoadCurrent?.(current)} />}
      hintId="warehouse-form-problem"
      validation={validation}
      busy={busy}
      submitLabel={warehouse ? "Save Changes" : "Create Warehouse"}
      onClose={onClose}
      onSubmit={() => onSubmit(warehouseBody(form))}
    >
      <TextField
        label="Code"
        required
        placeholder="WH-001"
        value={form.code}
        onChange={(e) => set({ code: e.target.value })}
        {...validation.fieldProps("code", "Unique, for example WH-001")}
      />
      <TextField label="Name" required value={form.name} onChange={(e) => set({ name: e.target.value })} {...validation.fieldProps("name")} />
      <TextField label="Address" value={form.address} onChange={(e) => set({ address: e.target.value })} {...validation.fieldProps("address")} />
      <TextField
        label="Contact Person"
        value={form.contactPerson}
        onChange={(e) => set({ contactPerson: e.target.value })}
        {...validation.fieldProps("contactPerson")}
      />
      <FormControlLabel
        control={<Switch checked={form.stockControlEnabled} onChange={(e) => set({ stockControlEnabled: e.target.checked })} />}
        label="Stock control enabled"
      />
      <FormControlLabel
        control={<Switch checked={form.requiresApproval} onChange={(e) => set({ requiresApproval: e.target.checked })} />}
        label="Transfers require approval"
      />
    </FormDialog>
  )
}
