import { decodeEvent, eventTypesOf, metadataOf } from "@timber/contracts"
import {
  makeConsumerGroup,
  PoisonEvent,
  poisonReason,
  runConsumerGroup,
  type CheckpointedConsumer,
  type Database,
  type EventStore,
  type RecordedEvent
} from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { sql, type Transaction } from "kysely"
import { runCommandOn, type CommandEnvelope } from "../commands/execute"
import { idSource } from "../commands/ids"
import type { KeyedState, ProcessManager, Reaction } from "./process-manager"

export interface ProcessRunner {
  readonly stop: () => Promise<void>
  /** Resolves once every manager has handled the log up to its head at the time of the call. */
  readonly settled: () => Promise<void>
  /** Asks the managers what time calls for now (as the periodic tick does); resolves when their commands ran. */
  readonly tick: () => Promise<void>
}

const BATCH = 500
const REACTION_CONCURRENCY = 8
/**
 * Where a manager stands is written at the latest this long after it moved, or at once when this
 * many of its events were handled since the last write (positions are transaction ids × 65,536,
 * not a count: a stride in positions would write on every append).
 */
const SAVE_AFTER_MS = 1000
const SAVE_EVERY_EVENTS = 1000
/** How many rows of a keyed manager stay in memory between batches; past it, once written, they are dropped and read again when named. */
const KEYED_ROWS_IN_MEMORY = 10_000
/** Rows per multi-row upsert of `process_states`. */
const ROWS_PER_WRITE = 500
/** What a keyed manager's checkpoint row holds as its `state`: its rows are in `process_states`. */
const ROWS_ELSEWHERE = { rows: "process_states" }
const isRowsElsewhere = (state: unknown) => state !== null && typeof state === "object" && (state as { rows?: unknown }).rows === ROWS_ELSEWHERE.rows

/** Due rows a keyed manager's tick reads at a time (keyset pages by due time). */
const TICK_ROWS = 500

/** A keyed manager's rows read from and written to `process_states`, each with the schema of its key. */
const rowCodecOf = <S>(keyed: KeyedState<S, any>) => {
  const codecs = new Map<Schema.Schema<any, any>, { readonly encode: (row: unknown) => unknown; readonly decode: (stored: unknown) => unknown }>()
  const codecOf = (key: string) => {
    const schema = keyed.rowSchema(key)
    if (!schema) return undefined
    let codec = codecs.get(schema)
    if (!codec) codecs.set(schema, (codec = { encode: Schema.encodeSync(schema), decode: Schema.decodeUnknownSync(schema) }))
    return codec
  }
  return {
    /** The row as stored; undefined for a key the manager no longer keeps. */
    encode: (key: string, row: unknown) => codecOf(key)?.encode(row),
    /** The state with the stored row set (a key it no longer keeps changes nothing). */
    into: (state: S, key: string, stored: unknown) => {
      const codec = codecOf(key)
      return codec ? keyed.set(state, key, codec.decode(stored)) : state
    }
  }
}

/** How often a manager with a `tick` is asked what time calls for (and once when the loop first catches up). */
const TICK_EVERY_MS = 60_000

interface Pending {
  readonly event: RecordedEvent
  readonly reaction: Reaction
  readonly envelope: CommandEnvelope
}

/** Where a manager stands: its checkpoint and what it knew there. */
interface Standing<S> {
  readonly position: bigint
  readonly state: S
  readonly stopped: boolean
}

/**
 * Runs each process manager as a checkpointed consumer of the shared loop (the projections
 * run on the same one). A manager's state is written with its checkpoint, in its row of
 * `process_checkpoints`, so a restart resumes from there instead of refolding the log; only
 * a manager with no stored state (a first start, or a state it can no longer read) folds
 * the log up to its checkpoint once, without reacting. Reactions happen past the checkpoint,
 * with the trigger as causation and derived ids, so a batch done twice changes nothing twice:
 * the state is therefore saved lazily (at most SAVE_AFTER_MS after it moved, every
 * SAVE_EVERY_EVENTS events, and on stop; never ahead of the reactions already issued), not once per batch; a restart from an older checkpoint refolds
 * from there and re-issues reactions that change nothing.
 */
