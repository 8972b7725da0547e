import { Schema } from "effect"
import { money } from "../shared/money"
import { Bounds } from "../shared/bounds"
import { versionedImageUrl } from "../shared/images"
import { optionalNameText, requiredIdentifier } from "../shared/identifiers"
import { ValidationMessages } from "../shared/validation-messages"
import { boundedList, boundedText, optionalNumber, optionalText, requiredNumber, requiredText } from "../shared/fields"
import { RecordVersion, SeenVersionField } from "../shared/record-version"
import { WoodTypeMessages } from "./messages"

export { WoodTypeMessages }

/** The choices of spec section 5 "Wood type". */
export const WOOD_GRADES = ["A", "B", "C", "D"] as const
export const WOOD_DURABILITY = ["Low", "Medium", "High"] as const
export const WOOD_WORKABILITY = ["Easy", "Moderate", "Difficult"] as const
export const WOOD_GROWTH_RATES = ["Slow", "Medium", "Fast"] as const

/** The catalogue of spec section 3 "Wood type" beyond name and grade, as stored in events and returned by the API. */
export const WoodCharacteristics = Schema.Struct({
  color: Schema.NullOr(Schema.String),
  grain: Schema.NullOr(Schema.String),
  durability: Schema.NullOr(Schema.String),
  workability: Schema.NullOr(Schema.String),
  applications: Schema.NullOr(Schema.String)
})
export type WoodCharacteristics = typeof WoodCharacteristics.Type

export const WoodSustainability = Schema.Struct({
  certification: Schema.NullOr(Schema.String),
  growth_rate: Schema.NullOr(Schema.String),
  environmental_impact: Schema.NullOr(Schema.String)
})
export type WoodSustainability = typeof WoodSustainability.Type

export const WoodTechnicalData = Schema.Struct({
  /** % */
  moisture_content: Schema.NullOr(Schema.Number),
  shrinkage: Schema.NullOr(Schema.String),
  /** N */
  janka_hardness: Schema.NullOr(Schema.Number)
})
export type WoodTechnicalData = typeof WoodTechnicalData.Type

export const PriceRange = Schema.Struct({ min: Schema.Number, max: Schema.Number })

export const WoodTypeCatalogue = Schema.Struct({
  alternative_names: Schema.Array(Schema.String),
  description: Schema.NullOr(Schema.String),
  /** kg/m³ */
  density: Schema.NullOr(Schema.Number),
  origin: Schema.NullOr(Schema.String),
  /** TZS per m³ */
  price_range: Schema.NullOr(PriceRange),
  characteristics: WoodCharacteristics,
  sustainability: WoodSustainability,
  technical_data: WoodTechnicalData
})
export type WoodTypeCatalogue = typeof WoodTypeCatalogue.Type

export const EMPTY_WOOD_TYPE_CATALOGUE: WoodTypeCatalogue = {
  alternative_names: [],
  description: null,
  density: null,
  origin: null,
  price_range: null,
  characteristics: { color: null, grain: null, durability: null, workability: null, applications: null },
  sustainability: { certification: null, growth_rate: null, environmental_impact: null },
  technical_data: { moisture_content: null, shrinkage: null, janka_hardness: null }
}

/** Where a wood type's image is read (signed-in users); the address changes with the picture. */
export const woodTypeImageUrl = (woodTypeId: string, sha256: string) =>
  versionedImageUrl(`/api/factory/wood-types/${encodeURIComponent(woodTypeId)}/image`, sha256)

export const WoodType = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  grade: Schema.NullOr(Schema.String),
  ...WoodTypeCatalogue.fields,
  price_range: money("wood-types", WoodTypeCatalogue.fields.price_range),
  /** Spec section 3's image_url and images: one picture, uploaded in the dialog (null and [] without one). */
  image_url: Schema.NullOr(Schema.String),
  images: Schema.Array(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  version: RecordVersion
})
export type WoodType = typeof WoodType.Type

const line = (label: string) => optionalText(label, Bounds.text.line, { multiline: false })
/**
 * One of the spec's options, or null for none. A filter rather than a union of literals: Effect
 * flattens an optional nullable union and would drop the message that lists the options.
 */
