import { Alert, Dialog, DialogContent, DialogTitle, Grid, Link, MenuItem, TextField } from "@mui/material"
import { Link as RouterLink } from "react-router-dom"
import { LotMessages, type LotDto, type LotStatus, type WoodType } from "@timber/contracts"
import { useEffect, useState } from "react"
import { useContractForm } from "../../../../lib/use-contract-form"
import { FormDialogActions } from "../../../../ui/FormDialogActions"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"
import { emptyLotForm, LOT_FORM_FIELDS, lotFormBody, lotFormSchema, type LotFormValues } from "./lot-form"
import { NumberField } from "../../../../ui/NumberField"

interface Props {
  readonly mode: "create" | "edit"
  readonly open: boolean
  readonly initial?: LotFormValues
  readonly status?: LotStatus
  readonly woodTypes: ReadonlyArray<WoodType>
  readonly busy: boolean
  /** The server's last refusal of this form; its field messages land on the fields. */
  readonly serverError?: unknown
  /** In edit: the LOT as the dialog loaded it, and what to do when a save finds it changed meanwhile (start again from it as it is now). */
  readonly loaded?: LotDto | null
  readonly onLoadCurrent?: (current: LotDto | null) => void
  readonly onClose: () => void
  readonly onSubmit: (values: LotFormValues) => void
}

/** What a stale-edit notice compares, labelled as the form shows it. */
const COMPARED: ReadonlyArray<ComparedField<LotDto>> = [
  { label: "Wood Type", value: (lot) => lot.woodType?.name ?? lot.woodTypeId },
  { label: "Supplier", value: (lot) => lot.supplier },
  { label: "Purchase Date", value: (lot) => lot.receiptDate },
  { label: "Purchase Order Number", value: (lot) => lot.purchaseOrder },
  { label: "Wood format", value: (lot) => lot.woodFormat },
  { label: "Estimated volume", value: (lot) => lot.estimatedVolumeM3 },
  { label: "Estimated pieces", value: (lot) => lot.estimatedPieces },
  { label: "Total amount", value: (lot) => lot.estimatedAmount },
  { label: "Notes", value: (lot) => lot.notes },
  { label: "Status", value: (lot) => lot.status }
]

/**
 * 'Create New LOT (Stage 1)' and 'Edit Wood Receipt': one form, validated with the body
 * schema the server uses; in edit the LOT number and status are read-only.
 */
export const LotFormDialog = ({ mode, open, initial, status, woodTypes, busy, serverError, loaded, onLoadCurrent, onClose, onSubmit }: Props) => {
  const [values, setValues] = useState<LotFormValues>(initial ?? emptyLotForm)
  const form = useContractForm({ schema: lotFormSchema(mode), values, toBody: lotFormBody(mode), fields: LOT_FORM_FIELDS, serverError })
  const { reset, touch } = form
  useEffect(() => {
    if (open) {
      setValues(initial ?? emptyLotForm)
      reset()
    }
  }, [open, initial, reset])
  const set = (field: keyof LotFormValues) => (event: { target: { value: string } }) => {
    touch(field)
    setValues((v) => ({ ...v, [field]: event.target.value }))
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{mode === "create" ? "Create New LOT (Stage 1)" : "Edit Wood Receipt"}</DialogTitle>
      <DialogContent dividers>
        <StaleEditNotice error={serverError} loaded={loaded ?? null} fields={COMPARED} onLoadCurrent={(current) => onLoadCurrent?.(current)} />
        {woodTypes.length === 0 && (
          // a fresh install has no wood types: say where they come from instead of an empty list
          <Alert severity="info" sx={{ mb: 2 }}>
            {LotMessages.noWoodTypes}{" "}
            <Link component={RouterLink} to="/dashboard/management/wood-types" sx={{ fontWeight: 700 }}>
              Open Wood Types Management
            </Link>
          </Alert>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="LOT Number"
              required={mode === "create"}
              fullWidth
              value={values.lotNumber}
              onChange={set("lotNumber")}
              {...form.fieldProps("lotNumber", mode === "edit" ? "The LOT number cannot change" : " ")}
              slotProps={{ input: { readOnly: mode === "edit" } }}
              disabled={mode === "edit"}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              name="woodTypeId"
              label="Wood Type"
              required
              fullWidth
              value={values.woodTypeId}
              onChange={set("woodTypeId")}
              {...form.fieldProps("woodTypeId")}
            >
              {woodTypes.map((wt) => (
                <MenuItem key={wt.id} value={wt.id}>
                  {wt.name}
                  {wt.grade ? ` (${wt.grade})` : ""}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Supplier" required fullWidth value={values.supplier} onChange={set("supplier")} {...form.fieldProps("supplier")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Purchase Date"
              type="date"
              required
              fullWidth
              value={values.receiptDate}
              onChange={set("receiptDate")}
              {...form.fieldProps("receiptDate")}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Purchase Order Number"
              required
              fullWidth
              value={values.purchaseOrder}
              onChange={set("purchaseOrder")}
              {...form.fieldProps("purchaseOrder")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              name="woodFormat"
              label="Wood Format"
              fullWidth
              value={values.woodFormat}
              onChange={set("woodFormat")}
              helperText="Sleepers go through slicing; planks skip it"
            >
              <MenuItem value="SLEEPERS">Sleepers</MenuItem>
              <MenuItem value="PLANKS">Planks</MenuItem>
            </TextField>
          </Grid>
          {mode === "edit" && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Status"
                fullWidth
                value={status ?? ""}
                disabled
                helperText="Set by the workflow stage"
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberField
              label="Estimated Volume (CBM)"
              fullWidth
              step={0.001}
              value={values.estimatedVolume}
              onChange={(value) => set("estimatedVolume")({ target: { value } })}
              {...form.fieldProps("estimatedVolume", "Optional")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberField
              label="Estimated Pieces"
              fullWidth
              step={1}
              value={values.estimatedPieces}
              onChange={(value) => set("estimatedPieces")({ target: { value } })}
              {...form.fieldProps("estimatedPieces", "Optional")}
            />
          </Grid>
          <Grid size={12}>
            <TextField label="Notes" fullWidth multiline minRows={2} value={values.notes} onChange={set("notes")} {...form.fieldProps("notes", "")} />
          </Grid>
        </Grid>
      </DialogContent>
      <FormDialogActions hintId="lot-form-problem" validation={form} busy={busy} color="secondary" inset onCancel={onClose} onSubmit={() => onSubmit(values)}>
        {mode === "create" ? "Create" : "Update"}
      </FormDialogActions>
    </Dialog>
  )
}
