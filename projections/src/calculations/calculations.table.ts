export interface CalculationsTable {
  id: string
  user_id: string
  wood_type_id: string
  wood_type_name: string | null
  thickness: number
  width: number
  length: number
  price_per_plank: number
  tax_percentage: number
  volume_m3: number
  planks_per_m3: number
  price_per_m3: number
  notes: string | null
  created_at: string
  /** The calculation stream's revision (migration 20261207_1200): what a delete carries in If-Match. */
  version: string | null
}
