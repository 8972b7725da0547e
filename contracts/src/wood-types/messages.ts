/**
 * Wood type messages (spec section 3), apart from the schemas: the message catalogue every screen
 * loads (the sign-in page too) needs the sentences, not the catalogue's schemas (first load under 200 kB).
 */
export const WoodTypeMessages = {
  nameRequired: "Name is required",
  /** Wood type names are unique by their identifier key: "Teak" and "teak " are one species. */
  nameTaken: (name: string) => `A wood type named ${name} already exists`,
  notFound: "Wood type not found",
  created: "Wood type created successfully",
  updated: "Wood type updated successfully",
  deleted: "Wood type deleted successfully",
  loadFailed: "Failed to load wood types",
  saveFailed: "Failed to save wood type",
  /** The spec's refusal of a delete, also the server's message when the wood type is in use. */
  inUse: "Failed to delete wood type. It may be in use by calculations or processes.",
  priceRangeOrder: "Price range: the minimum must not be above the maximum",
  confirmDelete: (name: string) => `Delete the wood type ${name}? This cannot be undone.`,
  imageRemoved: "Wood type image removed",
  noImage: "This wood type has no image",
  emptyCatalogue: "No wood types yet. Add the species you buy (for example Teak or Mninga) so LOTs, calculations and drying batches can use them.",
  /** The empty catalogue as someone who may not add to it sees it. */
  emptyCatalogueReadOnly: "No wood types yet. An administrator adds the species the factory buys here."
} as const
