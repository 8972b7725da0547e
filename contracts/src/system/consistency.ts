/**
 * Read-your-writes over HTTP (ARCHITECTURE section 5) and what a stopped projection adds to it.
 * Header names are lower case: fetch and Effect's client hand them over that way.
 */
export const ConsistencyHeaders = {
  /** On a write: where its last event landed. */
  eventPosition: "x-event-position",
  /** On a read: answer only once the read models serving it reached this position. */
  minPosition: "x-min-position",
  /** On a read: the projections (comma separated) that had not reached X-Min-Position when it answered. */
  dataBehind: "x-data-behind",
  /** On a write: a sentence for the user when a stopped projection will not show the change. */
  projectionWarning: "x-projection-warning"
} as const

export const ProjectionMessages = {
  /** Sent in a header: ASCII only (projection names are). */
  writeHidden: (projections: ReadonlyArray<string>) =>
    `Your change was saved, but ${projections.length === 1 ? `the ${projections[0]} read model has` : `the ${projections.join(", ")} read models have`} stopped, so screens built on ${projections.length === 1 ? "it" : "them"} will not show it until an administrator repairs ${projections.length === 1 ? "it" : "them"}.`,
  stopped: (projection: string, position: string | null, reason: string | null) =>
    `The ${projection} read model stopped${position === null ? "" : ` at event ${position}`}: ${reason ?? "no reason recorded"}. Screens built on it show older data until it is repaired.`
} as const
