import { HttpApiBuilder } from "@effect/platform"
import {
  EditedRecords,
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
import { fileViewOf, folderViewOf, isAboutFile, isAboutFolder, WEBSITE_LIBRARY_STREAM, WebsiteLibraryDecider, type WebsiteLibraryState } from "@timber/domain"
import { Effect } from "effect"
import { lastRevisionAbout, streamOf, type EditedRecord, type EventAbout, type Executed, type Outcome, type Streams } from "../commands/execute"
import { readUploadForm, storeWebsiteFile } from "../storage/website-files"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

/** Every call of the file manager is gated by its page (section 6 defaults: a USER reads only). */
const PAGE = "website-files" as const

const library = streamOf(WebsiteLibraryDecider, WEBSITE_LIBRARY_STREAM)

/** The library's commands, decided in turn on its one stream: one decision, one append. */
const onLibrary = (commands: ReadonlyArray<WebsiteLibraryCommand>) => (streams: Streams) =>
  Effect.forEach(commands, (libraryCommand) => streams.decide(library, libraryCommand), { discard: true })

/** What a write answers, read from what its command left: the folder or file, or not found in the spec's words when it is gone. */
const shown = <A>(outcome: Outcome<unknown>, view: (executed: Executed<WebsiteLibraryState>) => A | null, missing: string) => {
  const value = view(outcome.executed(library))
  return value === null ? Effect.fail(new NotFound({ message: missing })) : Effect.succeed(value)
}

/** A listed folder or file with its own version: the revision of the last event about it, this command's included. */
const versioned = <V>(view: V | null, executed: Executed<WebsiteLibraryState>, about: EventAbout) =>
  view === null ? null : { ...view, version: executed.versionAbout(about) ?? "" }

const folderOf = (id: string) => (executed: Executed<WebsiteLibraryState>) => versioned(folderViewOf(executed.state, id), executed, isAboutFolder(id))
const fileOf = (id: string) => (executed: Executed<WebsiteLibraryState>) => versioned(fileViewOf(executed.state, id), executed, isAboutFile(id))

/**
 * A folder or file an edit or delete is made on. Every folder and file shares the
 * library's one stream, so its version is the revision of the last event about IT (isAboutFolder):
 * an upload elsewhere leaves an open rename current, a colleague's rename of this folder does not.
 * A folder or file that is gone has no version: the body says it is not found.
 */
const editedItem = (subject: string, about: EventAbout, live: (state: WebsiteLibraryState) => object | null): EditedRecord<WebsiteLibraryState> => ({
  ref: library,
  subject,
  versionOf: (state, recorded) => (live(state) === null ? null : lastRevisionAbout(recorded, about)),
  // `version` is the item's own (versionOf above)
  current: ({ state, version }) => Effect.succeed(Object.assign({}, live(state), { version }))
})

const editedFolder = (id: string) => editedItem(EditedRecords.websiteFolder, isAboutFolder(id), (state) => folderViewOf(state, id))
const editedFile = (id: string) => editedItem(EditedRecords.websiteFile, isAboutFile(id), (state) => fileViewOf(state, id))

export const WebsiteFilesCommandsLive = HttpApiBuilder.group(WriteApi, "websiteFilesCommands", (handlers) =>
  handlers
    .handle("createFolder", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const envelope = yield* commandEnvelope
        const folderId = WebsiteFolderId.make(envelope.ids.next("website-folder"))
        const created = yield* command(
          onLibrary([{ _tag: "CreateWebsiteFolder", folderId, name: payload.name, parentId: payload.parentId ?? null, at: envelope.occurredAt }])
        )
        return yield* shown<FolderView>(created, folderOf(folderId), WebsiteFilesMessages.folderNotFound)
      })
    )
    .handle("renameFolder", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const folderId = WebsiteFolderId.make(path.id)
        const renamed = yield* command(onLibrary([{ _tag: "RenameWebsiteFolder", folderId, name: payload.name }]), editedFolder(folderId))
        return yield* shown(renamed, folderOf(folderId), WebsiteFilesMessages.folderNotFound)
      })
    )
    .handle("moveFolder", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const folderId = WebsiteFolderId.make(path.id)
        const moved = yield* command(onLibrary([{ _tag: "MoveWebsiteFolder", folderId, parentId: payload.parentId }]), editedFolder(folderId))
        return yield* shown(moved, folderOf(folderId), WebsiteFilesMessages.folderNotFound)
      })
    )
    .handle("deleteFolder", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const folderId = WebsiteFolderId.make(path.id)
        yield* command(onLibrary([{ _tag: "DeleteWebsiteFolder", folderId }]), editedFolder(folderId))
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
        const uploaded = yield* command(
          onLibrary(
            stored.map((file, i) => ({
              _tag: "UploadWebsiteFile" as const,
              fileId: fileIds[i]!,
              folderId: form.folderId,
              file,
              uploadedBy: UserId.make(envelope.actor.userId),
              at: envelope.occurredAt
            }))
          )
        )
        return yield* shown<ReadonlyArray<FileView>>(
          uploaded,
          (executed) => {
            const views = fileIds.map((id) => fileOf(id)(executed))
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
        const moved = yield* command(onLibrary([{ _tag: "MoveWebsiteFile", fileId, folderId: payload.folderId }]), editedFile(fileId))
        return yield* shown(moved, fileOf(fileId), WebsiteFilesMessages.fileNotFound)
      })
    )
    .handle("deleteFile", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const fileId = WebsiteFileId.make(path.id)
        yield* command(onLibrary([{ _tag: "DeleteWebsiteFile", fileId }]), editedFile(fileId))
        return { id: fileId }
      })
    )
)
