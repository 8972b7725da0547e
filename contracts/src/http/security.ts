import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context } from "effect"
import type { PermissionMap } from "../users/permissions"
import type { Role } from "../users/role"
import { Unauthorized } from "../shared/errors"
import type { UserId } from "../shared/ids"

/** The signed-in user, as every authenticated handler sees it. */
export interface AuthenticatedUser {
  readonly userId: UserId
  readonly email: string
  readonly role: Role
  readonly permissions: PermissionMap
  /** The session the request's token belongs to (sign-out ends it; a password changed in it keeps it). */
  readonly sessionId: string
}

export class CurrentUser extends Context.Tag("CurrentUser")<CurrentUser, AuthenticatedUser>() {}

/** Bearer-token authentication; each service implements it over its own view of users. */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  failure: Unauthorized,
  provides: CurrentUser,
  security: { bearer: HttpApiSecurity.bearer }
}) {}
