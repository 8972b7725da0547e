import { PROJECTION_CHANNEL, ProjectionChange } from "@timber/contracts"
import type { Database } from "@timber/eventstore"
import type { ReadDb } from "@timber/projections"
import { Schema } from "effect"

/** A notification may be lost (a dropped LISTEN connection): the checkpoints are read again this often meanwhile. */
const FALLBACK_POLL_MS = 250

const decodeChange = Schema.decodeUnknownEither(Schema.parseJson(ProjectionChange))

/** The projections a change speaks of: one, or every one a wake moved together. */
const movedIn = (change: ProjectionChange): ReadonlyArray<string> => [
  ...(change.projection === undefined ? [] : [change.projection]),
  ...(change.projections ?? [])
]

export interface CheckpointWaiter {
  /**
   * Resolves as soon as each named projection has reached `position`, or has stopped short of
   * it, or `timeoutMs` passed; with the names that had not reached it (empty: all up to date).
   */
  readonly waitFor: (projections: ReadonlyArray<string>, position: bigint, timeoutMs: number) => Promise<ReadonlyArray<string>>
  readonly close: () => Promise<void>
}

/**
 * Waits on the projection runner's own word: it NOTIFYs each checkpoint it moves (and each
 * stop), so a waiting read wakes the moment its projections commit, not on a timer.
 */
export const makeCheckpointWaiter = async (database: Database, db: ReadDb): Promise<CheckpointWaiter> => {
  const watchers = new Set<(change: ProjectionChange) => void>()
  const unlisten = await database.listen(PROJECTION_CHANNEL, (payload) => {
    const change = decodeChange(payload)
    if (change._tag === "Right") for (const watch of watchers) watch(change.right)
  })

  const waitFor: CheckpointWaiter["waitFor"] = (projections, position, timeoutMs) =>
    new Promise((resolve) => {
      if (projections.length === 0) return resolve([])
      const behind = new Set(projections)
      const stopped = new Set<string>()
      let finished = false
      const finish = () => {
        if (finished) return
        finished = true
        watchers.delete(watch)
        clearTimeout(deadline)
        clearInterval(poll)
        resolve([...behind])
      }
      const decide = () => {
        if ([...behind].every((name) => stopped.has(name))) finish()
      }
      // the checkpoint rows say where each one is, stopped or not
      const read = async () => {
        if (finished) return
        const rows = await db
          .selectFrom("projection_checkpoints")
          .select(["name", "position", "state"])
          .where("name", "in", [...behind])
          .execute()
          .catch(() => [])
        for (const row of rows) {
          if (BigInt(row.position) >= position) behind.delete(row.name)
          else if (row.state === "stopped") stopped.add(row.name)
        }
        decide()
      }
      const watch = (change: ProjectionChange) => {
        const named = movedIn(change).filter((name) => behind.has(name))
        if (named.length === 0) return
        // a stop names the event it stopped on, not the checkpoint: the row tells whether it is short
        if (change.state === "stopped") return void read()
        if (BigInt(change.position) >= position) for (const name of named) behind.delete(name)
        decide()
      }
      // watch first, then read: a commit between the two is seen by one or the other
      watchers.add(watch)
      const deadline = setTimeout(finish, timeoutMs)
      const poll = setInterval(() => void read(), FALLBACK_POLL_MS)
      void read()
    })

  return {
    waitFor,
    close: async () => {
      watchers.clear()
      await unlisten()
    }
  }
}
