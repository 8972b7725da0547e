import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField } from "@mui/material"
import type { LotStatus, WoodType } from "@timber/contracts"
import { useEffect, useState } from "react"
import { canSubmit, emptyLotForm, missingFields, type LotFormValues } from "./lot-form"

interface Props {
  readonly mode: "create" | "edit"
  readonly open: boolean
  readonly initial?: LotFormValues
  readonly status?: LotStatus
  readonly woodTypes: ReadonlyArray<WoodType>
  readonly busy: boolean
  readonly onClose: () => void
  readonly onSubmit: (values: LotFormValues) => void
}

/** 'Create New LOT (Stage 1)' and 'Edit Wood Receipt': one form; in edit the LOT number and status are read-only. */
export const LotFormDialog = ({ mode, open, initial, status, woodTypes, busy, onClose, onSubmit }: Props) => {
  const [values, setValues] = useState<LotFormValues>(initial ?? emptyLotForm)
  const [touched, setTouched] = useState<Partial<Record<keyof LotFormValues, boolean>>>({})
  useEffect(() => {
    if (open) {
      setValues(initial ?? emptyLotForm)
      setTouched({})
    }
  }, [open, initial])
  const missing = missingFields(values, mode)
  const set = (field: keyof LotFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }))
  const blur = (field: keyof LotFormValues) => () => setTouched((t) => ({ ...t, [field]: true }))
  const error = (field: keyof LotFormValues) => (touched[field] ? missing[field] : undefined)

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{mode === "create" ? "Create New LOT (Stage 1)" : "Edit Wood Receipt"}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="LOT Number"
              required={mode === "create"}
              fullWidth
              value={values.lotNumber}
              onChange={set("lotNumber")}
              onBlur={blur("lotNumber")}
              error={!!error("lotNumber")}
              helperText={error("lotNumber") ?? (mode === "edit" ? "The LOT number cannot change" : " ")}
              slotProps={{ input: { readOnly: mode === "edit" } }}
              disabled={mode === "edit"}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select name="woodTypeId" label="Wood Type" required fullWidth value={values.woodTypeId} onChange={set("woodTypeId")} onBlur={blur("woodTypeId")} error={!!error("woodTypeId")} helperText={error("woodTypeId") ?? " "}>
              {woodTypes.map((wt) => (
                <MenuItem key={wt.id} value={wt.id}>
                  {wt.name}
                  {wt.grade ? ` (${wt.grade})` : ""}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Supplier" required fullWidth value={values.supplier} onChange={set("supplier")} onBlur={blur("supplier")} error={!!error("supplier")} helperText={error("supplier") ?? " "} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Purchase Date" type="date" required fullWidth value={values.receiptDate} onChange={set("receiptDate")} onBlur={blur("receiptDate")} error={!!error("receiptDate")} helperText={error("receiptDate") ?? " "} slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Purchase Order Number" required fullWidth value={values.purchaseOrder} onChange={set("purchaseOrder")} onBlur={blur("purchaseOrder")} error={!!error("purchaseOrder")} helperText={error("purchaseOrder") ?? " "} />
          </Grid>
          {mode === "edit" && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Status" fullWidth value={status ?? ""} disabled helperText="Set by the workflow stage" slotProps={{ input: { readOnly: true } }} />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Estimated Volume (CBM)" type="number" fullWidth value={values.estimatedVolume} onChange={set("estimatedVolume")} helperText="Optional" slotProps={{ htmlInput: { min: 0, step: 0.001 } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Estimated Pieces" type="number" fullWidth value={values.estimatedPieces} onChange={set("estimatedPieces")} helperText="Optional" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
          </Grid>
          <Grid size={12}>
            <TextField label="Notes" fullWidth multiline minRows={2} value={values.notes} onChange={set("notes")} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="secondary" disabled={busy || !canSubmit(values, mode)} onClick={() => onSubmit(values)}>
          {mode === "create" ? "Create" : "Update"}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
