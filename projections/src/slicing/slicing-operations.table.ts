export interface SlicingOperationsTable {
  id: string
  serial_number: string
  wood_type_id: string
  wood_type_name: string | null
  lot_number: string
  /** numeric: read back as text */
  sleeper_number: number | string
  start_time: string | null
  sleeper_sizes: unknown
  plank_sizes: unknown
  status: string
  waste_percentage: number
  notes: string | null
  auto_check_completion: boolean
  approval_status: string
  created_at: string
  updated_at: string
  /** The operation's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0700. */
  version: string | null
}
