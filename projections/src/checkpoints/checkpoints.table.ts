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
  /** A blue-green rebuild under way: where its shadow tables stand, the head it aims at, when it began (null when none). */
  rebuild_position: string | null
  rebuild_head: string | null
  /** Events the rebuild applied so far (positions are not dense: the log's positions say how far, this how many). */
  rebuild_events: string | null
  rebuild_started_at: string | null
  /** When the last rebuild swapped in (its position and head then both say where); null while one runs. */
  rebuild_finished_at: string | null
  /** Why the last rebuild gave up (its shadow dropped, the old tables still serving); null once one succeeds. */
  rebuild_error: string | null
}
