import { AssetCategoryId, AssetId, AssetRegistered } from "@timber/contracts"

/**
 * The asset the upkeep specs keep: a planer registered with only what the form requires. The
 * decider's, the reminders process's and the read model's specs start from the same one, so its
 * tag and name ("UD-0001 Planer") read the same in each.
 */
export const PLANER_ID = AssetId.make("a-1")
export const PLANER_CATEGORY_ID = AssetCategoryId.make("c-1")
export const planerRegistered = AssetRegistered.make({
  assetId: PLANER_ID,
  assetTag: "UD-0001",
  name: "Planer",
  description: null,
  categoryId: PLANER_CATEGORY_ID,
  imageUrl: null,
  brand: null,
  modelNumber: null,
  serialNumber: null,
  location: null,
  status: "ACTIVE",
  purchaseDate: "2026-01-10",
  purchasePrice: 1_000_000,
  supplier: null,
  invoiceNumber: null,
  warrantyDurationValue: null,
  warrantyDurationUnit: null,
  warrantyStartDate: null,
  warrantyEndDate: null,
  warrantyTerms: null,
  warrantyProvider: null,
  lifespanValue: null,
  lifespanUnit: null
})
