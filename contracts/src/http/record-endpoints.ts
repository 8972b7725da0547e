import { HttpApiEndpoint } from "@effect/platform"
import type { HttpMethod } from "@effect/platform/HttpMethod"
import { Schema } from "effect"
import { IfMatchHeaders } from "../shared/record-version"

/** The record an endpoint acts on, named by the path's `:id`. */
export const IdPath = Schema.Struct({ id: Schema.String })

/** What a delete answers: the id of the record it removed. */
export const DeletedId = Schema.Struct({ id: Schema.String })

/**
 * An endpoint acting on the record `:id` as the user saw it: the version travels in If-Match, and a
 * stale one is refused with 412 (contracts/README.md "Edits carry the version the user saw").
 */
export const onSeenVersion = <Name extends string, Method extends HttpMethod>(endpoint: HttpApiEndpoint.HttpApiEndpoint<Name, Method>) =>
  endpoint.setPath(IdPath).setHeaders(IfMatchHeaders)

/** The delete of the record `:id` as the user saw it; it answers the id removed. */
export const deleteOnSeenVersion = <const Name extends string>(name: Name, path: HttpApiEndpoint.PathSegment) =>
  onSeenVersion(HttpApiEndpoint.del(name, path)).addSuccess(DeletedId)
