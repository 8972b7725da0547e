export interface ProjectionCheckpointsTable {
  name: string
  version: number
  position: string
  state: "running" | "rebuilding" | "stopped"
  last_error: string | null
  /** The event types the projection reads, written by the runner at each start. */
  event_types: string[]
  /** The position of the event it stopped on (a poison event); null while it runs. */
  stopped_at: string | null
  updated_at: string | null
}
