import { CurrentUser, Forbidden, AuthMessages, type PageKey, type PermissionAction } from "@timber/contracts"
import { can, isAdmin } from "@timber/domain/permissions/index"
import { Effect } from "effect"

/** Passes when the user holds any one of the listed page permissions. */
export const requireAny = (...needs: ReadonlyArray<readonly [PageKey, PermissionAction]>) =>
  Effect.flatMap(CurrentUser, (user) =>
    needs.some(([page, action]) => can(user, page, action))
      ? Effect.succeed(user)
      : Effect.fail(new Forbidden({ message: AuthMessages.forbidden(needs[0]![0], needs[0]![1]) }))
  )

/** Passes for an ADMIN only. */
export const requireAdmin = Effect.flatMap(CurrentUser, (user) =>
  isAdmin(user) ? Effect.succeed(user) : Effect.fail(new Forbidden({ message: AuthMessages.adminOnly }))
)
