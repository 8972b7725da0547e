/** An event an ADMIN told a projection to skip (`ProjectionEventSkipped`): the runner never applies it to that projection. */
export interface ProjectionSkipsTable {
  /** `<projection>@<position>` */
  id: string
  projection: string
  /** bigint: the skipped event's place in the log */
  position: string | number | bigint
  event_type: string
  stream_id: string
  reason: string
  skipped_by: string
  skipped_at: string
  /** bigint: the place of the skip itself in the log */
  log_position: string | number | bigint
}
