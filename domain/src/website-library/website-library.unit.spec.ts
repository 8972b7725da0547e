import { UserId, WebsiteFileId, WebsiteFilesMessages, WebsiteFolderId, type WebsiteLibraryEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { WebsiteLibraryDecider } from "./decider"

const spec = DeciderSpec(WebsiteLibraryDecider)
const a = WebsiteFolderId.make("a")
const b = WebsiteFolderId.make("b")
const c = WebsiteFolderId.make("c")
const f1 = WebsiteFileId.make("f1")
const at = "2026-11-28T10:00:00.000Z"
const created = (folderId: WebsiteFolderId, parentId: WebsiteFolderId | null, name = folderId.toUpperCase()): WebsiteLibraryEvent => ({
  _tag: "WebsiteFolderCreated",
  folderId,
  name,
  parentId,
  createdAt: at
})
const stored = { id: "f1", name: "oak.png", mime: "image/png", size: 2048, sha256: "ab".repeat(32) }
const uploaded = (folderId: WebsiteFolderId | null): WebsiteLibraryEvent => ({
  _tag: "WebsiteFileUploaded",
  fileId: f1,
  folderId,
  file: stored,
  uploadedBy: UserId.make("u1"),
  uploadedAt: at
})
// a / b / c
const tree = [created(a, null), created(b, a), created(c, b)]

describe("website library: folders", () => {
  it("given nothing, when a folder named ' Photos ' is created at the root, then it is created with the trimmed name", () =>
    spec
      .given([])
      .when({ _tag: "CreateWebsiteFolder", folderId: a, name: " Photos ", parentId: null, at })
      .then([created(a, null, "Photos")]))

  it("given nothing, when a folder with a blank name is created, then 'Folder name is required' and nothing is stored", () =>
    spec
      .given([])
      .when({ _tag: "CreateWebsiteFolder", folderId: a, name: "   ", parentId: null, at })
      .thenError("ValidationError", WebsiteFilesMessages.folderNameRequired))

  it("given a created folder, when the same create is retried, then nothing more is stored", () =>
    spec
      .given([created(a, null)])
      .when({ _tag: "CreateWebsiteFolder", folderId: a, name: "A", parentId: null, at })
      .then([]))

  it("given no folder b, when a folder is created inside b, then 'Folder not found'", () =>
    spec.given([]).when({ _tag: "CreateWebsiteFolder", folderId: a, name: "A", parentId: b, at }).thenError("NotFound", WebsiteFilesMessages.folderNotFound))

  it("given a folder, when renamed, then renamed; renamed to the same name, then nothing", () => {
    spec
      .given([created(a, null)])
      .when({ _tag: "RenameWebsiteFolder", folderId: a, name: "Logos" })
      .then([{ _tag: "WebsiteFolderRenamed", folderId: a, name: "Logos" }])
    spec
      .given([created(a, null)])
      .when({ _tag: "RenameWebsiteFolder", folderId: a, name: " A " })
      .then([])
  })

  it("given a folder 'Logos' at the root, when another folder 'logos ' is created beside it, then it is refused in words; inside another folder the name is free", () => {
    const d = WebsiteFolderId.make("d")
    spec
      .given([created(a, null, "Logos")])
      .when({ _tag: "CreateWebsiteFolder", folderId: d, name: "logos ", parentId: null, at })
      .thenError("Conflict", WebsiteFilesMessages.folderNameTaken("logos"))
    spec
      .given([created(a, null, "Logos"), created(b, null, "Photos")])
      .when({ _tag: "CreateWebsiteFolder", folderId: d, name: "Logos", parentId: b, at })
      .then([created(d, b, "Logos")])
  })

  it("given folders 'Logos' and 'Photos' side by side, when Photos is renamed to LOGOS, then it is refused; a deleted Logos frees its name", () => {
    const both = [created(a, null, "Logos"), created(b, null, "Photos")]
    spec.given(both).when({ _tag: "RenameWebsiteFolder", folderId: b, name: "LOGOS" }).thenError("Conflict", WebsiteFilesMessages.folderNameTaken("LOGOS"))
    spec
      .given([...both, { _tag: "WebsiteFolderDeleted", folderId: a, removedFolderIds: [a], removedFileIds: [] }])
      .when({ _tag: "RenameWebsiteFolder", folderId: b, name: "Logos" })
      .then([{ _tag: "WebsiteFolderRenamed", folderId: b, name: "Logos" }])
  })

  it("given a root folder 'B' and a / b, when b is moved to the root, then it is refused: the root already has a 'B'", () => {
    const d = WebsiteFolderId.make("d")
    spec
      .given([created(a, null), created(b, a), created(d, null, "B")])
      .when({ _tag: "MoveWebsiteFolder", folderId: b, parentId: null })
      .thenError("Conflict", WebsiteFilesMessages.folderNameTaken("B"))
  })

  it("given a / b / c, when a is moved into itself or into c (its own subfolder), then it is refused in words", () => {
    spec.given(tree).when({ _tag: "MoveWebsiteFolder", folderId: a, parentId: a }).thenError("BusinessRuleViolation", WebsiteFilesMessages.folderIntoItself)
    spec.given(tree).when({ _tag: "MoveWebsiteFolder", folderId: a, parentId: c }).thenError("BusinessRuleViolation", WebsiteFilesMessages.folderIntoItself)
  })

  it("given a / b / c, when c is moved to the root, then it is moved from b", () =>
    spec
      .given(tree)
      .when({ _tag: "MoveWebsiteFolder", folderId: c, parentId: null })
      .then([{ _tag: "WebsiteFolderMoved", folderId: c, fromParentId: b, parentId: null }]))

  it("given a / b / c with a file in c, when a is deleted, then a, b, c and the file go together", () =>
    spec
      .given([...tree, uploaded(c)])
      .when({ _tag: "DeleteWebsiteFolder", folderId: a })
      .then([{ _tag: "WebsiteFolderDeleted", folderId: a, removedFolderIds: [a, b, c], removedFileIds: [f1] }]))

  it("given a deleted folder, when renamed, moved into, or deleted again, then 'Folder not found'", () => {
    const deleted: WebsiteLibraryEvent = { _tag: "WebsiteFolderDeleted", folderId: a, removedFolderIds: [a], removedFileIds: [] }
    spec
      .given([created(a, null), deleted])
      .when({ _tag: "RenameWebsiteFolder", folderId: a, name: "X" })
      .thenError("NotFound", WebsiteFilesMessages.folderNotFound)
    spec
      .given([created(a, null), deleted])
      .when({ _tag: "DeleteWebsiteFolder", folderId: a })
      .thenError("NotFound", WebsiteFilesMessages.folderNotFound)
    spec
      .given([created(a, null), deleted, uploaded(null)])
      .when({ _tag: "MoveWebsiteFile", fileId: f1, folderId: a })
      .thenError("NotFound", WebsiteFilesMessages.folderNotFound)
  })
})

describe("website library: files", () => {
  it("given a folder, when a file is uploaded into it, then it is stored there; a retry stores nothing more", () => {
    spec
      .given([created(a, null)])
      .when({ _tag: "UploadWebsiteFile", fileId: f1, folderId: a, file: stored, uploadedBy: UserId.make("u1"), at })
      .then([uploaded(a)])
    spec
      .given([created(a, null), uploaded(a)])
      .when({ _tag: "UploadWebsiteFile", fileId: f1, folderId: a, file: stored, uploadedBy: UserId.make("u1"), at })
      .then([])
  })

  it("given no folder b, when a file is uploaded into b, then 'Folder not found'", () =>
    spec
      .given([])
      .when({ _tag: "UploadWebsiteFile", fileId: f1, folderId: b, file: stored, uploadedBy: UserId.make("u1"), at })
      .thenError("NotFound", WebsiteFilesMessages.folderNotFound))

  it("given a file at the root, when moved into a, then moved; moved where it is, then nothing", () => {
    spec
      .given([created(a, null), uploaded(null)])
      .when({ _tag: "MoveWebsiteFile", fileId: f1, folderId: a })
      .then([{ _tag: "WebsiteFileMoved", fileId: f1, fromFolderId: null, folderId: a }])
    spec
      .given([created(a, null), uploaded(null)])
      .when({ _tag: "MoveWebsiteFile", fileId: f1, folderId: null })
      .then([])
  })

  it("given a file deleted with its folder, when deleted or moved, then 'File not found'", () => {
    const gone: WebsiteLibraryEvent = { _tag: "WebsiteFolderDeleted", folderId: a, removedFolderIds: [a], removedFileIds: [f1] }
    spec
      .given([created(a, null), uploaded(a), gone])
      .when({ _tag: "DeleteWebsiteFile", fileId: f1 })
      .thenError("NotFound", WebsiteFilesMessages.fileNotFound)
    spec
      .given([created(a, null), uploaded(a), gone])
      .when({ _tag: "MoveWebsiteFile", fileId: f1, folderId: null })
      .thenError("NotFound", WebsiteFilesMessages.fileNotFound)
  })

  it("given a stored file, when deleted, then deleted", () =>
    spec
      .given([uploaded(null)])
      .when({ _tag: "DeleteWebsiteFile", fileId: f1 })
      .then([{ _tag: "WebsiteFileDeleted", fileId: f1 }]))
})
