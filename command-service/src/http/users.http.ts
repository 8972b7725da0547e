import { HttpApiBuilder } from "@effect/platform"
import { WriteApi } from "@timber/contracts"
import { Effect } from "effect"
import { registerUser } from "../commands/users"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

export const UserCommandsLive = HttpApiBuilder.group(WriteApi, "userCommands", (handlers) =>
  handlers.handle("create", ({ payload }) =>
    Effect.gen(function* () {
      yield* requirePermission("admin-settings", "create")
      const { user, position } = yield* registerUser(payload, yield* commandEnvelope)
      yield* reportPosition(position)
      return user
    })
  )
)
