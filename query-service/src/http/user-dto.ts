import { UserId } from "@timber/contracts"
import type { User } from "@timber/contracts"
import { toUser } from "@timber/domain/permissions/index"
import type { UserRow } from "@timber/projections"

/** A user as the API shows them: the users read model's row through the one view the write side answers with too. */
export const userDto = (user: UserRow): User =>
  toUser({ ...user, userId: UserId.make(user.id), permissions: user.storedPermissions }, user.createdAt, user.version)
