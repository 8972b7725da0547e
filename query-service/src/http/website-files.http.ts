import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { attachmentDisposition, NotFound, ReadApi, WebsiteFilesMessages } from "@timber/contracts"
import { UPLOAD_CONTENT_SECURITY_POLICY, UPLOAD_IMAGE_CONTENT_SECURITY_POLICY } from "@timber/server-edge"
import { FileStoreContext } from "@timber/eventstore"
import { websiteFile, websiteFolderContents } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"
import { servedInline } from "./website-file-serving"

/** The file manager's list needs the page's read; the content route is public (the public page shows these images). */
const mayRead = requireAny(["website-files", "read"])

export const WebsiteFilesLive = HttpApiBuilder.group(ReadApi, "websiteFiles", (h) =>
  h.handle("contents", ({ urlParams }) =>
    Effect.gen(function* () {
      yield* mayRead
      const parentId = urlParams.parentId?.trim() || null
      const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
      const contents = yield* pagedQuery(({ db }) => websiteFolderContents(db, parentId, request, after))
      if (!contents) return yield* new NotFound({ message: WebsiteFilesMessages.folderNotFound })
      return contents
    })
  )
)

/**
 * GET /website/files/{id}/content, without sign-in: the bytes with the type stored at upload and
 * `nosniff`; inline only when the bytes really are the raster image their type says (PNG, JPEG,
 * GIF, WebP, AVIF), otherwise an attachment: an SVG or an HTML page is never rendered from this origin.
 */
export const WebsiteFileContentLive = HttpApiBuilder.group(ReadApi, "websiteFileContent", (h) =>
  h.handle("content", ({ path }) =>
    Effect.gen(function* () {
      const file = yield* query(({ db }) => websiteFile(db, path.id))
      if (!file) return yield* new NotFound({ message: WebsiteFilesMessages.fileNotFound })
      const store = yield* FileStoreContext
      const stored = yield* Effect.promise(() => store.get(file.id))
      if (!stored) return yield* new NotFound({ message: WebsiteFilesMessages.fileNotFound })
      const inline = servedInline(file.mimeType, stored.bytes)
      return HttpServerResponse.uint8Array(stored.bytes, {
        contentType: file.mimeType,
        headers: {
          "content-disposition": inline ? "inline" : attachmentDisposition(file.name),
          "x-content-type-options": "nosniff",
          // the id names these bytes for good (a new upload is a new id)
          "cache-control": "public, max-age=31536000, immutable",
          // even opened directly, nothing in it runs (kept by the security headers: server-edge's securityHeadersFor)
          "content-security-policy": inline ? UPLOAD_IMAGE_CONTENT_SECURITY_POLICY : UPLOAD_CONTENT_SECURITY_POLICY
        }
      })
    })
  )
)
