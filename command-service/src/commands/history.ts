import { metadataOf, type WorkTrail } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"

/** One change to a stream: when, and by whom. */
export interface Touch {
  readonly occurredAt: string
  readonly userEmail: string | null
}

/** One stored event of a stream: its type, when, and by whom. */
export interface StreamTouch extends Touch {
  readonly type: string
}

/** When and by whom a stream was created and last worked on, from its changes in order. */
export const workTrail = (touches: ReadonlyArray<Touch>): WorkTrail => {
  const first = touches[0]
  const last = touches[touches.length - 1]
  const never = new Date(0).toISOString()
  return {
    createdAt: first?.occurredAt ?? never,
    updatedAt: last?.occurredAt ?? never,
    lastWorkedBy: last?.userEmail ?? null,
    lastWorkedAt: last?.occurredAt ?? never
  }
}

/** The work trail of a stored stream, from its events' metadata. */
export const streamTimes = (recorded: ReadonlyArray<RecordedEvent>): WorkTrail => workTrail(recorded.map(metadataOf))
