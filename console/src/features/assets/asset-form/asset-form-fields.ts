import {
  AssetMessages,
  assetTagNumber,
  normalizeAssetTag,
  type Asset,
  type AssetPayload,
  type AssetStatus,
  type DurationUnit,
  type ProductSearchResult,
  ValidationMessages
} from "@timber/contracts"
import { typedNumber } from "../../../lib/form-validation"

/** The asset form's fields as typed (administration spec sections 3 and 5): text boxes hold text until saved. */
export interface AssetFormFields {
  readonly assetTag: string
  readonly categoryId: string
  readonly name: string
  /** The user typed a name of their own: it is no longer filled from category, brand and model. */
  readonly nameTyped: boolean
  readonly description: string
  readonly imageUrl: string | null
  readonly brand: string
  readonly modelNumber: string
  readonly serialNumber: string
  readonly location: string
  readonly status: AssetStatus
  readonly purchaseDate: string
  readonly purchasePrice: string
  /** The server left the price out (no amount on assets-items): the form neither shows nor sends one, and the stored price stays. */
  readonly priceHidden: boolean
  readonly supplier: string
  readonly invoiceNumber: string
  readonly warrantyDurationValue: string
  readonly warrantyDurationUnit: DurationUnit
  readonly warrantyTerms: string
  readonly warrantyProvider: string
  readonly lifespanValue: string
  readonly lifespanUnit: DurationUnit
}

export const ASSET_STATUSES: ReadonlyArray<{ readonly value: AssetStatus; readonly label: string }> = [
  { value: "ACTIVE", label: "Active" },
  { value: "IN_MAINTENANCE", label: "In Maintenance" },
  { value: "BROKEN", label: "Broken" },
  { value: "DISPOSED", label: "Disposed" },
  { value: "RETIRED", label: "Retired" }
]

export const emptyAssetForm = (today: string): AssetFormFields => ({
  assetTag: "",
  categoryId: "",
  name: "",
  nameTyped: false,
  description: "",
  imageUrl: null,
  brand: "",
  modelNumber: "",
  serialNumber: "",
  location: "",
  status: "ACTIVE",
  purchaseDate: today,
  purchasePrice: "",
  priceHidden: false,
  supplier: "",
  invoiceNumber: "",
  warrantyDurationValue: "",
  warrantyDurationUnit: "YEARS",
  warrantyTerms: "",
  warrantyProvider: "",
  lifespanValue: "",
  lifespanUnit: "YEARS"
})

const shown = (value: string | number | null) => (value === null ? "" : String(value))

/** An asset being edited: its name is its own, never re-filled. */
export const assetFormOf = (asset: Asset): AssetFormFields => ({
  assetTag: asset.assetTag,
  categoryId: asset.categoryId,
  name: asset.name,
  nameTyped: true,
  description: shown(asset.description),
  imageUrl: asset.imageUrl,
  brand: shown(asset.brand),
  modelNumber: shown(asset.modelNumber),
  serialNumber: shown(asset.serialNumber),
  location: shown(asset.location),
  status: asset.status,
  purchaseDate: asset.purchaseDate.slice(0, 10),
  purchasePrice: shown(asset.purchasePrice ?? null),
  priceHidden: asset.purchasePrice === undefined,
  supplier: shown(asset.supplier),
  invoiceNumber: shown(asset.invoiceNumber),
  warrantyDurationValue: shown(asset.warrantyDurationValue),
  warrantyDurationUnit: asset.warrantyDurationUnit ?? "YEARS",
  warrantyTerms: shown(asset.warrantyTerms),
  warrantyProvider: shown(asset.warrantyProvider),
  lifespanValue: shown(asset.lifespanValue),
  lifespanUnit: asset.lifespanUnit ?? "YEARS"
})

/** Section 5: the name is the category, brand and model joined with ' - ' (the parts that are there). */
export const suggestedName = (categoryName: string | null, brand: string, modelNumber: string) =>
  [categoryName ?? "", brand, modelNumber]
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(" - ")