export const startProcessManagers = (options: {
  readonly database: Database
  readonly store: EventStore
  readonly managers: ReadonlyArray<ProcessManager<any>>
  readonly now: () => Date
  readonly log: (line: string) => void
  /** How long a handled batch's state may stay unwritten (SAVE_AFTER_MS; tests lengthen it to stop in between). */
  readonly saveAfterMs?: number
  /** How often the managers' `tick` runs (TICK_EVERY_MS). */
  readonly tickEveryMs?: number
}): ProcessRunner => {
  const { database, store } = options
  let running = true
  const saveAfterMs = options.saveAfterMs ?? SAVE_AFTER_MS
  const positions = new Map<string, bigint>()

  /** The commands a manager issues for one event, each with the trigger as causation and derived ids. */
  const reactionsTo = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, state: S, decoded: E, event: RecordedEvent): Pending[] =>
    manager.react(state, decoded, event).map((reaction, i) => ({
      event,
      reaction,
      envelope: {
        actor: manager.actor,
        correlationId: metadataOf(event).correlationId ?? event.id,
        causationId: event.id,
        occurredAt: options.now().toISOString(),
        ids: idSource(`${manager.name}|${event.id}|${i}`)
      }
    }))

  /**
   * Runs a batch's reactions: in order within a stream, streams side by side (they are
   * independent aggregates), so a burst of triggers does not queue behind one append at a time.
   */
  const perform = async (manager: ProcessManager<unknown>, pending: ReadonlyArray<Pending>) => {
    const byStream = new Map<string, Pending[]>()
    for (const p of pending) byStream.set(p.reaction.streamId, [...(byStream.get(p.reaction.streamId) ?? []), p])
    await Effect.runPromise(
      Effect.forEach(
        [...byStream.values()],
        (queue) =>
          Effect.forEach(queue, ({ event, reaction, envelope }) =>
            runCommandOn(store, envelope, reaction.decide).pipe(
              // a refused reaction is a decision, not a failure: it is logged and not retried
              Effect.catchAll((refusal) => Effect.sync(() => options.log(`process ${manager.name}: ${event.type} ${event.id} refused: ${refusal.message}`)))
            )
          ),
        { concurrency: REACTION_CONCURRENCY, discard: true }
      )
    )
  }

  /** Folds one event into the state, reacting only to what lies past the checkpoint; an event it cannot read or fold is poison. */
  const fold = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, state: S, event: RecordedEvent, pending: Pending[] | null): S => {
    try {
      const decoded = decodeEvent(manager.events, event)
      if (pending) pending.push(...reactionsTo(manager, state, decoded, event))
      return manager.evolve(state, decoded, event)
    } catch (error) {
      throw new PoisonEvent(event, poisonReason(error))
    }
  }

  /** A manager as its consumer group drives it, and how it follows the head when idle. */
  const consumerOf = <S, E extends { readonly _tag: string }>(
    manager: ProcessManager<S, E>
  ): {
    readonly consumer: CheckpointedConsumer
    readonly follow: (head: bigint) => Promise<void>
    readonly saveStanding: () => Promise<void>
    readonly standing: () => Standing<S> | null
    readonly tickDue: (now: Date, run: (reactions: ReadonlyArray<Reaction>) => Promise<void>) => Promise<void>
  } => {
    const eventTypes = eventTypesOf(manager.events)
    const encode = Schema.encodeSync(manager.state)
    const decodeState = Schema.decodeUnknownOption(manager.state)
    let standing: Standing<S> | null = null
    /** The position last written to its row. */
    let savedAt = 0n
    /** When it was written, and the timer that will write a handled batch's state not written yet. */
    let savedWhen = 0
    /** Its events handled since the last write. */
    let unsavedEvents = 0
    let pendingSave: ReturnType<typeof setTimeout> | null = null
    // a keyed manager (process-manager.ts `keyed`): the rows in memory, and those changed since the last write
    const keyed = manager.keyed
    const rowCodec = keyed ? rowCodecOf(keyed) : null
    /** Keys whose row is in memory as stored or as folded since (present, or known to be absent). */
    const known = new Set<string>()
    const dirty = new Set<string>()
    /**
     * Keys the batch being handled changed: they join `dirty` only once its state becomes where the
     * manager stands, so a save in between (the timer's, a tick's) writes no row ahead of its state.
     */
    const folding = new Set<string>()

    /** The state with the rows of `keys` it does not hold yet read from `process_states` (one statement); a row changed in memory is never replaced. */
    const withRows = async (state: S, keys: Iterable<string>): Promise<S> => {
      const missing = [...new Set(keys)].filter((key) => !known.has(key))
      if (!keyed || missing.length === 0) return state
      const { rows } = await sql<{ key: string; state: unknown }>`
        select key, state from process_states where name = ${manager.name} and key in (${sql.join(missing)})`.execute(database.db)
      for (const key of missing) known.add(key)
      for (const row of rows) if (!dirty.has(row.key)) state = rowCodec!.into(state, row.key, row.state)
      return state
    }

    /** `fold` for a keyed manager: the rows the event names are loaded first; the rows it changed are marked to be written. */
    const foldKeyed = async (state: S, event: RecordedEvent, pending: Pending[]): Promise<S> => {
      const k = keyed!
      let decoded: E
      try {
        decoded = decodeEvent(manager.events, event)
      } catch (error) {
        throw new PoisonEvent(event, poisonReason(error))
      }
      let keys = k.keysOf(decoded, state)
      for (let round = 0; round < 4 && keys.some((key) => !known.has(key)); round++) {
        state = await withRows(state, keys)
        keys = k.keysOf(decoded, state)
      }
      try {
        pending.push(...reactionsTo(manager, state, decoded, event))
        const next = manager.evolve(state, decoded, event)
        for (const key of new Set([...keys, ...k.keysOf(decoded, next)]))
          if (k.get(state, key) !== k.get(next, key)) {
            known.add(key)
            folding.add(key)
          }
        return next
      } catch (error) {
        throw new PoisonEvent(event, poisonReason(error))
      }
    }

    /** The changed rows written (or removed) in the checkpoint's transaction. */
    const writeRows = async (trx: Transaction<any>, position: bigint, state: S, keys: ReadonlyArray<string>) => {
      const k = keyed!
      const kept = keys.flatMap((key) => {
        const row = k.get(state, key)
        const encoded = row === undefined ? undefined : rowCodec!.encode(key, row)
        if (encoded === undefined) return []
        // changed since a tick handled it: due again at the earliest moment it may call for one
        const due = k.due?.at(key, row, null) ?? null
        return [{ name: manager.name, key, state: JSON.stringify(encoded), saved_at_position: position.toString(), due_at: due }]
      })
      const removed = keys.filter((key) => k.get(state, key) === undefined)
      for (let i = 0; i < kept.length; i += ROWS_PER_WRITE)
        await trx
          .insertInto("process_states")
          .values(kept.slice(i, i + ROWS_PER_WRITE))
          .onConflict((oc) =>
            oc.columns(["name", "key"]).doUpdateSet((eb) => ({
              state: eb.ref("excluded.state"),
              saved_at_position: eb.ref("excluded.saved_at_position"),
              due_at: eb.ref("excluded.due_at")
            }))
          )
          .execute()
      for (let i = 0; i < removed.length; i += ROWS_PER_WRITE)
        await trx
          .deleteFrom("process_states")
          .where("name", "=", manager.name)
          .where("key", "in", removed.slice(i, i + ROWS_PER_WRITE))
          .execute()
    }

    /** The state at `checkpoint` for a manager with none stored: the log folded up to there, reacting to nothing. */
    const refold = async (checkpoint: bigint): Promise<S> => {
      let state = manager.initialState
      let from = 0n
      while (from < checkpoint) {
        const batch = await Effect.runPromise(store.readAll({ fromPosition: from + 1n, limit: BATCH, eventTypes }))
        const within = batch.filter((event) => event.position <= checkpoint)
        for (const event of within) state = fold(manager, state, event, null)
        if (within.length < batch.length || batch.length < BATCH) break
        from = batch[batch.length - 1]!.position
      }
      return state
    }

    /**
     * Moves the checkpoint with the state; never backwards. A keyed manager's changed rows are
     * written in the same transaction (only those), its checkpoint row saying where they are.
     */
    const save = async (position: bigint, state: S) => {
      const encoded = JSON.stringify(keyed ? ROWS_ELSEWHERE : encode(state))
      // the rows changed up to this state: one changed after it stays marked for the next write
      const changed = keyed ? [...dirty] : []
      dirty.clear()
      savedAt = position
      savedWhen = Date.now()
      unsavedEvents = 0
      if (pendingSave) clearTimeout(pendingSave)
      pendingSave = null
      const checkpoint = sql`
        insert into process_checkpoints (name, position, state, updated_at) values (${manager.name}, ${position.toString()}, ${encoded}::jsonb, now())
        on conflict (name) do update set position = excluded.position, state = excluded.state, stopped_at = null, last_error = null, updated_at = now()
        where process_checkpoints.position::numeric <= excluded.position::numeric`
      if (!keyed) {
        await checkpoint.execute(database.db)
        return
      }
      try {
        await database.db.transaction().execute(async (trx) => {
          await writeRows(trx, position, state, changed)
          await checkpoint.execute(trx)
        })
      } catch (error) {
        for (const key of changed) dirty.add(key)
        throw error
      }
    }

    const load = async (): Promise<Standing<S>> => {
      const result = await sql<{ position: string; state: unknown; last_error: string | null }>`
        select position, state, last_error from process_checkpoints where name = ${manager.name}`.execute(database.db)
      const row = result.rows[0]
      if (!row) {
        // a first start: its row exists from here on, so a stop can be recorded in it
        await save(0n, manager.initialState)
        return { position: 0n, state: manager.initialState, stopped: false }
      }
      const position = BigInt(row.position)
      savedAt = position
      // A start after a stop tries the event again: the code that failed on it may have been fixed.
      if (row.last_error) options.log(`process ${manager.name}: was stopped (${row.last_error}); retrying from position ${position}`)
      if (keyed && isRowsElsewhere(row.state)) return { position, state: manager.initialState, stopped: false }
      const stored = row.state === null ? null : decodeState(row.state)
      if (stored && stored._tag === "Some") {
        if (!keyed) return { position, state: stored.value, stopped: false }
        // the one document of a manager whose state was not kept in rows yet: written as rows once, then read as named
        options.log(`process ${manager.name}: its state was one document at position ${position}; writing it as rows`)
        for (const key of keyed.keys(stored.value)) dirty.add(key)
        await save(position, stored.value)
        return { position, state: manager.initialState, stopped: false }
      }
      if (position > 0n) options.log(`process ${manager.name}: no state stored at position ${position}; folding the log up to it once`)
      const state = await refold(position)
      if (keyed) for (const key of keyed.keys(state)) dirty.add(key)
      await save(position, state)
      // a keyed manager's rows are written: memory starts empty and reads them as they are named
      return { position, state: keyed ? manager.initialState : state, stopped: false }
    }

    const consumer: CheckpointedConsumer = {
      name: `process ${manager.name}`,
      eventTypes,
      checkpoint: async () => {
        standing ??= await load()
        positions.set(manager.name, standing.position)
        return standing
      },
      handle: async (_from, events, upTo) => {
        let state = standing!.state
        const pending: Pending[] = []
        if (keyed) {
          // the rows the batch names, read in one statement before it is folded
          const first = events.flatMap((event) => {
            try {
              return keyed.keysOf(decodeEvent(manager.events, event), state)
            } catch {
              return []
            }
          })
          folding.clear()
          try {
            state = await withRows(state, first)
            for (const event of events) state = await foldKeyed(state, event, pending)
            await perform(manager as ProcessManager<unknown>, pending)
          } catch (error) {
            // the batch's state is dropped: only the rows it stands on (written, or changed and to be written) stay known
            known.clear()
            for (const key of dirty) known.add(key)
            folding.clear()
            throw error
          }
        } else {
          for (const event of events) state = fold(manager, state, event, pending)
          await perform(manager as ProcessManager<unknown>, pending)
        }
        // only now, its reactions issued, may the position be written
        standing = { position: upTo, state, stopped: false }
        for (const key of folding) dirty.add(key)
        folding.clear()
        positions.set(manager.name, upTo)
        unsavedEvents += events.length
        await saveWhenDue()
        // every row written: past the memory's bound they are dropped and read again when named
        if (keyed && dirty.size === 0 && known.size > KEYED_ROWS_IN_MEMORY) {
          known.clear()
          standing = { ...standing, state: manager.initialState }
        }
        return true
      },
      stop: async (poison) => {
        options.log(`process ${manager.name} stopped: ${poison.message}`)
        await sql`
          update process_checkpoints set stopped_at = ${poison.event.position.toString()}, last_error = ${poison.message}, updated_at = now()
          where name = ${manager.name}`.execute(database.db)
        if (standing) standing = { ...standing, stopped: true }
      }
    }
    // nothing of its own up to the head: the manager stands at the head; the stored checkpoint
    // follows it within SAVE_AFTER_MS, so a restart reads little without a write per append
    const follow = async (head: bigint) => {
      if (!standing || head <= standing.position) return
      standing = { ...standing, position: head }
      positions.set(manager.name, head)
      await saveWhenDue()
    }
    /** Writes where it stands now when due, else makes sure a timer writes it once due. */
    const saveWhenDue = async () => {
      const waited = Date.now() - savedWhen
      if (unsavedEvents >= SAVE_EVERY_EVENTS || waited >= saveAfterMs) return saveStanding()
      pendingSave ??= setTimeout(
        () => void saveStanding().catch((error: unknown) => options.log(`process ${manager.name}: saving its checkpoint failed (${poisonReason(error)})`)),
        saveAfterMs - waited
      )
    }
    /** Writes where it stands when the row is behind (a handled batch's state not written yet, on stop). */
    const saveStanding = async () => {
      if (pendingSave) clearTimeout(pendingSave)
      pendingSave = null
      if (standing && !standing.stopped && standing.position > savedAt) await save(standing.position, standing.state)
    }
    /**
     * A keyed manager's tick: its rows due by `now` read by index, a page at a time, with the
     * bounded rows it needs, never every row; each page's rows then move to the next moment they
     * call for one, unless an event changed them meanwhile (their due time is then recomputed).
     */
    const tickDue = async (now: Date, run: (reactions: ReadonlyArray<Reaction>) => Promise<void>) => {
      const k = keyed!
      const due = k.due!
      // what it folded but has not written yet is written first: the due times read are those of what it knows
      await saveStanding()
      const at = now.toISOString()
      const { rows: shared } =
        due.with.length === 0
          ? { rows: [] }
          : await sql<{ key: string; state: unknown }>`
              select key, state from process_states where name = ${manager.name} and key in (${sql.join(due.with)})`.execute(database.db)
      let after: { readonly dueAt: string; readonly key: string } | null = null
      for (;;) {
        const { rows }: { rows: ReadonlyArray<{ key: string; state: unknown; due_at: Date | string }> } = await sql<{
          key: string
          state: unknown
          due_at: Date | string
        }>`
          select key, state, due_at from process_states
          where name = ${manager.name} and due_at <= ${at}::timestamptz
            ${after ? sql`and (due_at, key) > (${after.dueAt}::timestamptz, ${after.key})` : sql``}
          order by due_at, key limit ${TICK_ROWS}`.execute(database.db)
        if (rows.length === 0) return
        let state = manager.initialState
        for (const row of [...shared, ...rows]) state = rowCodec!.into(state, row.key, row.state)
        await run(manager.tick!(state, now))
        const moves = rows.map((row) => {
          const next = due.at(row.key, k.get(state, row.key), now)
          return sql`(${row.key}, ${next === null ? null : next.toISOString()}, ${new Date(row.due_at).toISOString()})`
        })
        await sql`
          update process_states p set due_at = v.next::timestamptz
          from (values ${sql.join(moves)}) as v(key, next, was)
          where p.name = ${manager.name} and p.key = v.key and p.due_at = v.was::timestamptz`.execute(database.db)
        if (rows.length < TICK_ROWS) return
        const last: { key: string; due_at: Date | string } = rows[rows.length - 1]!
        after = { dueAt: new Date(last.due_at).toISOString(), key: last.key }
      }
    }
    return { consumer, follow, saveStanding, tickDue, standing: () => standing }
  }

  const consumers = options.managers.map((manager) => ({ manager, ...consumerOf(manager) }))
  /**
   * One loop per manager: a manager reacts as soon as its own events are read, never behind
   * another manager's reactions (with one loop for all, a step waited for every manager's commands,
   * and a calculation's request queued behind a burst of notifications). A loop reads only when
   * events of its manager's types were appended (`runConsumerGroup`), so an append wakes only the
   * managers it concerns.
   */
  const caughtUp = new Set<string>()
  const groups = consumers.map(({ consumer, follow }) => {
    const group = makeConsumerGroup({
      store,
      consumers: [consumer],
      batchSize: BATCH,
      idle: async (moves) => {
        for (const move of moves) await follow(move.to)
        return []
      },
      log: options.log
    })
    return {
      ...group,
      step: async () => {
        const more = await group.step()
        // every manager caught up for the first time: each knows what it knew, so time may be asked now
        if (!more && !caughtUp.has(consumer.name)) {
          caughtUp.add(consumer.name)
          if (caughtUp.size === consumers.length) void tick()
        }
        return more
      }
    }
  })
  const loops = groups.map((group, i) =>
    runConsumerGroup({ store, group, name: `process ${consumers[i]!.manager.name}`, running: () => running, log: options.log })
  )

  /**
   * What time alone calls for: each manager with a `tick` is asked, with the runner's clock, on
   * the state it stands at; its reactions run through the one pipeline with ids derived from the
   * stream they are about, so a tick repeated (every minute, after a restart) changes nothing twice.
   */
  let ticking: Promise<void> | null = null
  const tick = () => {
    ticking ??= (async () => {
      for (const { manager, standing, tickDue } of consumers) {
        const stood = standing()
        if (!manager.tick || !stood || stood.stopped) continue
        const now = options.now()
        const run = (reactions: ReadonlyArray<Reaction>) =>
          Effect.runPromise(
            Effect.forEach(
              reactions,
              (reaction) =>
                runCommandOn(
                  store,
                  {
                    actor: manager.actor,
                    correlationId: `tick:${manager.name}`,
                    causationId: `tick:${manager.name}:${reaction.streamId}`,
                    occurredAt: now.toISOString(),
                    ids: idSource(`${manager.name}|tick|${reaction.streamId}`)
                  },
                  reaction.decide
                ).pipe(
                  Effect.catchAll((refusal) =>
                    Effect.sync(() => options.log(`process ${manager.name}: tick on ${reaction.streamId} refused: ${refusal.message}`))
                  )
                ),
              { concurrency: REACTION_CONCURRENCY, discard: true }
            )
          )
        // a keyed manager holds only some rows in memory: it is asked about its rows that are due
        if (manager.keyed) {
          if (manager.keyed.due) await tickDue(now, run)
        } else await run(manager.tick(stood.state, now))
      }
    })()
      .catch((error: unknown) => options.log(`process managers: a tick failed (${poisonReason(error)})`))
      .finally(() => {
        ticking = null
      })
    return ticking
  }
  // then every TICK_EVERY_MS (the first, at start, runs once the loop has caught up: see `idle`)
  const ticker = setInterval(() => void tick(), options.tickEveryMs ?? TICK_EVERY_MS)

  return {
    stop: async () => {
      running = false
      clearInterval(ticker)
      await ticking
      await Promise.all(loops)
      // what was appended while the loop gathered or slept is handled before the checkpoints are written
      for (const group of groups)
        await group.step().catch((error: unknown) => options.log(`process managers: the last step before stopping failed (${poisonReason(error)})`))
      // the states not written yet: a restart would refold from the older checkpoint, correct but slower
      for (const { saveStanding } of consumers) await saveStanding()
    },
    tick: () => tick(),
    settled: async () => {
      const head = await Effect.runPromise(store.headPosition())
      for (const { manager, consumer } of consumers) {
        const deadline = Date.now() + 5000
        while (Date.now() < deadline) {
          const reached = positions.get(manager.name) ?? -1n
          if (reached >= 0n) {
            const newer = await Effect.runPromise(store.readAll({ fromPosition: reached + 1n, limit: 1, eventTypes: consumer.eventTypes }))
            if (newer.length === 0 || newer[0]!.position > head) break
          }
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
    }
  }
}
