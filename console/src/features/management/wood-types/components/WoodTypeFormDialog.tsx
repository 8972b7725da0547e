import { Dialog, DialogContent, DialogTitle, Grid, MenuItem, TextField, Typography } from "@mui/material"
import { WOOD_DURABILITY, WOOD_GRADES, WOOD_GROWTH_RATES, WOOD_WORKABILITY, type WoodType } from "@timber/contracts"
import { useEffect, useState, type ReactNode } from "react"
import { useAuth } from "../../../../auth/AuthProvider"
import { userCan } from "../../../../auth/permissions"
import { useContractForm } from "../../../../lib/use-contract-form"
import { FormDialogActions } from "../../../../ui/FormDialogActions"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"
import { usePhone } from "../../../../ui/use-phone"
import { WoodTypeImageField } from "./WoodTypeImageField"
import { KEEP_IMAGE, type WoodTypeImageChange } from "./wood-type-image"
import { emptyWoodTypeForm, toWoodTypePayload, WOOD_TYPE_FORM_FIELDS, woodTypeFormSchema, type WoodTypeFormValues } from "./wood-type-form"

interface Props {
  readonly mode: "create" | "edit"
  readonly open: boolean
  readonly initial?: WoodTypeFormValues
  /** The stored picture's address when editing one that has a picture. */
  readonly imageUrl?: string | null
  readonly busy: boolean
  /** The server's last refusal of this form; its field messages land on the fields. */
  readonly serverError?: unknown
  /** In edit: the wood type as the dialog loaded it, and what to do when a save finds it changed meanwhile (start again from it as it is now). */
  readonly loaded?: WoodType | null
  readonly onLoadCurrent?: (current: WoodType | null) => void
  readonly onClose: () => void
  readonly onSubmit: (values: WoodTypeFormValues, image: WoodTypeImageChange) => void
}

/** What a stale-edit notice compares, labelled as the form shows it. */
const COMPARED: ReadonlyArray<ComparedField<WoodType>> = [
  { label: "Name", value: (w) => w.name },
  { label: "Grade", value: (w) => w.grade },
  { label: "Alternative Names", value: (w) => w.alternative_names },
  { label: "Description", value: (w) => w.description },
  { label: "Density", value: (w) => w.density },
  { label: "Origin", value: (w) => w.origin },
  { label: "Price range", value: (w) => (w.price_range ? `${w.price_range.min} – ${w.price_range.max}` : null) },
  { label: "Characteristics", value: (w) => w.characteristics },
  { label: "Sustainability", value: (w) => w.sustainability },
  { label: "Technical data", value: (w) => w.technical_data },
  { label: "Picture", value: (w) => w.image_url }
]

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Grid size={12}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mt: 1, textTransform: "uppercase", letterSpacing: 0.5 }}>
        {title}
      </Typography>
    </Grid>
    {children}
  </>
)

