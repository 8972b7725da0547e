import { AssetCategoryId, type AssetDetails, type AssetInput, type AssetPayload } from "@timber/contracts"

/** Optional text as sent: left out keeps what the asset has (PATCH), null or blank clears it. */
const text = (sent: string | null | undefined, current: string | null | undefined) => (sent === undefined ? (current ?? null) : sent?.trim() || null)
const kept = <A>(sent: A | null | undefined, current: A | null | undefined): A | null => (sent === undefined ? (current ?? null) : sent)

/** The form's fields as the decider takes them; on an edit (`current`) a field left out keeps its value. */
export const assetInputOf = (payload: AssetPayload, current: AssetDetails | null = null): AssetInput => {
  const warrantyDurationValue = kept(payload.warrantyDurationValue, current?.warrantyDurationValue)
  const lifespanValue = kept(payload.lifespanValue, current?.lifespanValue)
  return {
    assetTag: payload.assetTag,
    name: payload.name,
    description: text(payload.description, current?.description),
    categoryId: AssetCategoryId.make(payload.categoryId.trim()),
    imageUrl: text(payload.imageUrl, current?.imageUrl),
    brand: text(payload.brand, current?.brand),
    modelNumber: text(payload.modelNumber, current?.modelNumber),
    serialNumber: text(payload.serialNumber, current?.serialNumber),
    location: text(payload.location, current?.location),
    // a new asset is ACTIVE unless told otherwise (section 9)
    status: payload.status ?? current?.status ?? "ACTIVE",
    purchaseDate: payload.purchaseDate,
    purchasePrice: payload.purchasePrice,
    supplier: text(payload.supplier, current?.supplier),
    invoiceNumber: text(payload.invoiceNumber, current?.invoiceNumber),
    warrantyDurationValue,
    // a duration without a unit is read in years, the form's default
    warrantyDurationUnit: warrantyDurationValue === null ? null : (kept(payload.warrantyDurationUnit, current?.warrantyDurationUnit) ?? "YEARS"),
    warrantyTerms: text(payload.warrantyTerms, current?.warrantyTerms),
    warrantyProvider: text(payload.warrantyProvider, current?.warrantyProvider),
    lifespanValue,
    lifespanUnit: lifespanValue === null ? null : (kept(payload.lifespanUnit, current?.lifespanUnit) ?? "YEARS")
  }
}
