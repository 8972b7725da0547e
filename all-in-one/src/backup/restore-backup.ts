import { migrateCommandTables } from "@timber/command-service/storage/migrate"
import { fileStoreFromEnv, makeSqlEventStore, openDatabase, type Database, type FileStore } from "@timber/eventstore"
import { ALL_PROJECTIONS, makeProjectionRunner, migrateReadModels } from "@timber/projections"
import { sql, type Kysely } from "kysely"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { readPartRows, verifyArchive } from "./archive-file"
import { BackupRefused, type BackupManifest, type BackupPart, type BackupPartName, type RestoreReport } from "./backup-manifest"
import { erasureJournalBeside, readErasureJournal } from "./erasure-journal"
import { restoredPositionsBelowWatermark } from "./restored-positions"
import type { ArchivedEvent } from "./take-backup"

/** Where a restore goes: as `npm start` is configured (DATABASE_URL [+ DATABASE_SCHEMA], else PGlite under the data dir). */
export interface RestoreTarget {
  readonly dataDir: string
  readonly databaseUrl?: string
  readonly databaseSchema?: string
  /** Where the archived files go; the environment's file store (FILE_STORE_S3_BUCKET) or the data dir's files/ unless given. */
  readonly fileStore?: FileStore
}

export interface RestoreOptions {
  /** Stop after this position of the backed-up store (its positions as the product showed them). */
  readonly upToPosition?: bigint
  /** Stop before the first event recorded after this time. */
  readonly upToTime?: Date
  /** The erasure journal to apply; the one beside the archive unless given. */
  readonly erasureJournal?: string
  /** Replay every projection once loaded (default); false leaves it to the product's next start. */
  readonly replay?: boolean
  readonly log?: (line: string) => void
}

const BATCH = 1000

const refuse = (reason: string) => new BackupRefused({ reason })

const partOf = (manifest: BackupManifest, name: BackupPartName): BackupPart | null => manifest.parts.find((part) => part.name === name) ?? null

/** Rows of a part, or none when the archive has no such part. */
const rowsOf = <Row>(archive: string, manifest: BackupManifest, name: BackupPartName): AsyncIterable<Row> => {
  const part = partOf(manifest, name)
  return part === null ? (async function* () {})() : readPartRows<Row>(archive, part)
}

const pglitePath = (target: RestoreTarget) => join(target.dataDir, "pglite")

/** A data dir with anything in it is someone's data: a PGlite restore writes only into an absent or empty one. */
const checkDataDirEmpty = (dataDir: string) => {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw refuse(`The data dir ${dataDir} is not empty: a restore writes only into an empty data dir (or a new one). Nothing was restored.`)
}

/** Every table of the target schema is empty (a schema left by a restore that failed counts as empty). */
const checkDatabaseEmpty = async (db: Kysely<any>, where: string) => {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  for (const { name } of rows) {
    const held = await sql<{ any: boolean }>`select exists (select 1 from ${sql.id(name)}) as any`.execute(db)
    if (held.rows[0]?.any)
      throw refuse(`${where} is not empty (its table ${name} has rows): a restore writes only into an empty database or schema. Nothing was restored.`)
  }
}

/** The backup's data-dir secrets may go where the same file is absent or the same already. */
const checkSecretsFit = (dataDir: string, secrets: ReadonlyArray<{ name: string; value: string }>) => {
  for (const { name, value } of secrets) {
    const file = join(dataDir, name)
    if (existsSync(file) && readFileSync(file, "utf8") !== value)
      throw refuse(`The data dir ${dataDir} holds another ${name} than the backup's: move it away first. Nothing was restored.`)
  }
}

const collect = async <Row>(rows: AsyncIterable<Row>) => {
  const all: Row[] = []
  for await (const row of rows) all.push(row)
  return all
}

/**
 * Loads a verified archive into an empty target: the log (numbered 1, 2, 3, … in its order, up to the
 * point asked for, never cutting one append in two), the erasure keys less those the erasure journal
 * names, credentials, secrets, blobs and files; then replays every projection. A damaged, incomplete
 * or newer archive, or a target that is not empty, rejects with BackupRefused before anything is written.
 */
