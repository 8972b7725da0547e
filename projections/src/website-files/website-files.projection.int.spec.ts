import {
  UserId,
  WebsiteFileDeleted,
  WebsiteFileId,
  WebsiteFileMoved,
  WebsiteFileUploaded,
  WebsiteFolderCreated,
  WebsiteFolderDeleted,
  WebsiteFolderId,
  WebsiteFolderMoved,
  WebsiteFolderRenamed,
  WebsiteLibraryEvent
} from "@timber/contracts"
import { it } from "vitest"
import { describeProjection, eventsOf } from "../testing/projection-spec"
import { websiteFilesProjection } from "./website-files.projection"

const library = eventsOf(WebsiteLibraryEvent)
const A = WebsiteFolderId.make("fa")
const B = WebsiteFolderId.make("fb")
const F = WebsiteFileId.make("file-1")
const when = "2026-11-28T09:00:00.000Z"
const folder = (folderId: WebsiteFolderId, name: string, parentId: WebsiteFolderId | null) =>
  library(WebsiteFolderCreated.make({ folderId, name, parentId, createdAt: when }))
const upload = (folderId: WebsiteFolderId | null) =>
  library(
    WebsiteFileUploaded.make({
      fileId: F,
      folderId,
      file: { id: F, name: "oak table.jpg", mime: "image/jpeg", size: 123456, sha256: "c".repeat(64) },
      uploadedBy: UserId.make("u1"),
      uploadedAt: when
    })
  )

describeProjection(websiteFilesProjection, (spec) => {
  it("given folders created and a file uploaded into one, then both are listed where they were put", async () => {
    await spec.given(folder(A, "Photos", null), folder(B, "Carousel", A), upload(B)).then({
      website_folders: [
        { id: "fa", name: "Photos", parent_id: null, created_at: when },
        { id: "fb", name: "Carousel", parent_id: "fa" }
      ],
      website_files: [{ id: "file-1", name: "oak table.jpg", mime_type: "image/jpeg", size: 123456, folder_id: "fb", created_at: when }]
    })
  })

  it("given a folder renamed and moved to the root and the file moved to the root, then the rows say so", async () => {
    await spec
      .given(
        folder(A, "Photos", null),
        folder(B, "Carousel", A),
        upload(B),
        library(WebsiteFolderRenamed.make({ folderId: B, name: "Slides" })),
        library(WebsiteFolderMoved.make({ folderId: B, fromParentId: A, parentId: null })),
        library(WebsiteFileMoved.make({ fileId: F, fromFolderId: B, folderId: null }))
      )
      .then({
        website_folders: [
          { id: "fa", name: "Photos", parent_id: null },
          { id: "fb", name: "Slides", parent_id: null }
        ],
        website_files: [{ id: "file-1", folder_id: null }]
      })
  })

  it("given a folder deleted with its subfolder and file, then all three rows are gone", async () => {
    await spec
      .given(
        folder(A, "Photos", null),
        folder(B, "Carousel", A),
        upload(B),
        library(WebsiteFolderDeleted.make({ folderId: A, removedFolderIds: [A, B], removedFileIds: [F] }))
      )
      .then({ website_folders: [], website_files: [] })
  })

  it("given a file deleted, then its row is gone", async () => {
    await spec.given(upload(null), library(WebsiteFileDeleted.make({ fileId: F }))).then({ website_files: [] })
  })
})
