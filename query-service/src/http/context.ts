import type { EventStore } from "@timber/eventstore"
import type { ReadDb } from "@timber/projections"
import { Context } from "effect"

export class QueryContext extends Context.Tag("QueryContext")<
  QueryContext,
  {
    readonly db: ReadDb
    readonly store: EventStore
    readonly jwtSecret: string
    /** Waits until the projections reached the event store's head (up to 2 s). */
    readonly settle: () => Promise<void>
  }
>() {}