export const restoreBackup = async (archive: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<RestoreReport> => {
  const log = options.log ?? (() => undefined)
  const manifest = await verifyArchive(archive)
  const erased = readErasureJournal(options.erasureJournal ?? erasureJournalBeside(archive))
  const dataDirSecrets = await collect(rowsOf<{ name: string; value: string }>(archive, manifest, "data-dir-secrets"))
  const onPGlite = !target.databaseUrl
  if (onPGlite) checkDataDirEmpty(target.dataDir)
  else checkSecretsFit(target.dataDir, dataDirSecrets)
  const dataDirExisted = existsSync(target.dataDir)

  let database: Database | null = null
  try {
    database = await openDatabase({
      databaseUrl: target.databaseUrl,
      schema: target.databaseSchema,
      dataDir: onPGlite ? pglitePath(target) : undefined,
      poolSize: 2
    })
    const db = database.db
    if (!onPGlite) await checkDatabaseEmpty(db, target.databaseSchema ? `The schema ${target.databaseSchema}` : "The database")
    const store = await makeSqlEventStore(database)
    await store.close()
    await migrateCommandTables(db)
    const loaded = await db.transaction().execute((trx) => loadInto(trx, archive, manifest, erased, options))
    await restoredPositionsBelowWatermark(db, loaded.newHead)
    log(`restore: ${loaded.events} events, up to position ${loaded.restoredUpTo} of the backup (now ${loaded.newHead})`)

    const fileStore = target.fileStore ?? fileStoreFromEnv(process.env, target.dataDir)
    let files = 0
    for await (const file of rowsOf<{ key: string; mime: string; bytes: string }>(archive, manifest, "files")) {
      await fileStore.put(file.key, { mime: file.mime, bytes: new Uint8Array(Buffer.from(file.bytes, "base64")) })
      files++
    }
    mkdirSync(target.dataDir, { recursive: true })
    for (const { name, value } of dataDirSecrets) writeFileSync(join(target.dataDir, name), value, { mode: 0o600 })

    let replayMs = 0
    if (options.replay !== false) {
      const started = Date.now()
      await migrateReadModels(db)
      const replayStore = await makeSqlEventStore(database)
      const runner = makeProjectionRunner({ database, store: replayStore, projections: ALL_PROJECTIONS, log })
      try {
        await runner.catchUp()
      } finally {
        await runner.stop()
        await replayStore.close()
      }
      replayMs = Date.now() - started
      log(`restore: every projection replayed in ${replayMs} ms`)
    }
    return {
      backupPosition: manifest.position,
      restoredUpToPosition: loaded.restoredUpTo,
      newHeadPosition: loaded.newHead.toString(),
      lastRecordedAt: loaded.lastRecordedAt,
      events: loaded.events,
      eventsLeftOut: loaded.leftOut,
      erasureKeys: loaded.erasureKeys,
      erasuresApplied: loaded.erasuresApplied,
      files,
      credentials: loaded.credentials,
      blobs: loaded.blobs,
      secrets: loaded.secrets + dataDirSecrets.length,
      replayMs
    }
  } catch (failure) {
    // a PGlite data dir that was empty goes back to empty: a failed restore leaves nothing half loaded
    if (onPGlite && database !== null) {
      await database.close().catch(() => undefined)
      database = null
      if (dataDirExisted) for (const entry of readdirSync(target.dataDir)) rmSync(join(target.dataDir, entry), { recursive: true, force: true })
      else rmSync(target.dataDir, { recursive: true, force: true })
    }
    throw failure
  } finally {
    await database?.close()
  }
}

interface Loaded {
  readonly events: number
  readonly leftOut: number
  readonly restoredUpTo: string
  readonly newHead: bigint
  readonly lastRecordedAt: string | null
  readonly erasureKeys: number
  readonly erasuresApplied: number
  readonly credentials: number
  readonly secrets: number
  readonly blobs: number
}

/** Everything that goes into the database, in the one transaction the caller opened: all of it or none. */
const loadInto = async (trx: Kysely<any>, archive: string, manifest: BackupManifest, erased: ReadonlySet<string>, options: RestoreOptions): Promise<Loaded> => {
  let newHead = 0n
  let restoredUpTo = "0"
  let lastRecordedAt: string | null = null
  let leftOut = 0
  let batch: Array<ArchivedEvent & { newPosition: string }> = []
  /** The events of the append being read: written once the next append begins, so a cut never splits one. */
  let append: ArchivedEvent[] = []
  const writeBatch = async () => {
    if (batch.length === 0) return
    const rows = JSON.stringify(batch.map((e) => ({ ...e, position: e.newPosition })))
    batch = []
    await sql`
      insert into events (position, transaction_id, event_id, stream_id, revision, type, data, metadata, recorded_at)
      select r.position, null, r.id, r."streamId", r.revision, r.type, r.data, r.metadata, r."recordedAt"
      from jsonb_to_recordset(${rows}::jsonb) as r(position bigint, id text, "streamId" text, revision bigint, type text, data jsonb, metadata jsonb, "recordedAt" timestamptz)`.execute(
      trx
    )
  }
  const keep = async () => {
    for (const event of append) {
      newHead++
      batch.push({ ...event, newPosition: newHead.toString() })
      restoredUpTo = event.position
      lastRecordedAt = event.recordedAt
    }
    append = []
    if (batch.length >= BATCH) await writeBatch()
  }
  const upToTime = options.upToTime?.getTime()
  let stopped = false
  for await (const event of rowsOf<ArchivedEvent>(archive, manifest, "events")) {
    if (stopped) {
      leftOut++
      continue
    }
    const beyond =
      (options.upToPosition !== undefined && BigInt(event.position) > options.upToPosition) ||
      (upToTime !== undefined && Date.parse(event.recordedAt) > upToTime)
    if (beyond) {
      stopped = true
      leftOut++
      // the cut falls inside an append: the append goes whole, as it was stored (all or nothing)
      if (event.transactionId !== null && append.length > 0 && append[0]!.transactionId === event.transactionId) {
        leftOut += append.length
        append = []
      }
      continue
    }
    if (append.length > 0 && (event.transactionId === null || event.transactionId !== append[0]!.transactionId)) await keep()
    append.push(event)
  }
  await keep()
  await writeBatch()

  const inserted = async <Row>(name: BackupPartName, insert: (json: string) => ReturnType<typeof sql>) => {
    let count = 0
    let rows: Row[] = []
    const flush = async () => {
      if (rows.length === 0) return
      await insert(JSON.stringify(rows)).execute(trx)
      rows = []
    }
    for await (const row of rowsOf<Row>(archive, manifest, name)) {
      rows.push(row)
      count++
      if (rows.length >= 100) await flush()
    }
    await flush()
    return count
  }
  const erasureKeys = await inserted(
    "erasure-keys",
    (rows) => sql`insert into erasure_keys (owner_id, key, created_at)
      select r."ownerId", decode(r.key, 'base64'), r."createdAt" from jsonb_to_recordset(${rows}::jsonb) as r("ownerId" text, key text, "createdAt" timestamptz)`
  )
  const credentials = await inserted(
    "credentials",
    (rows) => sql`insert into credentials (user_id, password_hash, updated_at)
      select r."userId", r."passwordHash", r."updatedAt" from jsonb_to_recordset(${rows}::jsonb) as r("userId" text, "passwordHash" text, "updatedAt" timestamptz)`
  )
  const secrets = await inserted(
    "system-secrets",
    (rows) => sql`insert into system_secrets (name, value, updated_at)
      select r.name, r.value, r."updatedAt" from jsonb_to_recordset(${rows}::jsonb) as r(name text, value text, "updatedAt" timestamptz)`
  )
  const blobs = await inserted(
    "blobs",
    (rows) => sql`insert into blobs (id, mime, size, sha256, bytes, created_at)
      select r.id, r.mime, r.size, r.sha256, decode(r.bytes, 'base64'), r."createdAt"
      from jsonb_to_recordset(${rows}::jsonb) as r(id text, mime text, size integer, sha256 text, bytes text, "createdAt" timestamptz)`
  )
  // erased after this backup was taken: the key it still holds goes before anyone can read with it
  let erasuresApplied = 0
  if (erased.size > 0) {
    const gone = await sql<{ owner_id: string }>`delete from erasure_keys where owner_id in (${sql.join([...erased])}) returning owner_id`.execute(trx)
    erasuresApplied = gone.rows.length
  }
  return {
    events: Number(newHead),
    leftOut,
    restoredUpTo,
    newHead,
    lastRecordedAt,
    erasureKeys: erasureKeys - erasuresApplied,
    erasuresApplied,
    credentials,
    secrets,
    blobs
  }
}
