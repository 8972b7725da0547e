import { LiveTopics, type ProjectionChange } from "@timber/contracts"
import { PoisonEvent, poisonReason, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import type { ReadDb } from "../database"
import { analyzeShadow, blueGreenOf, buildDeferredIndexes, createShadow, dropShadow, swapShadowIn, useShadow } from "./blue-green"
import { applyEvents, withoutSkips } from "./catch-up"
import type { Projection } from "./projection"
import type { StoppedProjections } from "./stopped"

/**
 * Rebuilds blue-green (blue-green.ts): a projection's shadow tables built from position 0 while
 * the live ones keep serving, then swapped in in one transaction, the live loop carrying on from
 * there. One rebuild at a time per projection; those a start owes (`owed`) run once it is ready.
 */
export const makeRebuilds = (parts: {
  readonly db: ReadDb
  readonly store: EventStore
  readonly batchSize: number
  readonly log: (line: string) => void
  readonly projections: ReadonlyArray<Projection>
  readonly announce: (change: ProjectionChange) => Promise<unknown>
  /** Resolves once the read models are migrated and every checkpoint row prepared. */
  readonly ready: () => Promise<void>
  readonly stopped: StoppedProjections
  /** Tells the live loop to read the checkpoints again (a rebuilt projection's moved). */
  readonly recheck: () => void
}) => {
  const { db, store, batchSize, log, announce } = parts
  /** The projections a start found owing a rebuild (prepare.ts), until it swaps in. */
  const owed = new Set<string>()
  const running = new Map<string, Promise<void>>()

  const rebuild = (name: string): Promise<void> => {
    const projection = parts.projections.find((p) => p.name === name)
    if (!projection) return Promise.reject(new Error(`no projection named ${name}`))
    const going = running.get(name)
    if (going) return going
    const run = rebuildBlueGreen(projection).finally(() => running.delete(name))
    running.set(name, run)
    return run
  }

  /** The shadow built page by page (each page its own transaction, its progress on the checkpoint row), then swapped in. */
  const rebuildBlueGreen = async (projection: Projection) => {
    await parts.ready()
    const schemas = await blueGreenOf(db, projection)
    let applied = 0
    const progress = (set: { rebuild_position: string; rebuild_head: string }) =>
      db.updateTable("projection_checkpoints").set(set).where("name", "=", projection.name).execute()
    const touched = new Set<string>()
    let at = 0n
    try {
      await createShadow(db, projection, schemas)
      const head = await Effect.runPromise(store.headPosition())
      await db
        .updateTable("projection_checkpoints")
        .set({
          rebuild_position: "0",
          rebuild_events: "0",
          rebuild_head: head.toString(),
          rebuild_started_at: new Date().toISOString(),
          rebuild_finished_at: null,
          rebuild_error: null
        })
        .where("name", "=", projection.name)
        .execute()
      log(`projection ${projection.name}: rebuilding blue-green up to ${head}`)
      await announce({ topics: [LiveTopics.system], position: "0" })
      let announcedAt = Date.now()
      for (;;) {
        const page = await Effect.runPromise(store.readPage({ fromPosition: at + 1n, limit: batchSize, eventTypes: projection.eventTypes }))
        const full = page.events.length === batchSize
        const last = page.events.at(-1)?.position ?? at
        const reach = full || last > page.head ? last : page.head
        if (page.events.length > 0) {
          const attempt = (setBased: boolean) =>
            db.transaction().execute(async (trx) => {
              await useShadow(trx, schemas)
              const skips = await trx.selectFrom("projection_skips").select("position").where("projection", "=", projection.name).execute()
              const own = withoutSkips(
                page.events,
                skips.map((s) => String(s.position))
              )
              for (const topic of await applyEvents(trx, projection, own, setBased)) touched.add(topic)
              await trx
                .updateTable("projection_checkpoints")
                .set({ rebuild_position: reach.toString(), rebuild_head: page.head.toString(), rebuild_events: String(applied + page.events.length) })
                .where("name", "=", projection.name)
                .execute()
            })
          await attempt(true).catch((error: unknown) => {
            if (error instanceof PoisonEvent || !projection.applyBatch) throw error
            return attempt(false)
          })
          applied += page.events.length
        } else await progress({ rebuild_position: reach.toString(), rebuild_head: page.head.toString() })
        at = reach
        if (!full) break
        if (Date.now() - announcedAt > 250) {
          announcedAt = Date.now()
          await announce({ topics: [LiveTopics.system], position: "0" })
        }
      }
      await buildDeferredIndexes(db, projection, schemas)
      await analyzeShadow(db, projection, schemas)
      // caught up with the head it read: the swap, and the checkpoint there, in ONE transaction; the
      // live loop finds its checkpoint moved and carries on from it on the new tables
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom("projection_checkpoints").select("name").where("name", "=", projection.name).forUpdate().execute()
        await swapShadowIn(trx, projection, schemas)
        await trx
          .updateTable("projection_checkpoints")
          .set({
            version: projection.version,
            position: at.toString(),
            state: "running",
            last_error: null,
            stopped_at: null,
            event_types: [...projection.eventTypes],
            updated_at: new Date().toISOString(),
            // the last rebuild stays on the row, finished: the screen shows its bar full
            rebuild_position: at.toString(),
            rebuild_head: at.toString(),
            rebuild_finished_at: new Date().toISOString(),
            rebuild_error: null
          })
          .where("name", "=", projection.name)
          .execute()
      })
      owed.delete(projection.name)
      parts.stopped.mark(projection.name, false)
      parts.recheck()
      log(`projection ${projection.name}: rebuilt up to ${at} and swapped in`)
      await announce({ topics: [...touched, LiveTopics.system], position: at.toString() })
    } catch (error) {
      const reason = error instanceof PoisonEvent ? error.message : poisonReason(error)
      log(`projection ${projection.name}: rebuild gave up (${reason}); the live tables keep serving`)
      await dropShadow(db, schemas).catch(() => undefined)
      await db
        .updateTable("projection_checkpoints")
        .set({ rebuild_position: null, rebuild_head: null, rebuild_started_at: null, rebuild_finished_at: null, rebuild_error: reason })
        .where("name", "=", projection.name)
        .execute()
        .catch(() => undefined)
      await announce({ topics: [LiveTopics.system], position: "0" })
      throw error
    }
  }

  /** The rebuilds owed at start, started once. */
  const rebuildOwed = () => Promise.allSettled(parts.projections.filter((p) => owed.has(p.name) && !running.has(p.name)).map((p) => rebuild(p.name)))

  return { rebuild, owed, running: running as ReadonlyMap<string, Promise<void>>, rebuildOwed }
}