const choice = <const L extends ReadonlyArray<string>>(label: string, literals: L) =>
  Schema.optional(
    Schema.NullOr(Schema.String)
      .pipe(Schema.filter((value) => value === null || literals.includes(value), { message: () => ValidationMessages.notOneOf(label, literals) }))
      .annotations({ message: () => ValidationMessages.notOneOf(label, literals), arbitrary: () => (fc) => fc.constantFrom(null, ...literals) })
  )

const PriceRangePayload = Schema.Struct({
  min: requiredNumber("Minimum price", Bounds.amount),
  max: requiredNumber("Maximum price", Bounds.amount)
}).pipe(Schema.filter((range) => range.min <= range.max, { message: () => WoodTypeMessages.priceRangeOrder }))

/** The add/edit dialog's body: every catalogue field is optional; a PUT replaces the whole catalogue. */
export const WoodTypePayload = Schema.Struct({
  name: requiredIdentifier("Name", WoodTypeMessages.nameRequired, Bounds.text.name),
  grade: choice("Grade", WOOD_GRADES),
  alternative_names: Schema.optional(boundedList("Alternative names", optionalNameText("Alternative name", Bounds.text.name), Bounds.list.alternativeNames)),
  description: optionalText("Description"),
  density: optionalNumber("Density", Bounds.densityKgM3),
  origin: line("Origin"),
  price_range: Schema.optional(Schema.NullOr(PriceRangePayload)),
  characteristics: Schema.optional(
    Schema.Struct({
      color: line("Color"),
      grain: line("Grain"),
      durability: choice("Durability", WOOD_DURABILITY),
      workability: choice("Workability", WOOD_WORKABILITY),
      applications: optionalText("Applications")
    })
  ),
  sustainability: Schema.optional(
    Schema.Struct({
      certification: line("Certification"),
      growth_rate: choice("Growth rate", WOOD_GROWTH_RATES),
      environmental_impact: optionalText("Environmental impact")
    })
  ),
  technical_data: Schema.optional(
    Schema.Struct({
      moisture_content: optionalNumber("Moisture content", Bounds.percentage),
      shrinkage: line("Shrinkage"),
      janka_hardness: optionalNumber("Janka hardness", Bounds.jankaHardnessN)
    })
  ),
  ...SeenVersionField
})
export type WoodTypePayload = typeof WoodTypePayload.Type

/** image_url and images of a wood type as the API answers them, from the stored picture's id and sha256. */
export const woodTypeImageFields = (woodTypeId: string, image: { readonly sha256: string } | null) => {
  const url = image ? woodTypeImageUrl(woodTypeId, image.sha256) : null
  return { image_url: url, images: url ? [url] : [] }
}

const text = (value: string | null | undefined) => (value == null || value.trim() === "" ? null : value.trim())
const number = (value: number | null | undefined) => (value == null ? null : value)

/** The catalogue a payload asks for: blanks become null, names are trimmed, duplicates dropped. */
export const woodTypeCatalogueOf = (payload: WoodTypePayload): WoodTypeCatalogue => ({
  alternative_names: [...new Set((payload.alternative_names ?? []).map((name) => name.trim()).filter((name) => name.length > 0))],
  description: text(payload.description),
  density: number(payload.density),
  origin: text(payload.origin),
  price_range: payload.price_range ?? null,
  characteristics: {
    color: text(payload.characteristics?.color),
    grain: text(payload.characteristics?.grain),
    durability: payload.characteristics?.durability ?? null,
    workability: payload.characteristics?.workability ?? null,
    applications: text(payload.characteristics?.applications)
  },
  sustainability: {
    certification: text(payload.sustainability?.certification),
    growth_rate: payload.sustainability?.growth_rate ?? null,
    environmental_impact: text(payload.sustainability?.environmental_impact)
  },
  technical_data: {
    moisture_content: number(payload.technical_data?.moisture_content),
    shrinkage: text(payload.technical_data?.shrinkage),
    janka_hardness: number(payload.technical_data?.janka_hardness)
  }
})
