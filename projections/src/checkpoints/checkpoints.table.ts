export interface ProjectionCheckpointsTable {
  name: string
  version: number
  position: string
  state: "running" | "rebuilding" | "stopped"
  last_error: string | null
  updated_at: string | null
}
