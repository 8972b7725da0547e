import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { attachmentDisposition, BackupMessages, BackupShelf, NotReady, ReadApi } from "@timber/contracts"
import { Effect, Stream } from "effect"
import { requireAdmin } from "./permissions"

/** The shelf of the process that owns the data directory; refused in words where there is none. */
const shelf = Effect.flatMap(BackupShelf, (found) => (found === null ? Effect.fail(new NotReady({ message: BackupMessages.notHere })) : Effect.succeed(found)))

/** The Backups tab's reads, ADMIN only: the list, the run's progress, and each archive's bytes as a streamed attachment. */
export const BackupsLive = HttpApiBuilder.group(ReadApi, "backups", (h) =>
  h
    .handle("list", () =>
      Effect.gen(function* () {
        yield* requireAdmin
        const backups = yield* shelf
        return { backups: yield* backups.list, run: yield* backups.run, directory: backups.directory }
      })
    )
    .handle("run", () => Effect.flatMap(Effect.zipRight(requireAdmin, shelf), (backups) => backups.run))
    .handle("file", ({ path }) =>
      Effect.gen(function* () {
        yield* requireAdmin
        const file = yield* (yield* shelf).open(path.name)
        // streamed as it is read: an archive may be larger than memory should hold
        return HttpServerResponse.stream(
          Stream.fromReadableStream(
            () => file.bytes,
            (error) => error
          ),
          {
            contentType: "application/octet-stream",
            contentLength: file.sizeBytes,
            headers: { "content-disposition": attachmentDisposition(file.name), "cache-control": "private, no-store", "x-content-type-options": "nosniff" }
          }
        )
      })
    )
)
