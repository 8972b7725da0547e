import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import {
  CreateFolderPayload,
  FileView,
  FolderContents,
  FolderContentsParams,
  FolderView,
  MoveFilePayload,
  MoveFolderPayload,
  RenameFolderPayload
} from "../website-files/dto"
import { Forbidden, NotFound, PayloadTooLarge, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, IdPath, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

/**
 * The upload's body: multipart/form-data with the field `file` (one: the page editor) or `files`
 * (several: the file manager), and optionally `folderId`. The handler reads the form from the body
 * the edge has already read once (http/edge.ts), so the API declares it as bytes.
 */
export const WebsiteFilesUploadBody = HttpApiSchema.Uint8Array({ contentType: "multipart/form-data" })

/** A stored file's bytes, served with its stored type (the handler sets the headers). */
export const WebsiteFileBytes = HttpApiSchema.Uint8Array()

/** The file manager's reads (administration spec section 7 "Files and folders"): page `website-files`, read. */
export class WebsiteFilesApi extends HttpApiGroup.make("websiteFiles")
  .add(HttpApiEndpoint.get("contents", "/website/folders").setUrlParams(FolderContentsParams).addSuccess(FolderContents).addError(NotFound))
  .addError(Forbidden)
  .addError(ValidationError)
  .middleware(Authentication) {}

/** A stored file's bytes WITHOUT sign-in: the public page shows these images (`FileView.url`). */
export class WebsiteFileContentApi extends HttpApiGroup.make("websiteFileContent").add(
  HttpApiEndpoint.get("content", "/website/files/:id/content").setPath(IdPath).addSuccess(WebsiteFileBytes).addError(NotFound)
) {}

/** The file manager's writes: page `website-files` create (new folder, upload), edit (rename, move) or delete; an edit or delete carries the version of the folder or file it was made on (If-Match). */
export class WebsiteFilesCommandsApi extends HttpApiGroup.make("websiteFilesCommands")
  .add(HttpApiEndpoint.post("createFolder", "/website/folders").setPayload(CreateFolderPayload).addSuccess(FolderView, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.put("renameFolder", "/website/folders/:id")).setPayload(RenameFolderPayload).addSuccess(FolderView))
  .add(onSeenVersion(HttpApiEndpoint.put("moveFolder", "/website/folders/:id/move")).setPayload(MoveFolderPayload).addSuccess(FolderView))
  .add(deleteOnSeenVersion("deleteFolder", "/website/folders/:id"))
  .add(
    HttpApiEndpoint.post("upload", "/website/files/upload")
      .setPayload(WebsiteFilesUploadBody)
      .addSuccess(Schema.Array(FileView), { status: 201 })
      .addError(PayloadTooLarge)
  )
  .add(onSeenVersion(HttpApiEndpoint.put("moveFile", "/website/files/:id/move")).setPayload(MoveFilePayload).addSuccess(FileView))
  .add(deleteOnSeenVersion("deleteFile", "/website/files/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
