import type { RecordedEvent } from "@timber/eventstore"
import { metadataOf } from "@timber/contracts"

/** When and by whom a stream was created and last touched, from event metadata. */
export const streamTimes = (recorded: ReadonlyArray<RecordedEvent>) => {
  const at = (e: RecordedEvent | undefined) => (e === undefined ? new Date(0).toISOString() : metadataOf(e).occurredAt)
  const last = recorded[recorded.length - 1]
  return {
    createdAt: at(recorded[0]),
    updatedAt: at(last),
    lastWorkedBy: last ? metadataOf(last).userEmail : null
  }
}
