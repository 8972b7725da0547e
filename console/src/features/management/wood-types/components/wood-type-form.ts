import { WoodTypePayload, type WoodType } from "@timber/contracts"
import { typedNumber, type FieldMap } from "../../../../lib/form-validation"

/** The add/edit dialog's fields as typed; numbers stay text until sent, alternative names are one comma-separated line. */
export interface WoodTypeFormValues {
  readonly name: string
  readonly grade: string
  readonly alternativeNames: string
  readonly description: string
  readonly density: string
  readonly origin: string
  readonly priceMin: string
  readonly priceMax: string
  readonly color: string
  readonly grain: string
  readonly durability: string
  readonly workability: string
  readonly applications: string
  readonly certification: string
  readonly growthRate: string
  readonly environmentalImpact: string
  readonly moistureContent: string
  readonly shrinkage: string
  readonly jankaHardness: string
}

export const emptyWoodTypeForm: WoodTypeFormValues = {
  name: "",
  grade: "",
  alternativeNames: "",
  description: "",
  density: "",
  origin: "",
  priceMin: "",
  priceMax: "",
  color: "",
  grain: "",
  durability: "",
  workability: "",
  applications: "",
  certification: "",
  growthRate: "",
  environmentalImpact: "",
  moistureContent: "",
  shrinkage: "",
  jankaHardness: ""
}

const text = (value: string | null) => value ?? ""
const numberText = (value: number | null) => (value === null ? "" : String(value))

export const woodTypeFormFrom = (w: WoodType): WoodTypeFormValues => ({
  name: w.name,
  grade: text(w.grade),
  alternativeNames: w.alternative_names.join(", "),
  description: text(w.description),
  density: numberText(w.density),
  origin: text(w.origin),
  priceMin: numberText(w.price_range?.min ?? null),
  priceMax: numberText(w.price_range?.max ?? null),
  color: text(w.characteristics.color),
  grain: text(w.characteristics.grain),
  durability: text(w.characteristics.durability),
  workability: text(w.characteristics.workability),
  applications: text(w.characteristics.applications),
  certification: text(w.sustainability.certification),
  growthRate: text(w.sustainability.growth_rate),
  environmentalImpact: text(w.sustainability.environmental_impact),
  moistureContent: numberText(w.technical_data.moisture_content),
  shrinkage: text(w.technical_data.shrinkage),
  jankaHardness: numberText(w.technical_data.janka_hardness)
})

/** Which form field each wire field feeds: the contract's messages land there. */
export const WOOD_TYPE_FORM_FIELDS: FieldMap<keyof WoodTypeFormValues> = {
  name: "name",
  grade: "grade",
  alternative_names: "alternativeNames",
  "alternative_names.0": "alternativeNames",
  description: "description",
  density: "density",
  origin: "origin",
  price_range: "priceMax",
  "price_range.min": "priceMin",
  "price_range.max": "priceMax",
  "characteristics.color": "color",
  "characteristics.grain": "grain",
  "characteristics.durability": "durability",
  "characteristics.workability": "workability",
  "characteristics.applications": "applications",
  "sustainability.certification": "certification",
  "sustainability.growth_rate": "growthRate",
  "sustainability.environmental_impact": "environmentalImpact",
  "technical_data.moisture_content": "moistureContent",
  "technical_data.shrinkage": "shrinkage",
  "technical_data.janka_hardness": "jankaHardness"
}

export const woodTypeFormSchema = WoodTypePayload

const orNull = (value: string) => (value.trim() === "" ? null : value.trim())
const numberOrNull = (value: string) => typedNumber(value) ?? null

/** The body; the price range is sent only when both ends are set (spec section 5). */
export const toWoodTypePayload = (v: WoodTypeFormValues): WoodTypePayload => ({
  name: v.name.trim(),
  grade: orNull(v.grade),
  alternative_names: v.alternativeNames
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0),
  description: orNull(v.description),
  density: numberOrNull(v.density),
  origin: orNull(v.origin),
  price_range: v.priceMin.trim() && v.priceMax.trim() && Number(v.priceMin) && Number(v.priceMax) ? { min: Number(v.priceMin), max: Number(v.priceMax) } : null,
  characteristics: {
    color: orNull(v.color),
    grain: orNull(v.grain),
    durability: orNull(v.durability),
    workability: orNull(v.workability),
    applications: orNull(v.applications)
  },
  sustainability: { certification: orNull(v.certification), growth_rate: orNull(v.growthRate), environmental_impact: orNull(v.environmentalImpact) },
  technical_data: { moisture_content: numberOrNull(v.moistureContent), shrinkage: orNull(v.shrinkage), janka_hardness: numberOrNull(v.jankaHardness) }
})
