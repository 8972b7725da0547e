export interface StocktakesTable {
  id: string
  location: string
  /** OPEN, FINISHED or CANCELLED */
  status: string
  /** jsonb: the stocktake as the API shows it (contracts `Stocktake`). */
  body: unknown
  started_at: string | Date
}
