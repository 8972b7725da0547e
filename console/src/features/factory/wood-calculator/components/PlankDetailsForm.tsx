import { Button, Card, CardContent, CardHeader, Grid, InputAdornment, MenuItem, TextField } from "@mui/material"
import CalculateIcon from "@mui/icons-material/Calculate"
import type { WoodType } from "@timber/contracts"
import type { ContractForm } from "../../../../lib/use-contract-form"
import { SubmitHint } from "../../../../ui/SubmitHint"
import { sanitizePrice, type CalculatorForm } from "../calculator-form"
import { WoodTypeSelect } from "../../../../ui/WoodTypeSelect"
import { NumberField } from "../../../../ui/NumberField"

export const PlankDetailsForm = ({
  form,
  validation,
  woodTypes,
  onChange,
  onCalculate
}: {
  form: CalculatorForm
  /** The contract's messages for this form (the same schema Save is checked with). */
  validation: ContractForm<keyof CalculatorForm>
  woodTypes: ReadonlyArray<WoodType>
  onChange: (form: CalculatorForm) => void
  onCalculate: () => void
}) => {
  const set = (patch: Partial<CalculatorForm>) => {
    for (const key of Object.keys(patch) as Array<keyof CalculatorForm>) validation.touch(key)
    onChange({ ...form, ...patch })
  }
  const number = (label: string, key: "thickness" | "width" | "length", unit: string) => (
    <NumberField label={label} fullWidth unit={unit} value={form[key]} onChange={(text) => set({ [key]: text })} {...validation.fieldProps(key)} />
  )
  return (
    <Card sx={{ height: "100%" }}>
      <CardHeader title="Plank Details" slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <WoodTypeSelect
              fullWidth
              woodTypes={woodTypes}
              value={form.woodTypeId}
              onChange={(woodTypeId) => set({ woodTypeId })}
              {...validation.fieldProps("woodTypeId")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{number("Thickness", "thickness", "in")}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{number("Width", "width", "in")}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{number("Length", "length", "ft")}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Price per Plank"
              fullWidth
              value={form.pricePerPlank}
              onChange={(e) => set({ pricePerPlank: sanitizePrice(e.target.value) })}
              {...validation.fieldProps("pricePerPlank")}
              slotProps={{ htmlInput: { inputMode: "decimal" }, input: { startAdornment: <InputAdornment position="start">TZS</InputAdornment> } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField
              select
              label="Price Includes VAT?"
              fullWidth
              value={form.priceIncludesVat ? "yes" : "no"}
              onChange={(e) => set({ priceIncludesVat: e.target.value === "yes" })}
            >
              <MenuItem value="no">No</MenuItem>
              <MenuItem value="yes">Yes</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <NumberField
              label="VAT Percentage"
              fullWidth
              unit="%"
              max={100}
              value={form.vatPercent}
              onChange={(vatPercent) => set({ vatPercent })}
              {...validation.fieldProps("vatPercent")}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Notes"
              fullWidth
              multiline
              minRows={2}
              value={form.notes}
              onChange={(e) => set({ notes: e.target.value })}
              {...validation.fieldProps("notes", "")}
            />
          </Grid>
          <Grid size={12}>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<CalculateIcon />}
              onClick={onCalculate}
              fullWidth
              disabled={!validation.valid}
              aria-describedby="calculate-problem"
            >
              Calculate
            </Button>
            <SubmitHint id="calculate-problem" errors={validation.errors} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  )
}
