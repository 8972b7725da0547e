import {
  BusinessRuleViolation,
  Conflict,
  identifierKey,
  NotFound,
  ValidationError,
  WebsiteFilesMessages,
  WebsiteLibraryEvent,
  websiteFileUrl,
  type FileView,
  type FolderView,
  type StoredFile,
  type WebsiteFileId,
  type WebsiteFolderId,
  type WebsiteLibraryCommand
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import {
  nextWebsiteFileState,
  nextWebsiteFolderState,
  type WebsiteFileLifecycleEvent,
  type WebsiteFileMachineState,
  type WebsiteFolderLifecycleEvent,
  type WebsiteFolderMachineState
} from "./lifecycle.machine"
import { isWithin, subtreeOf, type ParentMap } from "./tree"

export interface LibraryFolder {
  readonly status: WebsiteFolderMachineState
  readonly name: string
  readonly parentId: WebsiteFolderId | null
  readonly createdAt: string
}
export interface LibraryFile {
  readonly status: WebsiteFileMachineState
  readonly folderId: WebsiteFolderId | null
  readonly file: StoredFile
  readonly createdAt: string
}

/** The whole file manager as one decision sees it: every folder and file ever made, deleted ones marked. */
export interface WebsiteLibraryState {
  readonly folders: ReadonlyMap<string, LibraryFolder>
  readonly files: ReadonlyMap<string, LibraryFile>
}

/**
 * One stream for the whole library: a folder move is checked against the tree as stored at the
 * revision it appends at, so of two moves that together would close a cycle the second re-decides
 * and is refused; an upload or file move into a folder deleted at the same moment is refused alike.
 */
export const WEBSITE_LIBRARY_STREAM = "WebsiteLibrary-website"

const folderStatus = (state: WebsiteLibraryState, id: string): WebsiteFolderMachineState => state.folders.get(id)?.status ?? "absent"
const fileStatus = (state: WebsiteLibraryState, id: string): WebsiteFileMachineState => state.files.get(id)?.status ?? "absent"

/** The live folders' parents: what the cycle check and the recursive delete walk. */
export const liveParents = (state: WebsiteLibraryState): ParentMap => {
  const parents = new Map<string, string | null>()
  for (const [id, folder] of state.folders) if (folder.status === "live") parents.set(id, folder.parentId)
  return parents
}

const folderMay = (state: WebsiteLibraryState, id: string, event: WebsiteFolderLifecycleEvent) =>
  nextWebsiteFolderState(folderStatus(state, id), event) !== null ? Effect.void : Effect.fail(new NotFound({ message: WebsiteFilesMessages.folderNotFound }))

const fileMay = (state: WebsiteLibraryState, id: string, event: WebsiteFileLifecycleEvent) =>
  nextWebsiteFileState(fileStatus(state, id), event) !== null ? Effect.void : Effect.fail(new NotFound({ message: WebsiteFilesMessages.fileNotFound }))

/** A place to put something: the root, or a live folder. */
const placeExists = (state: WebsiteLibraryState, folderId: WebsiteFolderId | null) =>
  folderId === null || folderStatus(state, folderId) === "live" ? Effect.void : Effect.fail(new NotFound({ message: WebsiteFilesMessages.folderNotFound }))

const nameOf = (name: string) => {
  const trimmed = name.trim()
  return trimmed
    ? Effect.succeed(trimmed)
    : Effect.fail(
        new ValidationError({
          message: WebsiteFilesMessages.folderNameRequired,
          details: { fields: [{ path: "name", message: WebsiteFilesMessages.folderNameRequired }] }
        })
      )
}

/**
 * Two live folders side by side never share a name (compared as identifiers are: "Logos", "logos "
 * and "ＬＯＧＯＳ" are one name), else a link or a person picks the wrong one. The whole
 * library is one stream, so the check holds under concurrent creates without a reservation.
 */
const nameFreeIn = (state: WebsiteLibraryState, parentId: WebsiteFolderId | null, name: string, self: string) => {
  const key = identifierKey(name)
  for (const [id, folder] of state.folders)
    if (id !== self && folder.status === "live" && folder.parentId === parentId && identifierKey(folder.name) === key)
      return Effect.fail(new Conflict({ message: WebsiteFilesMessages.folderNameTaken(name) }))
  return Effect.void
}

const withFolder = (state: WebsiteLibraryState, id: string, change: (folder: LibraryFolder) => LibraryFolder): WebsiteLibraryState => {
  const folders = new Map(state.folders)
  const folder = folders.get(id)
  if (folder) folders.set(id, change(folder))
  return { ...state, folders }
}

const withFile = (state: WebsiteLibraryState, id: string, change: (file: LibraryFile) => LibraryFile): WebsiteLibraryState => {
  const files = new Map(state.files)
  const file = files.get(id)
  if (file) files.set(id, change(file))
  return { ...state, files }
}

export const WebsiteLibraryDecider: Decider<WebsiteLibraryCommand, WebsiteLibraryEvent, WebsiteLibraryState> = {
  events: WebsiteLibraryEvent,
  initialState: { folders: new Map(), files: new Map() },
  evolve: (state, event) => {
    switch (event._tag) {
      case "WebsiteFolderCreated": {
        const folders = new Map(state.folders)
        folders.set(event.folderId, { status: "live", name: event.name, parentId: event.parentId, createdAt: event.createdAt })
        return { ...state, folders }
      }
      case "WebsiteFolderRenamed":
        return withFolder(state, event.folderId, (f) => ({ ...f, name: event.name }))
      case "WebsiteFolderMoved":
        return withFolder(state, event.folderId, (f) => ({ ...f, parentId: event.parentId }))
      case "WebsiteFolderDeleted": {
        const folders = new Map(state.folders)
        for (const id of event.removedFolderIds) {
          const folder = folders.get(id)
          if (folder) folders.set(id, { ...folder, status: "deleted" })
        }
        const files = new Map(state.files)
        for (const id of event.removedFileIds) {
          const file = files.get(id)
          if (file) files.set(id, { ...file, status: "deleted" })
        }
        return { folders, files }
      }
      case "WebsiteFileUploaded": {
        const files = new Map(state.files)
        files.set(event.fileId, { status: "stored", folderId: event.folderId, file: event.file, createdAt: event.uploadedAt })
        return { ...state, files }
      }
      case "WebsiteFileMoved":
        return withFile(state, event.fileId, (f) => ({ ...f, folderId: event.folderId }))
      case "WebsiteFileDeleted":
        return withFile(state, event.fileId, (f) => ({ ...f, status: "deleted" }))
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateWebsiteFolder":
        return Effect.gen(function* () {
          const name = yield* nameOf(command.name)
          // a retried create (same id) changes nothing
          if (folderStatus(state, command.folderId) !== "absent") return []
          yield* folderMay(state, command.folderId, { type: "CREATE" })
          yield* placeExists(state, command.parentId)
          yield* nameFreeIn(state, command.parentId, name, command.folderId)
          return [{ _tag: "WebsiteFolderCreated" as const, folderId: command.folderId, name, parentId: command.parentId, createdAt: command.at }]
        })
      case "RenameWebsiteFolder":
        return Effect.gen(function* () {
          const name = yield* nameOf(command.name)
          yield* folderMay(state, command.folderId, { type: "RENAME" })
          const folder = state.folders.get(command.folderId)!
          if (folder.name === name) return []
          yield* nameFreeIn(state, folder.parentId, name, command.folderId)
          return [{ _tag: "WebsiteFolderRenamed" as const, folderId: command.folderId, name }]
        })
      case "MoveWebsiteFolder":
        return Effect.gen(function* () {
          yield* folderMay(state, command.folderId, { type: "MOVE" })
          yield* placeExists(state, command.parentId)
          if (command.parentId !== null && isWithin(liveParents(state), command.folderId, command.parentId))
            return yield* new BusinessRuleViolation({ message: WebsiteFilesMessages.folderIntoItself })
          const folder = state.folders.get(command.folderId)!
          const fromParentId = folder.parentId
          if (fromParentId === command.parentId) return []
          yield* nameFreeIn(state, command.parentId, folder.name, command.folderId)
          return [{ _tag: "WebsiteFolderMoved" as const, folderId: command.folderId, fromParentId, parentId: command.parentId }]
        })
      case "DeleteWebsiteFolder":
        return Effect.gen(function* () {
          yield* folderMay(state, command.folderId, { type: "DELETE" })
          const removedFolderIds = subtreeOf(liveParents(state), command.folderId) as ReadonlyArray<WebsiteFolderId>
          const removed = new Set<string>(removedFolderIds)
          const removedFileIds: WebsiteFileId[] = []
          for (const [id, file] of state.files)
            if (file.status === "stored" && file.folderId !== null && removed.has(file.folderId)) removedFileIds.push(id as WebsiteFileId)
          return [{ _tag: "WebsiteFolderDeleted" as const, folderId: command.folderId, removedFolderIds, removedFileIds }]
        })
      case "UploadWebsiteFile":
        return Effect.gen(function* () {
          if (fileStatus(state, command.fileId) !== "absent") return []
          yield* fileMay(state, command.fileId, { type: "UPLOAD" })
          yield* placeExists(state, command.folderId)
          return [
            {
              _tag: "WebsiteFileUploaded" as const,
              fileId: command.fileId,
              folderId: command.folderId,
              file: command.file,
              uploadedBy: command.uploadedBy,
              uploadedAt: command.at
            }
          ]
        })
      case "MoveWebsiteFile":
        return Effect.gen(function* () {
          yield* fileMay(state, command.fileId, { type: "MOVE" })
          yield* placeExists(state, command.folderId)
          const fromFolderId = state.files.get(command.fileId)?.folderId ?? null
          if (fromFolderId === command.folderId) return []
          return [{ _tag: "WebsiteFileMoved" as const, fileId: command.fileId, fromFolderId, folderId: command.folderId }]
        })
      case "DeleteWebsiteFile":
        return Effect.as(fileMay(state, command.fileId, { type: "DELETE" }), [{ _tag: "WebsiteFileDeleted" as const, fileId: command.fileId }])
      default:
        return absurd(command)
    }
  }
}

/**
 * Whether a stored event of the library is about one folder: its creation, rename, move or delete.
 * Its version is the revision of the last of these (not the library's: every folder shares the
 * stream, and an upload elsewhere must not make an open rename stale). A parent's delete removes it
 * too, but then it is gone, and an edit of it is told so (NotFound), not that it changed.
 */
export const isAboutFolder =
  (id: string) =>
  (event: { readonly type: string; readonly data: unknown }): boolean =>
    event.type.startsWith("WebsiteFolder") && (event.data as { readonly folderId?: unknown } | null)?.folderId === id

/** Whether a stored event of the library is about one file: its upload, move or delete. */
export const isAboutFile =
  (id: string) =>
  (event: { readonly type: string; readonly data: unknown }): boolean =>
    event.type.startsWith("WebsiteFile") && (event.data as { readonly fileId?: unknown } | null)?.fileId === id

/** A folder or file as listed, before its version (a stream revision, which only the caller of the store knows) is added. */
export type Unversioned<V> = Omit<V, "version">

/** A live folder as the file manager lists it, from the state a command left (the answer of its call). */
export const folderViewOf = (state: WebsiteLibraryState, id: string): Unversioned<FolderView> | null => {
  const folder = state.folders.get(id)
  if (!folder || folder.status !== "live") return null
  let folderCount = 0
  let fileCount = 0
  for (const f of state.folders.values()) if (f.status === "live" && f.parentId === id) folderCount++
  for (const f of state.files.values()) if (f.status === "stored" && f.folderId === id) fileCount++
  return { id, name: folder.name, parentId: folder.parentId, folderCount, fileCount, createdAt: folder.createdAt }
}

/** A stored file as listed, from the state a command left. */
export const fileViewOf = (state: WebsiteLibraryState, id: string): Unversioned<FileView> | null => {
  const file = state.files.get(id)
  if (!file || file.status !== "stored") return null
  return {
    id,
    name: file.file.name,
    mimeType: file.file.mime,
    size: file.file.size,
    url: websiteFileUrl(id),
    folderId: file.folderId,
    createdAt: file.createdAt
  }
}
