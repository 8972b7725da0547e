import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { openArchiveWriter, readManifest, readPartRows, verifyArchive } from "./archive-file"
import { BackupRefused } from "./backup-manifest"

const dir = mkdtempSync(join(tmpdir(), "timber-archive-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function* rows(n: number) {
  for (let i = 0; i < n; i++) yield { i, text: `row ${i}`.repeat(i % 7) }
}

const written = async (name: string) => {
  const path = join(dir, name)
  const writer = await openArchiveWriter(path)
  await writer.part("events", rows(5000))
  // while it is written, the archive is not there under its name: a listing never shows half of one
  expect(existsSync(path)).toBe(false)
  await writer.part("credentials", rows(0))
  await writer.part("files", rows(3))
  await writer.finish({
    productVersion: "1.0.0",
    createdAt: "2026-12-07T00:00:00.000Z",
    engine: "pglite",
    position: "42",
    firstRecordedAt: null,
    lastRecordedAt: null,
    counts: { events: 5000, streams: 1, erasureKeys: 0, files: 3, credentials: 0, blobs: 0, secrets: 0, erasedSubscribers: 0 }
  })
  return path
}

const refusal = async (work: Promise<unknown>) => {
  const failure = await work.then(
    () => null,
    (error: unknown) => error
  )
  expect(failure).toBeInstanceOf(BackupRefused)
  return (failure as BackupRefused).message
}

describe("the backup archive", () => {
  it("given parts written one row at a time, then the manifest lists them and each reads back row for row", async () => {
    const path = await written("round-trip.twbackup")
    const manifest = await verifyArchive(path)
    expect(manifest.parts.map((part) => [part.name, part.rows])).toEqual([
      ["events", 5000],
      ["credentials", 0],
      ["files", 3]
    ])
    const back: unknown[] = []
    for await (const row of readPartRows(path, manifest.parts[0]!)) back.push(row)
    const expected: unknown[] = []
    for await (const row of rows(5000)) expected.push(row)
    expect(back).toEqual(expected)
  })

  it("given a flipped bit in the manifest or the trailer, then reading it is refused in words", async () => {
    const path = await written("flips.twbackup")
    const bytes = readFileSync(path)
    const inManifest = Buffer.from(bytes)
    const at = inManifest.lastIndexOf(Buffer.from('"position"'))
    inManifest[at + 2] = inManifest[at + 2]! ^ 0x01
    writeFileSync(join(dir, "manifest-flip.twbackup"), inManifest)
    expect(await refusal(readManifest(join(dir, "manifest-flip.twbackup")))).toMatch(/is damaged: its manifest does not match its checksum/)
    const inTrailer = Buffer.from(bytes)
    inTrailer[inTrailer.length - 70] = "!".charCodeAt(0)
    writeFileSync(join(dir, "trailer-flip.twbackup"), inTrailer)
    expect(await refusal(readManifest(join(dir, "trailer-flip.twbackup")))).toMatch(/is incomplete or damaged/)
    writeFileSync(join(dir, "not-a-backup.twbackup"), "hello")
    expect(await refusal(readManifest(join(dir, "not-a-backup.twbackup")))).toMatch(/is not a Timber Works backup/)
  })
})
