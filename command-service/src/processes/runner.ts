import type { Database, EventStore, RecordedEvent } from "@timber/eventstore"
import { decodeEvent, eventTypesOf, metadataOf } from "@timber/contracts"
import { Effect } from "effect"
import { sql } from "kysely"
import { execute, type CommandEnvelope } from "../commands/execute"
import { idSource } from "../commands/ids"
import type { ProcessManager, Reaction } from "./process-manager"

export interface ProcessRunner {
  readonly stop: () => Promise<void>
  /** Resolves once every manager has handled the log up to its head at the time of the call. */
  readonly settled: () => Promise<void>
}

const BATCH = 500
const REACTION_CONCURRENCY = 8
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Runs each process manager in its own loop from its own checkpoint. State is folded
 * from position 0 on every start (managers read only their few event types), while
 * reactions happen only past the checkpoint; the checkpoint moves after a batch.
 */
export const startProcessManagers = (options: {
  readonly database: Database
  readonly store: EventStore
  readonly managers: ReadonlyArray<ProcessManager<any>>
  readonly now: () => Date
  readonly log: (line: string) => void
}): ProcessRunner => {
  const { database, store } = options
  let running = true
  const positions = new Map<string, bigint>()

  const checkpointOf = async (name: string) => {
    const result = await sql<{ position: string }>`select position from process_checkpoints where name = ${name}`.execute(database.db)
    return result.rows[0] ? BigInt(result.rows[0].position) : 0n
  }
  const saveCheckpoint = async (name: string, position: bigint) => {
    await sql`
      insert into process_checkpoints (name, position, updated_at) values (${name}, ${position.toString()}, now())
      on conflict (name) do update set position = excluded.position, updated_at = now()
      where process_checkpoints.position::numeric < excluded.position::numeric`.execute(database.db)
  }

  interface Pending {
    readonly event: RecordedEvent
    readonly reaction: Reaction
    readonly envelope: CommandEnvelope
  }

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
            execute(store, reaction.decider, reaction.streamId, reaction.command, envelope).pipe(
              // a refused reaction is a decision, not a failure: it is logged and not retried
              Effect.catchAll((refusal) => Effect.sync(() => options.log(`process ${manager.name}: ${event.type} ${event.id} refused: ${refusal.message}`)))
            )
          ),
        { concurrency: REACTION_CONCURRENCY, discard: true }
      )
    )
  }

  const run = async <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>) => {
    const eventTypes = eventTypesOf(manager.events)
    while (running) {
      let state = manager.initialState
      let position = 0n
      try {
        let checkpoint = await checkpointOf(manager.name)
        while (running) {
          const batch = await Effect.runPromise(store.readAll({ fromPosition: position + 1n, limit: BATCH, eventTypes }))
          if (batch.length === 0) {
            positions.set(manager.name, position)
            await store.waitForAppend(1000)
            continue
          }
          const pending: Pending[] = []
          for (const event of batch) {
            const decoded = decodeEvent(manager.events, event)
            if (event.position > checkpoint) pending.push(...reactionsTo(manager, state, decoded, event))
            state = manager.evolve(state, decoded, event)
            position = event.position
          }
          await perform(manager as ProcessManager<unknown>, pending)
          if (position > checkpoint) {
            await saveCheckpoint(manager.name, position)
            checkpoint = position
          }
          positions.set(manager.name, position)
        }
      } catch (error) {
        // the store or database went away: fold again from the start once it is back
        options.log(`process ${manager.name}: ${describe(error)}; restarting`)
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  }

  const loops = options.managers.map((manager) => run(manager))

  return {
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
    settled: async () => {
      const head = await Effect.runPromise(store.headPosition())
      for (const manager of options.managers) {
        const deadline = Date.now() + 5000
        while (Date.now() < deadline) {
          const reached = positions.get(manager.name) ?? -1n
          if (reached >= 0n) {
            const newer = await Effect.runPromise(store.readAll({ fromPosition: reached + 1n, limit: 1, eventTypes: eventTypesOf(manager.events) }))
            if (newer.length === 0 || newer[0]!.position > head) break
          }
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
    }
  }
}
