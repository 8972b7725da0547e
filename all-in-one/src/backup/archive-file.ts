import { createHash } from "node:crypto"
import { createReadStream, createWriteStream, renameSync, rmSync } from "node:fs"
import { open } from "node:fs/promises"
import { once } from "node:events"
import { createInterface } from "node:readline"
import { createGunzip, createGzip } from "node:zlib"
import { BACKUP_FORMAT_VERSION, BackupRefused, type BackupManifest, type BackupPart, type BackupPartName } from "./backup-manifest"

/**
 * The archive, version 1, one file:
 *
 *   header   `TIMBER-WORKS-BACKUP v0001\n` (the format version, 4 digits)
 *   parts    one after another, each one gzip stream of JSON lines (one row a line)
 *   manifest JSON (backup-manifest.ts): each part's offset, length, row count and sha256 of its stored bytes
 *   trailer  `\nMANIFEST <offset, 16 wide> <length, 10 wide> <sha256 of the manifest>\n`
 *
 * Written front to back in one pass (nothing held in memory but a part's current chunk); the
 * manifest goes last because only then are the checksums known, and the fixed-width trailer finds
 * it without reading the parts (a listing reads about a kilobyte). A truncated file has no trailer;
 * a flipped bit fails its part's, the manifest's or the trailer's check.
 */
const HEADER_PREFIX = "TIMBER-WORKS-BACKUP v"
const HEADER_LENGTH = HEADER_PREFIX.length + 5
const TRAILER_LENGTH = 1 + "MANIFEST ".length + 16 + 1 + 10 + 1 + 64 + 1
const TRAILER = /^\nMANIFEST ([ 0-9]{16}) ([ 0-9]{10}) ([0-9a-f]{64})\n$/
/** Rows are gathered into chunks of about this many characters before compression. */
const CHUNK_CHARS = 64 * 1024

const header = (version: number) => `${HEADER_PREFIX}${String(version).padStart(4, "0")}\n`

export interface ArchiveWriter {
  /** Writes one part from its rows (read one at a time); `onRow` after each. */
  readonly part: (name: BackupPartName, rows: AsyncIterable<unknown>, onRow?: () => void) => Promise<BackupPart>
  /** Writes the manifest and the trailer; a file written to a path appears under its name only now. */
  readonly finish: (manifest: Omit<BackupManifest, "parts" | "formatVersion">) => Promise<BackupManifest>
  /** Gives up: a file written to a path is removed, a stream is destroyed. */
  readonly abort: () => Promise<void>
}

/** An archive written to `out`: a path (written as `<path>.partial`, renamed when complete) or a writable stream. */
export const openArchiveWriter = async (out: string | NodeJS.WritableStream): Promise<ArchiveWriter> => {
  const partial = typeof out === "string" ? `${out}.partial` : null
  const sink: NodeJS.WritableStream = partial === null ? (out as NodeJS.WritableStream) : createWriteStream(partial, { mode: 0o600 })
  let failure: unknown = null
  sink.on("error", (error: unknown) => {
    failure ??= error
  })
  let offset = 0
  const write = (chunk: Buffer | string) =>
    new Promise<void>((resolve, reject) => {
      if (failure !== null) return reject(failure)
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk
      offset += bytes.length
      // the callback comes once the chunk is handed on: the next waits for it (backpressure)
      sink.write(bytes, (error) => (error ? reject(error) : resolve()))
    })
  await write(header(BACKUP_FORMAT_VERSION))
  const parts: BackupPart[] = []

  const part = async (name: BackupPartName, rows: AsyncIterable<unknown>, onRow?: () => void) => {
    const start = offset
    const hash = createHash("sha256")
    const gzip = createGzip({ level: 6 })
    const stored = (async () => {
      for await (const chunk of gzip as AsyncIterable<Buffer>) {
        hash.update(chunk)
        await write(chunk)
      }
    })()
    let count = 0
    let pending = ""
    const flush = async () => {
      if (pending === "") return
      const text = pending
      pending = ""
      if (!gzip.write(text)) await once(gzip, "drain")
    }
    try {
      for await (const row of rows) {
        pending += `${JSON.stringify(row)}\n`
        count++
        onRow?.()
        if (pending.length >= CHUNK_CHARS) await flush()
      }
      await flush()
    } finally {
      gzip.end()
      await stored
    }
    const written: BackupPart = { name, offset: start, length: offset - start, rows: count, sha256: hash.digest("hex") }
    parts.push(written)
    return written
  }

  const finish = async (manifest: Omit<BackupManifest, "parts" | "formatVersion">) => {
    const complete: BackupManifest = { formatVersion: BACKUP_FORMAT_VERSION, ...manifest, parts }
    const text = Buffer.from(JSON.stringify(complete, null, 1))
    const at = offset
    await write(text)
    await write(`\nMANIFEST ${String(at).padStart(16)} ${String(text.length).padStart(10)} ${createHash("sha256").update(text).digest("hex")}\n`)
    if (partial !== null) {
      sink.end()
      await once(sink, "finish")
      renameSync(partial, out as string)
    }
    return complete
  }

  const abort = async () => {
    if (partial === null) {
      ;(sink as NodeJS.WritableStream & { destroy?: (error?: Error) => void }).destroy?.(new Error("backup given up"))
      return
    }
    sink.end()
    await once(sink, "close").catch(() => undefined)
    rmSync(partial, { force: true })
  }

  return { part, finish, abort }
}

