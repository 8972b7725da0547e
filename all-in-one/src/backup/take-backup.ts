import type { Database, FileStore } from "@timber/eventstore"
import { sql } from "kysely"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { GENERATED_SECRET_FILES } from "../config"
import { openArchiveWriter } from "./archive-file"
import type { BackupManifest } from "./backup-manifest"
import { recordErasures } from "./erasure-journal"
import { PRODUCT_VERSION } from "./product-version"

/** What a backup reads: the store's database, the file store the log's uploads went to, and the data dir's generated secrets. */
export interface BackupSource {
  readonly database: Database
  readonly fileStore: FileStore
  readonly dataDir: string
}

/** One event as the archive keeps it (its part `events`). */
export interface ArchivedEvent {
  readonly position: string
  /** The appending transaction (null for events of the earliest installs): a point-in-time restore keeps or leaves out one append whole. */
  readonly transactionId: string | null
  readonly id: string
  readonly streamId: string
  readonly revision: string
  readonly type: string
  readonly data: unknown
  readonly metadata: unknown
  /** UTC, to the microsecond, as the store recorded it. */
  readonly recordedAt: string
}

const PAGE = 2000
const UPLOADED_FILE = "WebsiteFileUploaded"
const SUBSCRIBER_ERASED = "NewsletterSubscriberDeleted"

/** How long a backup waits for transactions older than the appends committed before it (their positions are lower). */
const COVER_WAIT_MS = 5000

/**
 * The readable head (below the watermark: every transaction there has ended, so nothing can still
 * commit at or below it) once it covers every append committed before the backup was asked for, or
 * what it is after COVER_WAIT_MS: "back up now" holds what the user just did, unless a transaction
 * started before it is still open (then the backup stops below that transaction's events).
 */
const headCoveringCommitted = async (database: Database): Promise<string> => {
  const read = async () =>
    (
      await sql<{ newest: string | null; readable: string | null }>`
        select (select max(position) from events)::text as newest, (select max(position) from events where position < events_watermark())::text as readable`.execute(
        database.db
      )
    ).rows[0]
  const first = await read()
  const newest = BigInt(first?.newest ?? "0")
  let readable = first?.readable ?? "0"
  const deadline = Date.now() + COVER_WAIT_MS
  while (BigInt(readable) < newest && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    readable = (await read())?.readable ?? "0"
  }
  return readable
}

const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

/**
 * One archive of everything the product knows, taken while it runs. The log is read up to the
 * readable head at the start (below the watermark: every transaction there has ended, so no event
 * can still commit at or below it and the read needs no long transaction: events are never changed),
 * page by page in position order, never all at once. The erasure keys, credentials, secrets and blobs
 * are read after it: a key destroyed meanwhile is left out (the erasure wins). With a path, the
 * subscribers erased in the log go into the erasure journal beside it (erasure-journal.ts).
 */
