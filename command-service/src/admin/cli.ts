import { DataDirInUse, makeEsdbEventStore, makeSqlEventStore, openDatabase } from "@timber/eventstore"
import { Cause, Effect, Exit, Layer } from "effect"
import { existsSync } from "node:fs"
import { isAbsolute, join, resolve } from "node:path"
import { CommandContext } from "../commands/context"
import { migrateCommandTables } from "../storage/migrate"
import { resetPassword, unlockAccount, type Recovered } from "./recovery"

/**
 * The host-side recovery (README "Recovery from the host"):
 *
 *   npm run admin -- unlock <email>
 *   npm run admin -- reset-password <email>
 *
 * Works on the data the all-in-one uses: DATABASE_URL (and DATABASE_SCHEMA) when set, else the
 * embedded PGlite under DATA_DIR (./data where the command was typed); EVENTSTORE_URL when the
 * events live in EventStoreDB. Exit codes: 0 done, 1 refused (no such account), 2 wrong usage.
 */
const USAGE = "usage: npm run admin -- unlock <email>\n       npm run admin -- reset-password <email>"

const actions: Record<string, (email: string) => Effect.Effect<Recovered, unknown, CommandContext>> = {
  unlock: unlockAccount,
  "reset-password": resetPassword
}

/** Paths are read from where the operator typed the command, as `npm start` reads DATA_DIR. */
const fromInvocation = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path))

const main = async (args: ReadonlyArray<string>): Promise<number> => {
  const [name, email, ...rest] = args
  const action = name === undefined ? undefined : actions[name]
  if (action === undefined || email === undefined || email.trim() === "" || rest.length > 0) {
    console.error(USAGE)
    return 2
  }
  const env = process.env
  const dataDir = env.DATABASE_URL ? undefined : join(fromInvocation(env.DATA_DIR ?? "./data"), "pglite")
  // never a fresh, empty database where the product's data was meant
  if (dataDir !== undefined && !existsSync(join(dataDir, "PG_VERSION"))) {
    console.error(`No data at ${dataDir}: set DATA_DIR to the product's data dir (or DATABASE_URL).`)
    return 1
  }
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, schema: env.DATABASE_SCHEMA || undefined, dataDir, poolSize: 2 }).then(
    (database) => ({ database }),
    (failure: unknown) => ({ failure })
  )
  if ("failure" in opened) {
    // the product running on this PGlite: writing beside it would lose this change on its next write
    if (opened.failure instanceof DataDirInUse) {
      console.error(`${opened.failure.message}\nThen run \`npm run admin -- ${args.join(" ")}\` again.`)
      return 1
    }
    throw opened.failure
  }
  const { database } = opened
  try {
    await migrateCommandTables(database.db)
    const store = env.EVENTSTORE_URL ? makeEsdbEventStore(env.EVENTSTORE_URL) : await makeSqlEventStore(database)
    try {
      const context = Layer.succeed(CommandContext, { store, database, config: { jwtSecret: "" }, now: () => new Date() })
      const exit = await Effect.runPromiseExit(Effect.provide(action(email.trim()), context))
      if (Exit.isSuccess(exit)) {
        console.log(exit.value.message)
        if (exit.value.oneTimePassword !== undefined) console.log(`One-time password: ${exit.value.oneTimePassword}`)
        return 0
      }
      const failure = Cause.failureOption(exit.cause)
      const message =
        failure._tag === "Some" && typeof failure.value === "object" && failure.value !== null && "message" in failure.value
          ? String(failure.value.message)
          : Cause.pretty(exit.cause)
      console.error(`${name} ${email}: ${message}`)
      return 1
    } finally {
      await store.close()
    }
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
