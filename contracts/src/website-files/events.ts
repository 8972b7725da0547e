import { Schema } from "effect"
import { UserId } from "../shared/ids"
import { StoredFile } from "../shared/images"
import { eventTypesOf } from "../shared/stored-event"
import { WebsiteFileId, WebsiteFolderId } from "./ids"

/**
 * The file manager's library is one stream (`WebsiteLibrary-website`): every folder create, rename,
 * move and delete and every file upload, move and delete is decided on the whole tree and appended
 * at the revision it was read at, so two moves that together would make a cycle can never both be
 * stored, and no file lands in a folder deleted at the same moment (contracts/README.md "Website files").
 */
export const WebsiteFolderCreated = Schema.TaggedStruct("WebsiteFolderCreated", {
  folderId: WebsiteFolderId,
  name: Schema.String,
  parentId: Schema.NullOr(WebsiteFolderId),
  createdAt: Schema.String
})
export const WebsiteFolderRenamed = Schema.TaggedStruct("WebsiteFolderRenamed", { folderId: WebsiteFolderId, name: Schema.String })
export const WebsiteFolderMoved = Schema.TaggedStruct("WebsiteFolderMoved", {
  folderId: WebsiteFolderId,
  fromParentId: Schema.NullOr(WebsiteFolderId),
  parentId: Schema.NullOr(WebsiteFolderId)
})
/** Recursive: `removedFolderIds` is the folder and every folder below it; their files go with them. */
export const WebsiteFolderDeleted = Schema.TaggedStruct("WebsiteFolderDeleted", {
  folderId: WebsiteFolderId,
  removedFolderIds: Schema.Array(WebsiteFolderId),
  removedFileIds: Schema.Array(WebsiteFileId)
})

export const WebsiteFolderEvent = Schema.Union(WebsiteFolderCreated, WebsiteFolderRenamed, WebsiteFolderMoved, WebsiteFolderDeleted)
export type WebsiteFolderEvent = typeof WebsiteFolderEvent.Type
export const WEBSITE_FOLDER_EVENT_TYPES = eventTypesOf(WebsiteFolderEvent)

/** A file's bytes live in the file store; the event records what ARCHITECTURE section 2 asks (id, name, type, size, sha256). */
export const WebsiteFileUploaded = Schema.TaggedStruct("WebsiteFileUploaded", {
  fileId: WebsiteFileId,
  folderId: Schema.NullOr(WebsiteFolderId),
  file: StoredFile,
  uploadedBy: UserId,
  uploadedAt: Schema.String
})
export const WebsiteFileMoved = Schema.TaggedStruct("WebsiteFileMoved", {
  fileId: WebsiteFileId,
  fromFolderId: Schema.NullOr(WebsiteFolderId),
  folderId: Schema.NullOr(WebsiteFolderId)
})
export const WebsiteFileDeleted = Schema.TaggedStruct("WebsiteFileDeleted", { fileId: WebsiteFileId })

export const WebsiteFileEvent = Schema.Union(WebsiteFileUploaded, WebsiteFileMoved, WebsiteFileDeleted)
export type WebsiteFileEvent = typeof WebsiteFileEvent.Type
export const WEBSITE_FILE_EVENT_TYPES = eventTypesOf(WebsiteFileEvent)

/** Everything the library stream holds. */
export const WebsiteLibraryEvent = Schema.Union(WebsiteFolderEvent, WebsiteFileEvent)
export type WebsiteLibraryEvent = typeof WebsiteLibraryEvent.Type
export const WEBSITE_LIBRARY_EVENT_TYPES = eventTypesOf(WebsiteLibraryEvent)