/** The catalogue of one wood type (spec section 3), validated with the body schema the server uses. */
export const WoodTypeFormDialog = ({ mode, open, initial, imageUrl = null, busy, serverError, loaded, onLoadCurrent, onClose, onSubmit }: Props) => {
  const [values, setValues] = useState<WoodTypeFormValues>(initial ?? emptyWoodTypeForm)
  const [image, setImage] = useState<WoodTypeImageChange>(KEEP_IMAGE)
  const phone = usePhone()
  const { state } = useAuth()
  // an editor without amount was sent no price range: the server keeps the stored one, so none is offered to type
  const offersPrices = mode === "create" || userCan(state.status === "authenticated" ? state.user : null, "wood-types", "amount")
  const form = useContractForm({ schema: woodTypeFormSchema, values, toBody: toWoodTypePayload, fields: WOOD_TYPE_FORM_FIELDS, serverError })
  const { reset, touch } = form
  useEffect(() => {
    if (open) {
      setValues(initial ?? emptyWoodTypeForm)
      setImage(KEEP_IMAGE)
      reset()
    }
  }, [open, initial, reset])
  const set = (field: keyof WoodTypeFormValues) => (event: { target: { value: string } }) => {
    touch(field)
    setValues((v) => ({ ...v, [field]: event.target.value }))
  }
  const field = (name: keyof WoodTypeFormValues, label: string, hint = " ", extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} fullWidth value={values[name]} onChange={set(name)} {...form.fieldProps(name, hint)} {...extra} />
  )
  const number = (name: keyof WoodTypeFormValues, label: string, hint: string, step: number) =>
    field(name, label, hint, { type: "number", slotProps: { htmlInput: { min: 0, step } } })
  const choice = (name: keyof WoodTypeFormValues, label: string, options: ReadonlyArray<string>) => (
    <TextField select label={label} name={name} fullWidth value={values[name]} onChange={set(name)} {...form.fieldProps(name)}>
      <MenuItem value="">
        <em>Not set</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  )
  const half = { xs: 12, sm: 6 } as const
  const third = { xs: 12, sm: 4 } as const

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle>{mode === "create" ? "Add Wood Type" : "Edit Wood Type"}</DialogTitle>
      <DialogContent dividers>
        <StaleEditNotice error={serverError} loaded={loaded ?? null} fields={COMPARED} onLoadCurrent={(current) => onLoadCurrent?.(current)} />
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={half}>{field("name", "Name", " ", { required: true })}</Grid>
          <Grid size={half}>{choice("grade", "Grade", WOOD_GRADES)}</Grid>
          <Grid size={half}>{field("alternativeNames", "Alternative Names", "Separate names with commas")}</Grid>
          <Grid size={half}>{field("origin", "Origin")}</Grid>
          <Grid size={12}>{field("description", "Description", " ", { multiline: true, minRows: 2 })}</Grid>
          <Grid size={third}>{number("density", "Density (kg/m³)", " ", 1)}</Grid>
          {offersPrices && <Grid size={third}>{number("priceMin", "Price Min (TZS/m³)", "Saved only with a maximum", 1000)}</Grid>}
          {offersPrices && <Grid size={third}>{number("priceMax", "Price Max (TZS/m³)", "Saved only with a minimum", 1000)}</Grid>}
          <Section title="Image">
            <Grid size={12}>
              <WoodTypeImageField imageUrl={imageUrl} change={image} onChange={setImage} disabled={busy} />
            </Grid>
          </Section>
          <Section title="Characteristics">
            <Grid size={third}>{field("color", "Color")}</Grid>
            <Grid size={third}>{field("grain", "Grain")}</Grid>
            <Grid size={third}>{field("applications", "Applications")}</Grid>
            <Grid size={half}>{choice("durability", "Durability", WOOD_DURABILITY)}</Grid>
            <Grid size={half}>{choice("workability", "Workability", WOOD_WORKABILITY)}</Grid>
          </Section>
          <Section title="Sustainability">
            <Grid size={third}>{field("certification", "Certification")}</Grid>
            <Grid size={third}>{choice("growthRate", "Growth Rate", WOOD_GROWTH_RATES)}</Grid>
            <Grid size={third}>{field("environmentalImpact", "Environmental Impact")}</Grid>
          </Section>
          <Section title="Technical Data">
            <Grid size={third}>{number("moistureContent", "Moisture Content (%)", " ", 0.1)}</Grid>
            <Grid size={third}>{field("shrinkage", "Shrinkage")}</Grid>
            <Grid size={third}>{number("jankaHardness", "Janka Hardness (N)", " ", 10)}</Grid>
          </Section>
        </Grid>
      </DialogContent>
      <FormDialogActions
        hintId="wood-type-form-problem"
        validation={form}
        busy={busy}
        color="secondary"
        inset
        onCancel={onClose}
        onSubmit={() => onSubmit(values, image)}
      >
        {mode === "create" ? "Create" : "Update"}
      </FormDialogActions>
    </Dialog>
  )
}
