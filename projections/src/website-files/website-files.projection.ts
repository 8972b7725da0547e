import { decodeEvent, WEBSITE_LIBRARY_EVENT_TYPES, WebsiteLibraryEvent } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

/**
 * The file manager's tree as it lives now: folders and files, a deleted folder's subtree and files
 * removed with it (the event names them all). Uploads come a few at a time: each event is written as it comes.
 */
export const websiteFilesProjection: Projection = {
  name: "website-files",
  // 2: each folder's and file's version, the revision of the last event about it (migration 20261207_1200)
  version: 2,
  eventTypes: WEBSITE_LIBRARY_EVENT_TYPES,
  tables: ["website_folders", "website_files"],
  ...batched(async (trx, events) => {
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(WebsiteLibraryEvent, recorded), event)
      // the folder's or file's own version: not the library's, which every upload moves
      const version = event.revision.toString()
      switch (e._tag) {
        case "WebsiteFolderCreated":
          await trx
            .insertInto("website_folders")
            .values({ id: e.folderId, name: e.name, parent_id: e.parentId, created_at: e.createdAt, version })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          break
        case "WebsiteFolderRenamed":
          await trx.updateTable("website_folders").set({ name: e.name, version }).where("id", "=", e.folderId).execute()
          break
        case "WebsiteFolderMoved":
          await trx.updateTable("website_folders").set({ parent_id: e.parentId, version }).where("id", "=", e.folderId).execute()
          break
        case "WebsiteFolderDeleted":
          if (e.removedFileIds.length > 0)
            await trx
              .deleteFrom("website_files")
              .where("id", "in", [...e.removedFileIds])
              .execute()
          if (e.removedFolderIds.length > 0)
            await trx
              .deleteFrom("website_folders")
              .where("id", "in", [...e.removedFolderIds])
              .execute()
          break
        case "WebsiteFileUploaded":
          await trx
            .insertInto("website_files")
            .values({
              id: e.fileId,
              name: e.file.name,
              mime_type: e.file.mime,
              size: e.file.size,
              sha256: e.file.sha256,
              folder_id: e.folderId,
              created_at: e.uploadedAt,
              version
            })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          break
        case "WebsiteFileMoved":
          await trx.updateTable("website_files").set({ folder_id: e.folderId, version }).where("id", "=", e.fileId).execute()
          break
        case "WebsiteFileDeleted":
          await trx.deleteFrom("website_files").where("id", "=", e.fileId).execute()
          break
        default:
          absurd(e)
      }
    }
    return []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("website_files").execute()
    await trx.deleteFrom("website_folders").execute()
  }
}