const refuse = (reason: string) => new BackupRefused({ reason })

/** The archive's manifest, checked against its trailer's checksum: what a listing shows. Rejects with BackupRefused in words. */
export const readManifest = async (path: string): Promise<BackupManifest> => {
  let file
  try {
    file = await open(path, "r")
  } catch (failure) {
    throw refuse(`The backup ${path} cannot be opened (${(failure as NodeJS.ErrnoException).code ?? String(failure)}).`)
  }
  try {
    const { size } = await file.stat()
    const head = Buffer.alloc(HEADER_LENGTH)
    await file.read(head, 0, HEADER_LENGTH, 0)
    const headText = head.toString("latin1")
    if (!headText.startsWith(HEADER_PREFIX) || !/^\d{4}\n$/.test(headText.slice(HEADER_PREFIX.length)))
      throw refuse(`${path} is not a Timber Works backup (its first bytes are not a backup's header).`)
    const version = Number(headText.slice(HEADER_PREFIX.length, HEADER_PREFIX.length + 4))
    if (version > BACKUP_FORMAT_VERSION)
      throw refuse(
        `The backup ${path} was written by a newer version of Timber Works (archive format ${version}); this version reads format ${BACKUP_FORMAT_VERSION} and older. Restore it with the newer version.`
      )
    if (size < HEADER_LENGTH + TRAILER_LENGTH) throw incomplete(path)
    const tail = Buffer.alloc(TRAILER_LENGTH)
    await file.read(tail, 0, TRAILER_LENGTH, size - TRAILER_LENGTH)
    const trailer = TRAILER.exec(tail.toString("latin1"))
    if (!trailer) throw incomplete(path)
    const at = Number(trailer[1]!.trim())
    const length = Number(trailer[2]!.trim())
    if (!(at >= HEADER_LENGTH && at + length === size - TRAILER_LENGTH)) throw incomplete(path)
    const text = Buffer.alloc(length)
    await file.read(text, 0, length, at)
    if (createHash("sha256").update(text).digest("hex") !== trailer[3]) throw damaged(path, "its manifest does not match its checksum")
    let manifest: BackupManifest
    try {
      manifest = JSON.parse(text.toString("utf8")) as BackupManifest
    } catch {
      throw damaged(path, "its manifest cannot be read")
    }
    if (manifest.formatVersion !== version) throw damaged(path, "its manifest and its header disagree on the format")
    let end = HEADER_LENGTH
    for (const part of manifest.parts) {
      if (part.offset !== end || part.length < 0) throw damaged(path, `its part ${part.name} is not where the manifest says`)
      end += part.length
    }
    if (end !== at) throw damaged(path, "its parts do not fill it")
    return manifest
  } finally {
    await file.close()
  }
}

const incomplete = (path: string) =>
  refuse(`The backup ${path} is incomplete or damaged: it does not end with a backup's manifest (cut short while written or copied?). Nothing was restored.`)

const damaged = (path: string, what: string) => refuse(`The backup ${path} is damaged: ${what}. Nothing was restored.`)

const hashOfRange = async (path: string, part: BackupPart) => {
  const hash = createHash("sha256")
  if (part.length > 0)
    for await (const chunk of createReadStream(path, { start: part.offset, end: part.offset + part.length - 1 })) hash.update(chunk as Buffer)
  return hash.digest("hex")
}

/** The manifest once every part's stored bytes match their checksums (reads the whole archive once, decompresses nothing). */
export const verifyArchive = async (path: string): Promise<BackupManifest> => {
  const manifest = await readManifest(path)
  for (const part of manifest.parts)
    if ((await hashOfRange(path, part)) !== part.sha256) throw damaged(path, `its part ${part.name} does not match its checksum`)
  return manifest
}

/**
 * The rows of one part, decompressed as they are read. The stored bytes are hashed on the way: a
 * part changed since it was verified rejects (BackupRefused) after its last row, before the caller commits.
 */
export async function* readPartRows<Row>(path: string, part: BackupPart): AsyncGenerator<Row> {
  if (part.length === 0) return
  const hash = createHash("sha256")
  const raw = createReadStream(path, { start: part.offset, end: part.offset + part.length - 1 })
  raw.on("data", (chunk) => hash.update(chunk as Buffer))
  const gunzip = createGunzip()
  raw.on("error", (error) => gunzip.destroy(error))
  raw.pipe(gunzip)
  let rows = 0
  try {
    for await (const line of createInterface({ input: gunzip, crlfDelay: Infinity })) {
      if (line === "") continue
      rows++
      yield JSON.parse(line) as Row
    }
  } catch (failure) {
    if (failure instanceof BackupRefused) throw failure
    throw damaged(path, `its part ${part.name} cannot be read (${failure instanceof Error ? failure.message : String(failure)})`)
  }
  if (hash.digest("hex") !== part.sha256 || rows !== part.rows) throw damaged(path, `its part ${part.name} changed while it was read`)
}
