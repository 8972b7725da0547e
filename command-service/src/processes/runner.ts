import { decodeEvent, eventTypesOf } from "@timber/contracts"
import type { CommandMeter } from "../commands/context"
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
import { Effect, Schema, type Tracer } from "effect"
import { sql } from "kysely"
import type { ProcessManager, Reaction } from "./process-manager"
import { issuedByTick, issuedFor, perform, type Issued } from "./reactions"
import { readRows, rowCodecOf, writeRows } from "./state-rows"
import { tickDueRows } from "./ticks"

export interface ProcessRunner {
  readonly stop: () => Promise<void>
  /** Resolves once every manager has handled the log up to its head at the time of the call. */
  readonly settled: () => Promise<void>
  /** Asks the managers what time calls for now (as the periodic tick does); resolves when their commands ran. */
  readonly tick: () => Promise<void>
}

const BATCH = 500
/**
 * Where a manager stands is written at the latest this long after it moved, or at once when this
 * many of its events were handled since the last write (positions are transaction ids × 65,536,
 * not a count: a stride in positions would write on every append).
 */
const SAVE_AFTER_MS = 1000
const SAVE_EVERY_EVENTS = 1000
/** How many rows of a keyed manager stay in memory between batches; past it, once written, they are dropped and read again when named. */
const KEYED_ROWS_IN_MEMORY = 10_000
/** What a keyed manager's checkpoint row holds as its `state`: its rows are in `process_states`. */
const ROWS_ELSEWHERE = { rows: "process_states" }
const isRowsElsewhere = (state: unknown) => state !== null && typeof state === "object" && (state as { rows?: unknown }).rows === ROWS_ELSEWHERE.rows

/** How often a manager with a `tick` is asked what time calls for (and once when the loop first catches up). */
const TICK_EVERY_MS = 60_000

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
 * The jobs beside this one: reactions issued as commands (reactions.ts), a keyed manager's rows
 * (state-rows.ts) and the ticks over its rows that are due (ticks.ts).
 */
export const startProcessManagers = (options: {
  readonly database: Database
  readonly store: EventStore
  readonly managers: ReadonlyArray<ProcessManager<any>>
  readonly now: () => Date
  readonly log: (line: string) => void
  /** The process's metrics: the managers' commands are timed and their lost races counted like a request's. */
  readonly meter?: CommandMeter
  /** How long a handled batch's state may stay unwritten (SAVE_AFTER_MS; tests lengthen it to stop in between). */
  readonly saveAfterMs?: number
  /** How often the managers' `tick` runs (TICK_EVERY_MS). */
  readonly tickEveryMs?: number
  /** The tracer of exported traces: a reaction to a traced event joins its trace (reactions.ts). None: traces off. */
  readonly tracer?: Tracer.Tracer
}): ProcessRunner => {
  const { database, store } = options
  let running = true
  const saveAfterMs = options.saveAfterMs ?? SAVE_AFTER_MS
  const positions = new Map<string, bigint>()

  /** The commands a manager issues for one event, each with the trigger as causation and derived ids. */
  const reactionsTo = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, state: S, decoded: E, event: RecordedEvent): Issued[] =>
    issuedFor(manager, manager.react(state, decoded, event), event, options.now())

  /** Folds one event into the state, reacting only to what lies past the checkpoint; an event it cannot read or fold is poison. */
  const fold = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, state: S, event: RecordedEvent, pending: Issued[] | null): S => {
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
      const rows = await readRows(database, manager.name, missing)
      for (const key of missing) known.add(key)
      for (const row of rows) if (!dirty.has(row.key)) state = rowCodec!.into(state, row.key, row.state)
      return state
    }

    /** `fold` for a keyed manager: the rows the event names are loaded first; the rows it changed are marked to be written. */
    const foldKeyed = async (state: S, event: RecordedEvent, pending: Issued[]): Promise<S> => {
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
          await writeRows(trx, manager.name, keyed, rowCodec!, position, state, changed)
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
        const pending: Issued[] = []
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
            await perform(store, manager.name, pending, options.log, options.meter, options.tracer)
          } catch (error) {
            // the batch's state is dropped: only the rows it stands on (written, or changed and to be written) stay known
            known.clear()
            for (const key of dirty) known.add(key)
            folding.clear()
            throw error
          }
        } else {
          for (const event of events) state = fold(manager, state, event, pending)
          await perform(store, manager.name, pending, options.log, options.meter, options.tracer)
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
    /** A keyed manager's tick over its rows that are due (ticks.ts); what it folded is written first. */
    const tickDue = (now: Date, run: (reactions: ReadonlyArray<Reaction>) => Promise<void>) =>
      tickDueRows({ database, manager, keyed: keyed!, rowCodec: rowCodec!, saveStanding, now, run })
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
        const run = (reactions: ReadonlyArray<Reaction>) => perform(store, manager.name, issuedByTick(manager, reactions, now), options.log, options.meter)
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
