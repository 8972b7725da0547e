import type { ChangeRole } from "@timber/contracts"
import { changeRole } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { claimRoleName, releaseRoleName, roleOf } from "./role-name"

/** Changes a role (domain `changeRole`): reads it, records the change and moves its name's claim, in one append. */
export const changeRoleCommand = (intent: ChangeRole) => (streams: Streams) =>
  Effect.gen(function* () {
    const role = roleOf(intent.roleId)
    const decided = yield* changeRole({ role: (yield* streams.read(role)).state }, intent)
    yield* streams.record(role, decided.role)
    if (decided.renamed !== null) {
      yield* claimRoleName(streams, decided.renamed.to, intent.roleId)
      yield* releaseRoleName(streams, decided.renamed.from, intent.roleId)
    }
  })
