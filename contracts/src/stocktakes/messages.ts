/** Stocktake messages: the spec is silent on counts, these are decided in contracts/README.md "Stocktakes". */
export const StocktakeMessages = {
  locationRequired: "Location is required",
  notFound: "Stocktake not found",
  notOpen: "This stocktake is already finished or cancelled",
  countedTwice: "An asset was counted twice",
  started: "Stocktake started",
  finished: "Stocktake finished: the count is on each asset's history",
  cancelled: "Stocktake cancelled",
  failed: "Failed to save stocktake"
} as const