/** A field changed: the tag is upper-cased as typed, and the name follows category, brand and model until the user types one. */
export const withField = <K extends keyof AssetFormFields>(
  fields: AssetFormFields,
  key: K,
  value: AssetFormFields[K],
  categoryName: (categoryId: string) => string | null
): AssetFormFields => {
  if (key === "name") return { ...fields, name: value as string, nameTyped: (value as string).trim().length > 0 }
  const next = { ...fields, [key]: key === "assetTag" ? (value as string).toUpperCase() : value }
  if (fields.nameTyped || (key !== "categoryId" && key !== "brand" && key !== "modelNumber")) return next
  return { ...next, name: suggestedName(categoryName(next.categoryId), next.brand, next.modelNumber) }
}

/** A product search result chosen: what it knows fills the form (name, brand, model, category, price, picture). */
export const withProduct = (fields: AssetFormFields, product: ProductSearchResult, imageUrl: string | null): AssetFormFields => ({
  ...fields,
  name: product.name ?? product.title,
  nameTyped: true,
  brand: product.brand ?? fields.brand,
  modelNumber: product.modelNumber ?? fields.modelNumber,
  categoryId: product.categoryId ?? fields.categoryId,
  purchasePrice: product.price === null ? fields.purchasePrice : String(product.price),
  imageUrl: imageUrl ?? fields.imageUrl
})

export type AssetFormErrors = Partial<Record<keyof AssetFormFields, string>>

const number = (text: string) => typedNumber(text) ?? null

/** Section 5's rules with their sentences (the server checks them again with the same ones). */
export const assetFormErrors = (fields: AssetFormFields): AssetFormErrors => {
  const errors: { -readonly [K in keyof AssetFormFields]?: string } = {}
  const tag = normalizeAssetTag(fields.assetTag)
  if (tag === "") errors.assetTag = AssetMessages.tagRequired
  else if (assetTagNumber(tag) === null) errors.assetTag = AssetMessages.tagFormat
  if (fields.categoryId === "") errors.categoryId = AssetMessages.categoryRequired
  if (fields.name.trim() === "") errors.name = AssetMessages.nameRequired
  if (fields.purchaseDate === "") errors.purchaseDate = AssetMessages.purchaseDateRequired
  const price = number(fields.purchasePrice)
  // "is required" only when nothing was typed: a negative or unreadable price says what is wrong with it (section 5: min 0)
  if (fields.priceHidden) {
    // not shown, not sent: nothing to check
  } else if (price === null) errors.purchasePrice = AssetMessages.purchasePriceRequired
  else if (!Number.isFinite(price)) errors.purchasePrice = ValidationMessages.notNumber("Purchase price")
  else if (price < 0) errors.purchasePrice = ValidationMessages.belowMin("Purchase price", 0)
  const warranty = number(fields.warrantyDurationValue)
  if (warranty !== null && !(warranty >= 1)) errors.warrantyDurationValue = AssetMessages.warrantyDurationMin
  const lifespan = number(fields.lifespanValue)
  if (lifespan !== null && !(lifespan >= 1)) errors.lifespanValue = AssetMessages.lifespanMin
  return errors
}

const text = (value: string) => (value.trim() === "" ? null : value.trim())

/** The body of POST /assets and PATCH /assets/{id}; the warranty dates are the server's to work out. */
export const assetPayloadOf = (fields: AssetFormFields): AssetPayload => {
  const warranty = number(fields.warrantyDurationValue)
  const lifespan = number(fields.lifespanValue)
  return {
    assetTag: normalizeAssetTag(fields.assetTag),
    categoryId: fields.categoryId,
    name: fields.name.trim(),
    description: text(fields.description),
    imageUrl: fields.imageUrl,
    brand: text(fields.brand),
    modelNumber: text(fields.modelNumber),
    serialNumber: text(fields.serialNumber),
    location: text(fields.location),
    status: fields.status,
    purchaseDate: fields.purchaseDate,
    // a hidden price is no decision of this editor: the server keeps the stored one (command-service assets update)
    purchasePrice: fields.priceHidden ? 0 : (number(fields.purchasePrice) ?? Number.NaN),
    supplier: text(fields.supplier),
    invoiceNumber: text(fields.invoiceNumber),
    warrantyDurationValue: warranty,
    warrantyDurationUnit: warranty === null ? null : fields.warrantyDurationUnit,
    warrantyTerms: text(fields.warrantyTerms),
    warrantyProvider: text(fields.warrantyProvider),
    lifespanValue: lifespan,
    lifespanUnit: lifespan === null ? null : fields.lifespanUnit
  }
}
