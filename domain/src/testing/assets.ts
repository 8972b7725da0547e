import { AssetCategoryId, AssetId, UserId, type AssetEvent, type AssetInput } from "@timber/contracts"

/** An asset the assets' specs are given: a Makita saw in the workshop. */
export const assetId = AssetId.make("a1")
export const input: AssetInput = {
  assetTag: " ud-0007 ",
  name: "Saw - Makita - 5007",
  description: null,
  categoryId: AssetCategoryId.make("c1"),
  imageUrl: null,
  brand: "Makita",
  modelNumber: "5007",
  serialNumber: null,
  location: "Workshop",
  status: "ACTIVE",
  purchaseDate: "2026-01-31",
  purchasePrice: 450_000,
  supplier: null,
  invoiceNumber: null,
  warrantyDurationValue: 1,
  warrantyDurationUnit: "MONTHS",
  warrantyTerms: null,
  warrantyProvider: null,
  lifespanValue: 5,
  lifespanUnit: "YEARS"
}
export const registered: AssetEvent = {
  _tag: "AssetRegistered",
  assetId,
  ...input,
  assetTag: "UD-0007",
  warrantyStartDate: "2026-01-31",
  warrantyEndDate: "2026-02-28"
}
export const assignment = {
  assignedToUserId: UserId.make("u1"),
  assignedToTeam: null,
  assignedToProject: null,
  assignmentDate: "2026-02-01T08:00:00.000Z",
  assignedBy: "Asha",
  notes: "For the site"
}
