import { HttpServerRequest } from "@effect/platform"
import {
  CurrentUser,
  Forbidden,
  IDEMPOTENCY_HEADER,
  AuthMessages,
  VersionHeaders,
  versionOfIfMatch,
  type PageKey,
  type PermissionAction
} from "@timber/contracts"
import { can } from "@timber/domain"
import { Effect } from "effect"
import { envelopeFor } from "../commands/envelope"

/** One definition, in contracts: the console sends it, this side reads it. */
export { IDEMPOTENCY_HEADER }

/** The page permission a call needs, checked on the server whatever the console shows. */
export const requirePermission = (page: PageKey, action: PermissionAction) =>
  Effect.flatMap(CurrentUser, (user) =>
    can(user, page, action) ? Effect.succeed(user) : Effect.fail(new Forbidden({ message: AuthMessages.forbidden(page, action) }))
  )

/** Who, when and why for the events this request appends, and the version of the edited record the user saw (If-Match). */
export const commandEnvelope = Effect.gen(function* () {
  const user = yield* CurrentUser
  const request = yield* HttpServerRequest.HttpServerRequest
  const key = request.headers[IDEMPOTENCY_HEADER]
  const envelope = yield* envelopeFor({
    actor: { userId: user.userId, email: user.email },
    correlationId: correlationOf(request),
    idScope: key ? `${user.userId}|${key}` : null
  })
  return { ...envelope, seenVersion: versionOfIfMatch(request.headers[VersionHeaders.ifMatch]) }
})

/** The conversation a request continues, when its caller names one. */
export const correlationOf = (request: HttpServerRequest.HttpServerRequest): string | undefined => request.headers["x-correlation-id"]
