import { RoleId, RoleMessages } from "@timber/contracts"
import { RoleDecider, roleStream } from "@timber/domain"
import type { Streams } from "../commands/execute"
import { streamOf } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"

const ROLE_NAME_SCOPE = "role-name"

export const roleOf = (roleId: RoleId) => streamOf(RoleDecider, roleStream(roleId))

/** The reservation stream keeps role names unique even when two writes race; claimed in the role's own command. */
export const claimRoleName = (streams: Streams, name: string, roleId: RoleId) =>
  claimValue(streams, {
    scope: ROLE_NAME_SCOPE,
    key: name,
    ownerId: roleId,
    takenMessage: RoleMessages.nameTaken(name),
    // the holder of a role name is a role: its id, read back from the reservation, is branded here
    ownerStream: (holder: string) => roleStream(RoleId.make(holder)),
    endedBy: "RoleDeleted"
  })

export const releaseRoleName = (streams: Streams, name: string, roleId: string) => releaseValue(streams, { scope: ROLE_NAME_SCOPE, key: name, ownerId: roleId })
