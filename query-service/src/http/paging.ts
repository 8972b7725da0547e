import { PageMessages, pageRequest, ValidationError, type PageRequest, type SortOrder } from "@timber/contracts"
import { CursorRefused, decodeCursor, type CursorPosition } from "@timber/projections"
import { Effect } from "effect"
import { query, type QueryContext } from "./context"

interface PageParams<Sort extends string> {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly sort?: Sort | undefined
  readonly order?: SortOrder | undefined
  readonly q?: string | undefined
}

/**
 * A list call's paging parameters read once (contracts' `pageParams`): the list's defaults
 * applied and the cursor decoded for the sort asked, or a 400 that tells the user to reload the
 * list when the cursor was written for another sort or not by this server.
 */
export const readPage = <Sort extends string>(
  params: PageParams<Sort>,
  defaults: { readonly sort: Sort; readonly order: SortOrder }
): Effect.Effect<{ readonly request: PageRequest<Sort>; readonly after: CursorPosition | null }, ValidationError> => {
  const request = pageRequest(params, defaults)
  if (request.cursor === undefined) return Effect.succeed({ request, after: null })
  const after = decodeCursor(request.cursor, request.sort, request.order)
  return after ? Effect.succeed({ request, after }) : Effect.fail(new ValidationError({ message: PageMessages.cursor }))
}

/**
 * A list's read after `readPage`: `query`, with a cursor whose value its sort column cannot hold
 * (made by hand: a time that is none, a size past bigint) answered as a cursor this server did not
 * write, 400, rather than as the database's refusal, 500.
 */
export const pagedQuery = <A>(f: (ctx: QueryContext["Type"]) => Promise<A>) =>
  Effect.catchAllDefect(query(f), (defect) =>
    defect instanceof CursorRefused ? Effect.fail(new ValidationError({ message: PageMessages.cursor })) : Effect.die(defect)
  )
