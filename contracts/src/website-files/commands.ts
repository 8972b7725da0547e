import type { UserId } from "../shared/ids"
import type { StoredFile } from "../shared/images"
import type { WebsiteFileId, WebsiteFolderId } from "./ids"

/** The library's commands: time and ids arrive with the command (decisions never read the clock). */
export type WebsiteLibraryCommand =
  | {
      readonly _tag: "CreateWebsiteFolder"
      readonly folderId: WebsiteFolderId
      readonly name: string
      readonly parentId: WebsiteFolderId | null
      readonly at: string
    }
  | { readonly _tag: "RenameWebsiteFolder"; readonly folderId: WebsiteFolderId; readonly name: string }
  | { readonly _tag: "MoveWebsiteFolder"; readonly folderId: WebsiteFolderId; readonly parentId: WebsiteFolderId | null }
  | { readonly _tag: "DeleteWebsiteFolder"; readonly folderId: WebsiteFolderId }
  | {
      readonly _tag: "UploadWebsiteFile"
      readonly fileId: WebsiteFileId
      readonly folderId: WebsiteFolderId | null
      readonly file: StoredFile
      readonly uploadedBy: UserId
      readonly at: string
    }
  | { readonly _tag: "MoveWebsiteFile"; readonly fileId: WebsiteFileId; readonly folderId: WebsiteFolderId | null }
  | { readonly _tag: "DeleteWebsiteFile"; readonly fileId: WebsiteFileId }
