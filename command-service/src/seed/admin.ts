import { Roles, SYSTEM_ACTOR } from "@timber/contracts"
import type { Database, EventStore } from "@timber/eventstore"
import { Effect, Layer } from "effect"
import { CommandContext } from "../commands/context"
import { envelopeFor } from "../commands/envelope"
import { registerUser, userIdForEmail } from "../commands/users"
import { migrateCommandTables } from "../storage/migrate"

/**
 * The first start creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD. Ids are derived
 * from the e-mail, so two processes starting at once create one admin.
 */
export const seedAdmin = async (options: {
  database: Database
  store: EventStore
  email: string
  password: string
  firstName?: string
  lastName?: string
}): Promise<{ created: boolean }> => {
  await migrateCommandTables(options.database.db)
  const context = Layer.succeed(CommandContext, { store: options.store, database: options.database, config: { jwtSecret: "" }, now: () => new Date() })
  const program = Effect.gen(function* () {
    if ((yield* userIdForEmail(options.email)) !== null) return { created: false }
    const envelope = yield* envelopeFor({
      actor: { userId: SYSTEM_ACTOR.userId, email: SYSTEM_ACTOR.userEmail },
      idScope: `seed|${options.email.toLowerCase()}`
    })
    yield* registerUser(
      {
        email: options.email,
        password: options.password,
        // the dashboard greets by first name: "Welcome back, Administrator", never a placeholder
        firstName: options.firstName ?? "Administrator",
        lastName: options.lastName ?? "",
        role: Roles.admin,
        isActive: true
      },
      envelope
    )
    return { created: true }
  })
  return Effect.runPromise(Effect.provide(program, context))
}
