import {
  jsonEvent,
  type AppendStreamRequest,
  type AppendStreamState,
  type JSONType,
  type MultiAppendResult,
  type WrongExpectedVersionError
} from "@kurrent/kurrentdb-client"
import {
  StreamHolds,
  WrongExpectedRevision,
  type AppendResult,
  type EventMetadataRecord,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend
} from "../port"

/**
 * The pure half of the KurrentDB adapter's `appendToStreams` (eventstore/README.md, "KurrentDB"):
 * how the port's appends become one `multiStreamAppend` request, how its answer and its
 * wrong-expected-version error become the port's, and how a call stored before is recognised.
 * No I/O here, so every rule has a unit test without a server.
 */

/** Metadata key listing the keys whose values were JSON-encoded (multiStreamAppend takes string values only). */
export const JSON_ENCODED_KEYS = "timber.json-keys"

/**
 * multiStreamAppend carries metadata as properties with string values (the client refuses
 * anything else, the server stores them as a JSON object of strings). Strings travel as they
 * are (readable in KurrentDB's UI); any other value is JSON text, its key listed under
 * `JSON_ENCODED_KEYS` so a read gives the same value back.
 */
export const encodeMetadata = (metadata: EventMetadataRecord): Record<string, string> => {
  const out: Record<string, string> = {}
  const encoded: string[] = []
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value === "string") out[key] = value
    else if (value !== undefined) {
      out[key] = JSON.stringify(value)
      encoded.push(key)
    }
  }
  if (encoded.length > 0) out[JSON_ENCODED_KEYS] = JSON.stringify(encoded)
  return out
}

/**
 * The metadata of a read event, whichever way it was written: a plain JSON object (single-stream
 * appends), or `encodeMetadata`'s strings (multi-stream appends). Properties the server or the
 * client add themselves (`$schema.name`, `$schema.data-format`, `$traceId`, …) start with `$`: no
 * key of ours does, so they are left out.
 */
export const decodeMetadata = (raw: unknown): EventMetadataRecord => {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || raw instanceof Uint8Array) return {}
  const source = raw as Record<string, unknown>
  const encoded = new Set<string>()
  const listed = source[JSON_ENCODED_KEYS]
  if (typeof listed === "string") for (const key of JSON.parse(listed) as string[]) encoded.add(key)
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith("$") || key === JSON_ENCODED_KEYS) continue
    out[key] = encoded.has(key) && typeof value === "string" ? JSON.parse(value) : value
  }
  return out
}

export const toStreamState = (expected: ExpectedRevision): AppendStreamState => expected

const fromStreamState = (state: AppendStreamState): ExpectedRevision => (state === "stream_exists" ? "any" : state)

/** The last event of a stream that refuses a type, as read just before the append (null: no stream). */
export interface GuardRead {
  readonly type: string
  readonly revision: bigint
}

/**
 * The expected revision a guarded append (`refuseIfHolds`) is sent with, or its refusal. KurrentDB
 * cannot look into a stream inside the append, so the adapter reads the stream's last event first:
 * a refused type there refuses the call before anything is sent; otherwise the append goes at
 * exactly that revision (not "any"), so a deletion committed between the read and the append
 * makes the server refuse the whole call with a wrong expected version, and the caller re-reads
 * and re-decides (it then sees the deletion). An append that names its own revision keeps it.
 */
export const guardedExpectation = (append: StreamAppend, last: GuardRead | null): ExpectedRevision | StreamHolds => {
  if (append.refuseIfHolds === undefined) return append.expectedRevision
  if (last !== null && last.type === append.refuseIfHolds) return new StreamHolds({ streamId: append.streamId, eventType: append.refuseIfHolds })
  if (append.expectedRevision !== "any") return append.expectedRevision
  return last === null ? "no_stream" : last.revision
}

const toEventData = (event: NewEvent) => jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: encodeMetadata(event.metadata) })

export const toJsonEvent = (event: NewEvent) =>
  jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: event.metadata as JSONType })

/**
 * KurrentDB takes each stream once per request: the port's callers name a stream once per call
 * (one command, one append per stream), so a stream named twice is a programming error (the
 * adapter dies with it), not a conflict.
 */
export const streamNamedTwice = (appends: ReadonlyArray<StreamAppend>): string | undefined => {
  const seen = new Set<string>()
  for (const { streamId } of appends) {
    if (seen.has(streamId)) return streamId
    seen.add(streamId)
  }
  return undefined
}

