import { Schema } from "effect"
import { nonBlankText } from "../shared/fields"
import { Page, pageParams } from "../shared/page"
import { RecordVersion } from "../shared/record-version"
import { WebsiteFileId, WebsiteFolderId } from "./ids"
import { WebsiteFilesMessages } from "./messages"

/** A folder as the file manager lists it (administration spec section 3 "Folder"). */
export const FolderView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  parentId: Schema.NullOr(Schema.String),
  folderCount: Schema.Number,
  fileCount: Schema.Number,
  createdAt: Schema.String,
  /** The revision of the last event about this folder (not the library's: an upload elsewhere leaves an open rename current). */
  version: RecordVersion
})
export type FolderView = typeof FolderView.Type

/**
 * A stored file (section 3 "File"): `name` is the original file name, `size` is in bytes and `url` is a
 * same-origin path that serves the bytes without sign-in (the public page shows these images).
 */
export const FileView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  mimeType: Schema.String,
  size: Schema.Number,
  url: Schema.String,
  folderId: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  /** The revision of the last event about this file (its upload or its last move). */
  version: RecordVersion
})
export type FileView = typeof FileView.Type

export const BreadcrumbItem = Schema.Struct({ id: Schema.String, name: Schema.String })
export type BreadcrumbItem = typeof BreadcrumbItem.Type

/** A folder's files' sorts (newest first unless another is asked): the columns the file manager shows. */
export const WEBSITE_FILE_SORTS = ["createdAt", "name", "type", "size"] as const
export type WebsiteFileSort = (typeof WEBSITE_FILE_SORTS)[number]

/**
 * GET /api/website/folders?parentId=: one folder's contents. `items` is a page of its files,
 * newest first unless sorted; `folders` are its subfolders by name, with every page (they are the
 * drop targets a file is dragged onto); `q` searches both by name. The breadcrumb runs from the
 * root's first child down to the folder itself (empty at the root).
 */
export const FolderContents = Schema.Struct({
  ...Page(FileView).fields,
  folders: Schema.Array(FolderView),
  breadcrumb: Schema.Array(BreadcrumbItem)
})
export type FolderContents = typeof FolderContents.Type

/** `parentId` absent or empty: the root. */
export const FolderContentsParams = Schema.Struct({ parentId: Schema.optional(Schema.String), ...pageParams(WEBSITE_FILE_SORTS) })
export type FolderContentsParams = typeof FolderContentsParams.Type

const FolderName = nonBlankText("Folder name", WebsiteFilesMessages.folderNameRequired)

/** POST /api/website/folders */
export const CreateFolderPayload = Schema.Struct({ name: FolderName, parentId: Schema.optional(Schema.NullOr(WebsiteFolderId)) })
export type CreateFolderPayload = typeof CreateFolderPayload.Type
/** PUT /api/website/folders/{id} */
export const RenameFolderPayload = Schema.Struct({ name: FolderName })
export type RenameFolderPayload = typeof RenameFolderPayload.Type
/** PUT /api/website/folders/{id}/move: `parentId` null moves to the root. */
export const MoveFolderPayload = Schema.Struct({ parentId: Schema.NullOr(WebsiteFolderId) })
export type MoveFolderPayload = typeof MoveFolderPayload.Type
/** PUT /api/website/files/{id}/move: `folderId` null moves to the root. */
export const MoveFilePayload = Schema.Struct({ folderId: Schema.NullOr(WebsiteFolderId) })
export type MoveFilePayload = typeof MoveFilePayload.Type

export { WebsiteFileId, WebsiteFolderId }
