import type { DomainError } from "@timber/contracts"
import type { Decider } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import type { Effect, Schema } from "effect"
import { streamOf, type Streams } from "../commands/execute"

/**
 * A command a process manager issues in reaction to one event: a command like any other, run
 * through the one pipeline (each stream read once, one decision, one append). `streamId` is the
 * stream it is about: reactions about one stream run in order, others side by side.
 */
export interface Reaction {
  readonly streamId: string
  readonly decide: (streams: Streams) => Effect.Effect<unknown, DomainError>
}

/** A reaction that is one command on one stream. */
export const reactOn = <C, E extends { _tag: string }, S>(decider: Decider<C, E, S>, streamId: string, command: C): Reaction => ({
  streamId,
  decide: (streams) => streams.decide(streamOf(decider, streamId), command)
})

/**
 * A process manager (ARCHITECTURE section 2): it folds what it needs to know from the
 * events it reads (`evolve`) and answers an event with commands (`react`). Both are
 * pure and receive the event decoded by `events` (the union it listens to; its stored
 * types are read from it) beside the stored event (id, metadata). The runner executes
 * the reactions with the trigger as causation and event ids derived from it, so a
 * redelivered event changes nothing twice.
 */
export interface ProcessManager<S, E extends { readonly _tag: string } = any> {
  readonly name: string
  /** The actor its events are recorded under. */
  readonly actor: { readonly userId: string; readonly email: string }
  // the encoded side differs per union; only the decoded events matter here
  readonly events: Schema.Schema<E, any>
  readonly initialState: S
  /** How its state is kept in its own row beside its checkpoint, so a restart resumes instead of refolding the log. */
  readonly state: Schema.Schema<S, any>
  readonly evolve: (state: S, event: E, recorded: RecordedEvent) => S
  readonly react: (state: S, event: E, recorded: RecordedEvent) => ReadonlyArray<Reaction>
  /**
   * State kept in rows keyed by correlation (ARCHITECTURE §2), for a manager whose state gains an
   * entry per business record: the runner keeps in memory only the rows of the events it handles,
   * loads them from `process_states` before folding an event, and writes, with the checkpoint and
   * in the same transaction, only the rows a batch touched. `evolve` and `react` are unchanged:
   * they see a state holding (at least) the rows `keysOf` names. Built with `keyedRows` (keyed-rows.ts).
   */
  readonly keyed?: KeyedState<S, E>
  /**
   * What time alone calls for (a maintenance that fell due): the runner asks at start and then
   * every tick, with its clock's time. Its reactions must be idempotent by their ids (derived
   * from what they are about, never from the time), since the same answer may come again. A keyed
   * manager is asked with a state holding only its rows that are due (`keyed.due`) and its bounded rows.
   */
  readonly tick?: (state: S, now: Date) => ReadonlyArray<Reaction>
}

/** How a manager's state splits into rows of `process_states`. */
export interface KeyedState<S, E> {
  /**
   * The rows an event reads or changes. It may name rows found through rows it named before (an
   * operation's row names its LOT's): the runner asks again once those are loaded, until no new key comes.
   */
  readonly keysOf: (event: E, state: S) => ReadonlyArray<string>
  /** How the row of a key is stored in `process_states.state` (undefined: a key it no longer keeps, ignored). */
  readonly rowSchema: (key: string) => Schema.Schema<any, any> | undefined
  readonly get: (state: S, key: string) => unknown
  /** The state with the row set (undefined: removed). */
  readonly set: (state: S, key: string, row: unknown) => S
  /** Every key the state holds: what a first start, which folds the log once, writes. */
  readonly keys: (state: S) => Iterable<string>
  /** For a manager with a `tick`: when each row next calls for time's attention, so a tick reads only the rows due, by index. */
  readonly due?: {
    /** The moment, the row having been handled by a tick at `handled` (null: not since it last changed); null: never. */
    readonly at: (key: string, row: unknown, handled: Date | null) => Date | null
    /** The rows a tick needs beside the due ones (who is told). */
    readonly with: ReadonlyArray<string>
  }
}
