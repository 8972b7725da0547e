import type { Database, EventStore } from "@timber/eventstore"
import { Context } from "effect"
import type { ProcessMetrics } from "@timber/server-edge"

export interface CommandServiceConfig {
  readonly jwtSecret: string
  /** How long a session lasts from its sign-in (SESSION_HOURS); contracts' DEFAULT_SESSION_HOURS unless given. */
  readonly sessionHours?: number
}

/** What the pipeline reports to the process's metrics: each command's time and outcome, each lost race, each try again. */
export type CommandMeter = Pick<ProcessMetrics, "commandFinished" | "appendConflict" | "commandRetried">

/** What every write handler needs; provided once when the service starts. */
export class CommandContext extends Context.Tag("CommandContext")<
  CommandContext,
  {
    readonly store: EventStore
    readonly database: Database
    readonly config: CommandServiceConfig
    readonly now: () => Date
    /** The stopped projections reading any of these event types, when this process runs the projections and knows without asking. */
    readonly stoppedReaders?: (types: ReadonlyArray<string>) => ReadonlyArray<string>
    /** The process's metrics, when it keeps them: each command's time and outcome, lost races, retries. */
    readonly metrics?: CommandMeter
  }
>() {}
