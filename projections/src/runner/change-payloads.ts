import type { ProjectionChange } from "@timber/contracts"

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a batch that touches a few hundred
 * LOTs names more topics than that (a catch-up, a rebuild), and its transaction failed again on
 * every retry, so the projection never moved on.
 */
const MAX_PAYLOAD_BYTES = 7_000

/**
 * A checkpoint move as NOTIFY payloads, each under PostgreSQL's limit: the same position,
 * projection and state in each, the topics shared out among them (one payload when they fit).
 */
export const changePayloads = (change: ProjectionChange): ReadonlyArray<string> => {
  const whole = JSON.stringify(change)
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return [whole]
  const payloads: string[] = []
  const bare = Buffer.byteLength(JSON.stringify({ ...change, topics: [] }))
  let topics: string[] = []
  let size = bare
  for (const topic of change.topics) {
    const adds = Buffer.byteLength(JSON.stringify(topic)) + 1
    if (topics.length > 0 && size + adds > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ ...change, topics }))
      topics = []
      size = bare
    }
    topics.push(topic)
    size += adds
  }
  payloads.push(JSON.stringify({ ...change, topics }))
  return payloads
}
