import pg from "pg"

/** One statement as a pg client of this process sent it: its text and the first values it ran with. */
export interface SentStatement {
  readonly text: string
  readonly values: ReadonlyArray<unknown>
}

/**
 * Every distinct statement any pg client of this process sends while recording, by text (the
 * first values kept, to EXPLAIN it as it ran). A wrapper on `pg.Client`'s query rather than
 * pg_stat_statements: that extension needs `shared_preload_libraries`, which the test server
 * does not load, and the wrapper sees the values too. Statements a worker thread sends are not
 * seen: run the projections on the main thread while recording.
 */
export const recordStatements = () => {
  const seen = new Map<string, SentStatement>()
  let recording = true
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const first = args[0] as string | { text?: string; values?: unknown[] }
      const text = typeof first === "string" ? first : first?.text
      const values = (Array.isArray(args[1]) ? args[1] : typeof first === "object" ? first?.values : undefined) ?? []
      if (text !== undefined && !seen.has(text)) seen.set(text, { text, values })
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  return {
    /** Stops recording (the wrapper stays until `restore`) and gives what was sent. */
    stop: (): ReadonlyArray<SentStatement> => {
      recording = false
      return [...seen.values()]
    },
    restore: () => {
      pg.Client.prototype.query = original
    }
  }
}
