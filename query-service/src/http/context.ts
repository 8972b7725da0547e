import type { EventStore } from "@timber/eventstore"
import type { ReadDb, UserRow } from "@timber/projections"
import { Context } from "effect"

export class QueryContext extends Context.Tag("QueryContext")<
  QueryContext,
  {
    readonly db: ReadDb
    readonly store: EventStore
    readonly jwtSecret: string
    /** The user as of every event appended so far (waits briefly for the users read model when theirs lag). */
    readonly currentUser: (userId: string) => Promise<UserRow | null>
  }
>() {}