export const takeBackup = async (
  source: BackupSource,
  out: NodeJS.WritableStream | string,
  onProgress?: (done: number, total: number) => void
): Promise<BackupManifest> => {
  const db = source.database.db
  const position = await headCoveringCommitted(source.database)
  const head = await sql<{ events: string; streams: string }>`
    select count(*)::text as events, count(distinct stream_id)::text as streams from events where position <= ${position}`.execute(db)
  const eventCount = Number(head.rows[0]?.events ?? 0)
  const streamCount = Number(head.rows[0]?.streams ?? 0)
  const uploadedFiles = new Set<string>()
  const erased = new Set<string>()
  let firstRecordedAt: string | null = null
  let lastRecordedAt: string | null = null
  let done = 0
  let total = eventCount
  const progressed = () => {
    done++
    if (onProgress && (done % 1000 === 0 || done === total)) onProgress(done, total)
  }

  async function* events(): AsyncGenerator<ArchivedEvent> {
    let after = -1n
    for (;;) {
      const page = await sql<{
        position: string
        transaction_id: string | null
        event_id: string
        stream_id: string
        revision: string
        type: string
        data: unknown
        metadata: unknown
        recorded_at: string
      }>`
        select position::text as position, transaction_id::text as transaction_id, event_id, stream_id, revision::text as revision, type, data, metadata,
               to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as recorded_at
        from events where position > ${after.toString()} and position <= ${position} order by position limit ${PAGE}`.execute(db)
      for (const row of page.rows) {
        const data = json(row.data) as Record<string, unknown>
        if (row.type === UPLOADED_FILE && typeof data.fileId === "string") uploadedFiles.add(data.fileId)
        if (row.type === SUBSCRIBER_ERASED && typeof data.subscriberId === "string") erased.add(data.subscriberId)
        firstRecordedAt ??= row.recorded_at
        lastRecordedAt = row.recorded_at
        yield {
          position: row.position,
          transactionId: row.transaction_id,
          id: row.event_id,
          streamId: row.stream_id,
          revision: row.revision,
          type: row.type,
          data,
          metadata: json(row.metadata),
          recordedAt: row.recorded_at
        }
      }
      if (page.rows.length < PAGE) return
      after = BigInt(page.rows[page.rows.length - 1]!.position)
    }
  }

  async function* rowsOf<Row>(query: ReturnType<typeof sql<Row>>): AsyncGenerator<Row> {
    for (const row of (await query.execute(db)).rows) yield row
  }

  async function* blobs() {
    let after = ""
    for (;;) {
      const page = await sql<{ id: string; mime: string; size: number; sha256: string; bytes: Uint8Array; created_at: Date }>`
        select id, mime, size, sha256, bytes, created_at from blobs where id > ${after} order by id limit 100`.execute(db)
      for (const row of page.rows)
        yield {
          id: row.id,
          mime: row.mime,
          size: Number(row.size),
          sha256: row.sha256,
          bytes: Buffer.from(row.bytes).toString("base64"),
          createdAt: new Date(row.created_at).toISOString()
        }
      if (page.rows.length < 100) return
      after = page.rows[page.rows.length - 1]!.id
    }
  }

  async function* files() {
    for (const key of [...uploadedFiles].sort()) {
      const object = await source.fileStore.get(key)
      progressed()
      // a file whose bytes are gone (never stored: its upload was refused after the put failed) has nothing to keep
      if (object !== null) yield { key, mime: object.mime, bytes: Buffer.from(object.bytes).toString("base64") }
    }
  }

  async function* dataDirSecrets() {
    for (const name of GENERATED_SECRET_FILES) {
      const file = join(source.dataDir, name)
      if (existsSync(file)) yield { name, value: readFileSync(file, "utf8") }
    }
  }

  const writer = await openArchiveWriter(out)
  try {
    const eventsPart = await writer.part("events", events(), progressed)
    total += uploadedFiles.size
    const keys = await writer.part(
      "erasure-keys",
      rowsOf(sql<{ ownerId: string; key: string; createdAt: string }>`
        select owner_id as "ownerId", encode(key, 'base64') as key, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"
        from erasure_keys order by owner_id`)
    )
    const credentials = await writer.part(
      "credentials",
      rowsOf(sql<{ userId: string; passwordHash: string; updatedAt: string }>`
        select user_id as "userId", password_hash as "passwordHash", to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "updatedAt"
        from credentials order by user_id`)
    )
    const secrets = await writer.part(
      "system-secrets",
      rowsOf(sql<{ name: string; value: string; updatedAt: string }>`
        select name, value, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "updatedAt" from system_secrets order by name`)
    )
    const blobPart = await writer.part("blobs", blobs())
    const filePart = await writer.part("files", files())
    const dataDirPart = await writer.part("data-dir-secrets", dataDirSecrets())
    onProgress?.(total, total)
    const manifest = await writer.finish({
      productVersion: PRODUCT_VERSION,
      createdAt: new Date().toISOString(),
      engine: source.database.kind,
      position,
      firstRecordedAt,
      lastRecordedAt,
      counts: {
        events: eventsPart.rows,
        streams: streamCount,
        erasureKeys: keys.rows,
        files: filePart.rows,
        credentials: credentials.rows,
        blobs: blobPart.rows,
        secrets: secrets.rows + dataDirPart.rows,
        erasedSubscribers: erased.size
      }
    })
    if (typeof out === "string") recordErasures(out, [...erased])
    return manifest
  } catch (failure) {
    await writer.abort()
    throw failure
  }
}
