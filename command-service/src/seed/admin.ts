import { Roles, SYSTEM_ACTOR, UserId } from "@timber/contracts"
import type { Database, EventStore } from "@timber/eventstore"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { passwordMatches } from "../auth/passwords"
import { CommandContext } from "../commands/context"
import { envelopeFor } from "../commands/envelope"
import { runCommand } from "../commands/execute"
import { registration, storeFirstPassword, userIdForEmail } from "../commands/users"
import { migrateCommandTables } from "../storage/migrate"

/** What a start did about the first admin. */
export interface SeededAdmin {
  /** This start created the admin. */
  readonly created: boolean
  /**
   * ADMIN_PASSWORD still signs the admin in: false once it was changed (User Settings, an
   * administrator, `npm run admin -- reset-password`), so the start log stops printing a
   * password that no longer works.
   */
  readonly passwordInUse: boolean
}

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
}): Promise<SeededAdmin> => {
  await migrateCommandTables(options.database.db)
  const context = Layer.succeed(CommandContext, { store: options.store, database: options.database, config: { jwtSecret: "" }, now: () => new Date() })
  const passwordInUse = (userId: string) =>
    Effect.promise(async () => {
      const stored = await sql<{ password_hash: string }>`select password_hash from credentials where user_id = ${userId}`.execute(options.database.db)
      const hash = stored.rows[0]?.password_hash
      return hash !== undefined && (await passwordMatches(hash, options.password))
    })
  const program = Effect.gen(function* () {
    const existing = yield* userIdForEmail(options.email)
    if (existing !== null) return { created: false, passwordInUse: yield* passwordInUse(existing) }
    const envelope = yield* envelopeFor({
      actor: { userId: SYSTEM_ACTOR.userId, email: SYSTEM_ACTOR.userEmail },
      idScope: `seed|${options.email.toLowerCase()}`
    })
    const userId = UserId.make(envelope.ids.next("user"))
    yield* storeFirstPassword(userId, options.password)
    yield* runCommand(
      envelope,
      registration(
        {
          email: options.email,
          password: options.password,
          // the dashboard greets by first name: "Welcome back, Administrator", never a placeholder
          firstName: options.firstName ?? "Administrator",
          lastName: options.lastName ?? "",
          role: Roles.admin,
          isActive: true
        },
        userId
      )
    )
    return { created: true, passwordInUse: true }
  })
  return Effect.runPromise(Effect.provide(program, context))
}
