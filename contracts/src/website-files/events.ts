import { Schema } from "effect"
import { UserId } from "../shared/ids"
import { StoredFile } from "../shared/images"
import { eventTypesOf } from "../shared/stored-event"
import { WebsiteFileId, WebsiteFolderId } from "./ids"

/**
 * The folder tree is one stream (`WebsiteFolderTree-root`): every folder create, rename, move and
 * delete is decided on the whole tree and appended with its expected revision, so two moves that
 * together would make a cycle can never both be stored (contracts/README.md "Website files").
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
  removedFolderIds: Schema.Array(WebsiteFolderId)
})

export const WebsiteFolderEvent = Schema.Union(WebsiteFolderCreated, WebsiteFolderRenamed, WebsiteFolderMoved, WebsiteFolderDeleted)
export type WebsiteFolderEvent = typeof WebsiteFolderEvent.Type
export const WEBSITE_FOLDER_EVENT_TYPES = eventTypesOf(WebsiteFolderEvent)

/** A file is its own stream (`WebsiteFile-<id>`); the bytes live in the file store, the event records what ARCHITECTURE section 2 asks. */
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