/**
 * One `multiStreamAppend` request for the port's appends, each stream at the revision it is
 * checked at (`expected[i]`, from `guardedExpectation`), its events with `encodeMetadata`'s
 * metadata.
 */
export const toMultiStreamRequest = (appends: ReadonlyArray<StreamAppend>, expected: ReadonlyArray<ExpectedRevision>): AppendStreamRequest[] =>
  appends.map((append, i) => ({ streamName: append.streamId, expectedState: toStreamState(expected[i]!), events: append.events.map(toEventData) }))

/**
 * The port's answers from KurrentDB's: each stream's new revision (answered by stream name: the
 * server does not promise its order), and the one position of the transaction for all of them
 * (every event of the call commits together; that position covers all of them).
 */
export const answersOf = (appends: ReadonlyArray<StreamAppend>, result: MultiAppendResult): ReadonlyArray<AppendResult> => {
  const revisions = new Map(result.responses.map((response) => [response.streamName, response.revision]))
  return appends.map(({ streamId }) => {
    const revision = revisions.get(streamId)
    if (revision === undefined) throw new Error(`KurrentDB answered no revision for ${streamId}`)
    return { nextRevision: revision, position: result.position }
  })
}

/**
 * The client's wrong-expected-version error as the port's, naming the stream that failed. The
 * revision it expected is the one the request checked (a guarded append's exact revision, not the
 * caller's "any") when the stream is one of `sent`; "no_stream" stays "no_stream".
 */
export const wrongRevisionOf = (
  error: Pick<WrongExpectedVersionError, "streamName" | "expectedState" | "actualState">,
  sent: ReadonlyArray<{ readonly streamId: string; readonly expected: ExpectedRevision }> = []
): WrongExpectedRevision => {
  const checked = sent.find((item) => item.streamId === error.streamName)
  return new WrongExpectedRevision({
    streamId: error.streamName,
    expected: checked?.expected ?? fromStreamState(error.expectedState),
    actual: typeof error.actualState === "bigint" && error.actualState >= 0n ? error.actualState : "no_stream"
  })
}

/**
 * What must be read back to tell a call stored before from a real conflict: an append at an
 * exact revision or `no_stream` from the first revision it asked for, as many events as it
 * brings; an `any` append its stream's newest events (the window of `REPLAY_WINDOW`).
 */
export const REPLAY_WINDOW = 1000
export const replayReadOf = (append: StreamAppend): { readonly from: bigint | "end"; readonly count: number } =>
  append.expectedRevision === "any"
    ? { from: "end", count: REPLAY_WINDOW }
    : { from: append.expectedRevision === "no_stream" ? 0n : append.expectedRevision + 1n, count: append.events.length }

/**
 * The answers of a call that was stored before (the same event ids again: idempotency by id), or
 * null when the conflict is real. `readBack[i]` is what `replayReadOf(appends[i])` read, in
 * revision order. An append at an exact revision or `no_stream` was stored when exactly its ids
 * stand at exactly the revisions it asked for; an `any` append when its ids stand together
 * among its stream's newest events. Only a conflict asks (a call stored before conflicts on its
 * exact revisions, or on a guarded stream's revision that moved): a call of unguarded `any` appends
 * never conflicts, the server's own dedupe by id is its only protection, as for single appends.
 */
export const replayedAnswers = (
  appends: ReadonlyArray<StreamAppend>,
  readBack: ReadonlyArray<ReadonlyArray<RecordedEvent>>
): ReadonlyArray<AppendResult> | null => {
  const answers: AppendResult[] = []
  for (const [i, append] of appends.entries()) {
    const events = readBack[i] ?? []
    const ids = append.events.map((event) => event.id)
    if (ids.length === 0) return null
    let at: number
    if (append.expectedRevision === "any") {
      at = events.findIndex((event) => event.id === ids[0])
    } else {
      const first = append.expectedRevision === "no_stream" ? 0n : append.expectedRevision + 1n
      at = events[0]?.revision === first ? 0 : -1
    }
    if (at === -1) return null
    const stored = events.slice(at, at + ids.length)
    if (stored.length !== ids.length || stored.some((event, j) => event.id !== ids[j])) return null
    const last = stored[stored.length - 1]!
    answers.push({ nextRevision: last.revision, position: last.position })
  }
  return answers
}
