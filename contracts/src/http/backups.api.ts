import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { BackupList, BackupNamePath, BackupRun } from "../backups/dto"
import { Forbidden, NotFound, NotReady } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

/** A backup archive's bytes, streamed as an attachment. */
const BackupBytes = HttpApiSchema.Uint8Array({ contentType: "application/octet-stream" })

/**
 * Admin Settings' Backups tab, ADMIN only: the backups with their size and position, the run in
 * progress (polled for its progress bar), and each archive's download. NotReady (503): this
 * process does not own the data directory.
 */
export class BackupsApi extends HttpApiGroup.make("backups")
  .add(HttpApiEndpoint.get("list", "/backups").addSuccess(BackupList))
  .add(HttpApiEndpoint.get("run", "/backups/run").addSuccess(BackupRun))
  .add(HttpApiEndpoint.get("file", "/backups/:name/file").setPath(BackupNamePath).addSuccess(BackupBytes))
  .addError(Forbidden)
  .addError(NotFound)
  .addError(NotReady)
  .middleware(Authentication) {}

/** "Back up now": 202 with the run it started, or with the one already running. */
export class BackupCommandsApi extends HttpApiGroup.make("backupCommands")
  .add(HttpApiEndpoint.post("start", "/backups").addSuccess(BackupRun, { status: 202 }))
  .addError(NotReady)
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
