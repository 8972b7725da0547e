import type { EventStore } from "@timber/eventstore"
import type { UserAccess } from "@timber/contracts"
import type { ReadDb } from "@timber/projections"
import { Context, Effect } from "effect"

export class QueryContext extends Context.Tag("QueryContext")<
  QueryContext,
  {
    readonly db: ReadDb
    readonly store: EventStore
    readonly jwtSecret: string
    /** The user as of every event appended so far, from the process's memory (contracts' user-access directory). */
    readonly currentUser: (userId: string) => Promise<UserAccess | null>
  }
>() {}

/** Runs a read against the read models (a query function of projections) for a handler. */
export const query = <A>(f: (ctx: QueryContext["Type"]) => Promise<A>) => Effect.flatMap(QueryContext, (ctx) => Effect.promise(() => f(ctx)))
