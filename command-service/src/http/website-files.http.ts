import { HttpApiBuilder } from "@effect/platform"
import {
  NotFound,
  UserId,
  WebsiteFileId,
  WebsiteFilesMessages,
  WebsiteFolderId,
  WriteApi,
  type FileView,
  type FolderView,
  type WebsiteLibraryCommand
} from "@timber/contracts"
import { fileViewOf, folderViewOf, WEBSITE_LIBRARY_STREAM, WebsiteLibraryDecider, type WebsiteLibraryState } from "@timber/domain"
import { Effect } from "effect"
import { streamOf } from "../commands/execute"
import { readUploadForm, storeWebsiteFile } from "../storage/website-files"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

/** Every call of the file manager is gated by its page (section 6 defaults: a USER reads only). */
const PAGE = "website-files" as const

const library = streamOf(WebsiteLibraryDecider, WEBSITE_LIBRARY_STREAM)

/** The library's one decision and one append; the answer is read from the state it left. */
const decide = <A>(commands: ReadonlyArray<WebsiteLibraryCommand>, answer: (state: WebsiteLibraryState) => A | null, missing: string) =>
  Effect.gen(function* () {
    const outcome = yield* command((streams) =>
      Effect.gen(function* () {
        for (const c of commands) yield* streams.decide(library, c)
      })
    )
    const value = answer(outcome.executed(library).state)
    if (value === null) return yield* new NotFound({ message: missing })
    return value
  })

const folderOf = (id: string) => (state: WebsiteLibraryState) => folderViewOf(state, id)
const fileOf = (id: string) => (state: WebsiteLibraryState) => fileViewOf(state, id)

export const WebsiteFilesCommandsLive = HttpApiBuilder.group(WriteApi, "websiteFilesCommands", (handlers) =>
  handlers
    .handle("createFolder", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const envelope = yield* commandEnvelope
        const folderId = WebsiteFolderId.make(envelope.ids.next("website-folder"))
        return yield* decide<FolderView>(
          [{ _tag: "CreateWebsiteFolder", folderId, name: payload.name, parentId: payload.parentId ?? null, at: envelope.occurredAt }],
          folderOf(folderId),
          WebsiteFilesMessages.folderNotFound
        )
      })
    )
    .handle("renameFolder", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const folderId = WebsiteFolderId.make(path.id)
        return yield* decide([{ _tag: "RenameWebsiteFolder", folderId, name: payload.name }], folderOf(folderId), WebsiteFilesMessages.folderNotFound)
      })
    )
    .handle("moveFolder", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const folderId = WebsiteFolderId.make(path.id)
        return yield* decide([{ _tag: "MoveWebsiteFolder", folderId, parentId: payload.parentId }], folderOf(folderId), WebsiteFilesMessages.folderNotFound)
      })
    )
    .handle("deleteFolder", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const folderId = WebsiteFolderId.make(path.id)
        yield* decide([{ _tag: "DeleteWebsiteFolder", folderId }], () => true, WebsiteFilesMessages.folderNotFound)
        return { id: folderId }
      })
    )
    // raw: the form is read from the body the edge read once (the HttpApi would read the multipart stream again)
    .handleRaw("upload", ({ request }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const body = new Uint8Array(yield* Effect.orDie(request.arrayBuffer))
        const form = yield* readUploadForm(body, request.headers["content-type"] ?? "")
        const envelope = yield* commandEnvelope
        // ids from the request's ids: a retried upload (same Idempotency-Key) stores nothing twice
        const fileIds = form.files.map((_, i) => WebsiteFileId.make(envelope.ids.next(`website-file-${i}`)))
        const stored = yield* Effect.forEach(form.files, (file, i) => storeWebsiteFile(fileIds[i]!, file), { concurrency: 4 })
        return yield* decide<ReadonlyArray<FileView>>(
          stored.map((file, i) => ({
            _tag: "UploadWebsiteFile" as const,
            fileId: fileIds[i]!,
            folderId: form.folderId,
            file,
            uploadedBy: UserId.make(envelope.actor.userId),
            at: envelope.occurredAt
          })),
          (state) => {
            const views = fileIds.map((id) => fileViewOf(state, id))
            return views.every((v) => v !== null) ? (views as FileView[]) : null
          },
          WebsiteFilesMessages.fileNotFound
        )
      })
    )
    .handle("moveFile", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const fileId = WebsiteFileId.make(path.id)
        return yield* decide([{ _tag: "MoveWebsiteFile", fileId, folderId: payload.folderId }], fileOf(fileId), WebsiteFilesMessages.fileNotFound)
      })
    )
    .handle("deleteFile", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const fileId = WebsiteFileId.make(path.id)
        yield* decide([{ _tag: "DeleteWebsiteFile", fileId }], () => true, WebsiteFilesMessages.fileNotFound)
        return { id: fileId }
      })
    )
)
