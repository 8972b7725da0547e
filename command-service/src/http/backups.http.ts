import { HttpApiBuilder } from "@effect/platform"
import { BackupMessages, BackupShelf, NotReady, WriteApi } from "@timber/contracts"
import { Effect } from "effect"
import { requireAdmin } from "./settings.http"

/**
 * "Back up now", ADMIN only: starts a backup in the background on the shelf of the process that
 * owns the data directory and answers 202 with its run; while one runs, the same run (a second
 * click starts nothing). The Idempotency-Key middleware replays a repeated key's first answer.
 */
export const BackupCommandsLive = HttpApiBuilder.group(WriteApi, "backupCommands", (handlers) =>
  handlers.handle("start", () =>
    Effect.gen(function* () {
      const admin = yield* requireAdmin
      const shelf = yield* BackupShelf
      if (shelf === null) return yield* new NotReady({ message: BackupMessages.notHere })
      return yield* shelf.start(admin.email)
    })
  )
)
