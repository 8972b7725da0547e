import { appendFileSync, closeSync, existsSync, fsyncSync, openSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"

/**
 * The erasure journal: the ids of the subscribers erased, one JSON line each, kept beside the
 * backups (the directory the archives are written to). An older backup still holds an erased
 * subscriber's key; a restore destroys the keys of every subscriber the journal names after loading
 * it, so an erasure outlives every backup taken before it. Ids only: the journal holds no personal data.
 */
export const ERASURE_JOURNAL_FILE = "erasure-journal.jsonl"

export const erasureJournalBeside = (archivePath: string) => join(dirname(archivePath), ERASURE_JOURNAL_FILE)

/** The subscriber ids the journal names (none when there is no journal); a line that cannot be read is skipped. */
export const readErasureJournal = (journal: string): ReadonlySet<string> => {
  if (!existsSync(journal)) return new Set()
  const ids = new Set<string>()
  for (const line of readFileSync(journal, "utf8").split("\n")) {
    if (line.trim() === "") continue
    try {
      const entry = JSON.parse(line) as { subscriberId?: unknown }
      if (typeof entry.subscriberId === "string") ids.add(entry.subscriberId)
    } catch {
      // a line cut short by a crash mid-append: the ids before and after it still count
    }
  }
  return ids
}

/** Adds the ids the journal beside `archivePath` does not name yet, and flushes them to disk before returning. */
export const recordErasures = (archivePath: string, subscriberIds: ReadonlyArray<string>) => {
  const journal = erasureJournalBeside(archivePath)
  const known = readErasureJournal(journal)
  const fresh = subscriberIds.filter((id) => !known.has(id))
  if (fresh.length === 0) return
  const at = new Date().toISOString()
  appendFileSync(journal, fresh.map((subscriberId) => `${JSON.stringify({ subscriberId, recordedAt: at })}\n`).join(""), { mode: 0o600 })
  const fd = openSync(journal, "r")
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
