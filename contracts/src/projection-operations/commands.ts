/** What an ADMIN asks of a projection; `by` is their e-mail, `stoppedAt` where the runner says it stands. */
export interface RequestProjectionRebuild {
  readonly _tag: "RequestProjectionRebuild"
  readonly projection: string
  readonly by: string
}
export interface ResumeProjection {
  readonly _tag: "ResumeProjection"
  readonly projection: string
  /** The event it is stopped on, as the checkpoint row says (null: not stopped). */
  readonly stoppedAt: string | null
  readonly by: string
}
export interface SkipProjectionEvent {
  readonly _tag: "SkipProjectionEvent"
  readonly projection: string
  readonly stoppedAt: string | null
  readonly position: string
  readonly eventType: string
  readonly streamId: string
  readonly reason: string
  readonly by: string
}
export type ProjectionOperationCommand = RequestProjectionRebuild | ResumeProjection | SkipProjectionEvent
