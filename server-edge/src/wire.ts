import {
  ASSET_DOCUMENT_KINDS,
  ASSET_DOCUMENT_MAX_BYTES,
  AssetDocumentMessages,
  Bounds,
  fieldMessages,
  IMAGE_TYPES,
  ImageMessages,
  INTERNAL_ERROR_MESSAGE,
  isAssetDocumentUploadPath,
  isCatalogueMessage,
  isImageUploadPath,
  isWebsiteFilesUploadPath,
  ValidationMessages,
  WEBSITE_FILE_MAX_BYTES,
  WEBSITE_UPLOAD_MAX_BODY_BYTES,
  WebsiteFilesMessages,
  WireMessages,
  type DecodeIssue
} from "@timber/contracts"

/**
 * The wire rules every service applies at its edge (ARCHITECTURE section 6): error
 * bodies are `{ error, message, details? }`, bodies are bounded, and a 500 never
 * leaks internals. Pure rules; `edge.ts` applies them to every request of a service.
 */
export const MAX_BODY_BYTES = 1_048_576

export const errorResponse = (status: number, error: string, message: string, details?: unknown, headers?: HeadersInit) =>
  new Response(JSON.stringify(details === undefined ? { error, message } : { error, message, details }), {
    status,
    headers: { ...(headers as Record<string, string> | undefined), "content-type": "application/json; charset=utf-8" }
  })

/** The house body of a 500. */
export const internalErrorResponse = (headers?: HeadersInit) => errorResponse(500, "InternalError", INTERNAL_ERROR_MESSAGE, undefined, headers)

/** An error answer in the house shape, with the headers it adds (Retry-After). */
export interface HouseError {
  readonly status: number
  readonly body: { readonly error: string; readonly message: string; readonly details?: unknown }
  readonly headers: Readonly<Record<string, string>>
}

const house = (status: number, error: string, message: string, details?: unknown, headers: Record<string, string> = {}): HouseError => ({
  status,
  body: details === undefined ? { error, message } : { error, message, details },
  headers
})

/** The readiness probe's 503 `NotReady`: a declared answer that says which check failed and holds no data. */
export const isNotReadyAnswer = (status: number, contentType: string, text: string) =>
  status === 503 && contentType.includes("json") && text.includes('"NotReady"')

/**
 * An error answer (status >= 400) as the house error body, from what the HTTP layer or a
 * handler answered: its status, content type and body text. One rule for the web handler and
 * the Node server alike.
 */
export const houseError = (status: number, contentType: string, text: string): HouseError => {
  // any 5xx but the readiness probe's says nothing internal
  if (status >= 500 && !isNotReadyAnswer(status, contentType, text)) return house(status, "InternalError", INTERNAL_ERROR_MESSAGE)
  if (!contentType.includes("json")) {
    const trimmed = text.trim()
    // a 400 in plain text comes from the HTTP layer, not from us: say it in the catalogue's words
    const message = trimmed && (status !== 400 || isCatalogueMessage(trimmed)) ? trimmed : defaultMessage(status)
    return house(status, statusName(status), message)
  }
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed !== null && typeof parsed === "object") body = parsed as Record<string, unknown>
  } catch {
    // an unreadable error body says nothing more than its status
  }
  if (typeof body.error === "string" && typeof body.message === "string") return house(status, body.error, body.message, body.details)
  if (body._tag === "HttpApiDecodeError") {
    // never schema text: each field gets one catalogue sentence, the first one is the message
    const fields = fieldMessages((Array.isArray(body.issues) ? body.issues : []) as DecodeIssue[])
    return house(400, "ValidationError", fields[0]?.message ?? ValidationMessages.notAnObject, { fields })
  }
  const tag = typeof body._tag === "string" ? body._tag : statusName(status)
  const message = typeof body.message === "string" && body.message ? body.message : defaultMessage(status)
  return house(status, tag, message, body.details, retryAfter(body.details))
}

/** A refusal that says when to come back (TooManyRequests) says it in the standard header too. */
const retryAfter = (details: unknown): Record<string, string> => {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? { "retry-after": String(Math.ceil(seconds)) } : {}
}

const statusName = (status: number) =>
  (
    ({
      400: "ValidationError",
      401: "Unauthorized",
      403: "Forbidden",
      404: "NotFound",
      405: "MethodNotAllowed",
      409: "Conflict",
      413: "PayloadTooLarge",
      415: "UnsupportedMediaType",
      422: "BusinessRuleViolation",
      429: "TooManyRequests"
    }) as Record<number, string>
  )[status] ?? "Error"

const defaultMessage = (status: number) =>
  (
    ({
      400: ValidationMessages.requestInvalid,
      401: "Sign in to continue",
      403: "You do not have permission to do this",
      404: "Not found",
      405: "This method is not allowed here",
      409: "The request conflicts with the current state",
      413: "The request body is too large",
      422: "The request breaks a business rule",
      429: "Too many requests. Try again later."
    }) as Record<number, string>
  )[status] ?? "An error occurred"

/** The media type of a Content-Type header: `application/json; charset=utf-8` is `application/json`. */
const mediaType = (contentType: string) => (contentType.split(";")[0] ?? "").trim().toLowerCase()

const ASSET_PICTURE_UPLOAD_PATH = "/api/assets/upload-image"

/** What a request's body may be: its bound, the content types it is read from, and the one it is read as when none is given. */
export const bodyRules = (pathname: string) => {
  // an asset's document (a PDF or a photo): its bytes, up to its own cap
  if (isAssetDocumentUploadPath(pathname)) return documentBodyRules
  // the file manager's upload: the one route that reads multipart/form-data
  if (isWebsiteFilesUploadPath(pathname)) return websiteUploadBodyRules
  // a picture (profile, wood type) may be larger than any JSON body (at most 2 MiB)
  const isImage = isImageUploadPath(pathname)
  return {
    limit: isImage ? Bounds.file.imageBytes : MAX_BODY_BYTES,
    defaultType: isImage ? "application/octet-stream" : "application/json",
    /** Only JSON (a picture: its bytes): a form or a multipart body is refused with 415, whatever the route. */
    accepts: (contentType: string) => {
      const type = mediaType(contentType)
      if (type === "") return true
      return isImage
        ? type === "application/octet-stream" ||
            (IMAGE_TYPES as ReadonlyArray<string>).includes(type) ||
            // section 7 sends the asset picture as a form (file, categoryName); the other pictures take their bytes only
            (pathname === ASSET_PICTURE_UPLOAD_PATH && type === "multipart/form-data")
        : type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type)
    },
    unsupported: () => house(415, "UnsupportedMediaType", isImage ? WireMessages.imageOnly : WireMessages.jsonOnly),
    tooLarge: () => house(413, "PayloadTooLarge", isImage ? ImageMessages.tooLarge : `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB`)
  }
}

const DOCUMENT_TYPES: ReadonlyArray<string> = ["application/octet-stream", ...ASSET_DOCUMENT_KINDS.map((k) => k.mime)]
const documentBodyRules = {
  limit: ASSET_DOCUMENT_MAX_BYTES,
  defaultType: "application/octet-stream",
  accepts: (contentType: string) => {
    const type = mediaType(contentType)
    return type === "" || DOCUMENT_TYPES.includes(type)
  },
  unsupported: () => house(415, "UnsupportedMediaType", WireMessages.documentOnly),
  tooLarge: () => house(413, "PayloadTooLarge", AssetDocumentMessages.tooLarge)
}

const websiteUploadBodyRules = {
  limit: WEBSITE_UPLOAD_MAX_BODY_BYTES,
  defaultType: "multipart/form-data",
  accepts: (contentType: string) => mediaType(contentType) === "multipart/form-data",
  unsupported: () => house(415, "UnsupportedMediaType", WebsiteFilesMessages.multipartOnly),
  tooLarge: () => house(413, "PayloadTooLarge", WebsiteFilesMessages.tooLarge(WEBSITE_FILE_MAX_BYTES / (1024 * 1024)))
}

/** A control character (NUL included) or DEL: never part of an identifier or a search. */
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * A request's address that no route may see: a control character (`%00` above all: PostgreSQL
 * refuses it in text, which made a 500 of every path id and query parameter carrying it) or a
 * %-escape that does not decode. 400 with a sentence, for every route, before any handler runs.
 */
export const addressRefusal = (url: string): HouseError | null => {
  const start = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2)
  const address = start < 0 ? "" : url.slice(start)
  const hash = address.indexOf("#")
  const target = hash === -1 ? address : address.slice(0, hash)
  let decoded: string
  try {
    // the query's `+` is a space; every part is decoded as a route or a parameter would be
    decoded = decodeURIComponent(target.replace(/\+/g, " "))
  } catch {
    return house(400, "ValidationError", WireMessages.address)
  }
  return CONTROL.test(decoded) ? house(400, "ValidationError", WireMessages.address) : null
}

/** A body read whole, and its JSON when it is JSON (parsed here, once, for the handler too). */
export type CheckedBody = { readonly refused: HouseError } | { readonly refused: null; readonly json: unknown; readonly contentType: string | null }

/**
 * The bytes of a body checked against the wire rules: within its bound (413), of a content type
 * the route reads (415: never a form or multipart body), JSON that parses when it says it is JSON (400). `contentType` is the one to read it as: the request's own, or
 * the path's default when a non-empty body came without one.
 */
export const checkBody = (pathname: string, contentType: string, bytes: Uint8Array): CheckedBody => {
  const rules = bodyRules(pathname)
  if (bytes.byteLength > rules.limit) return { refused: rules.tooLarge() }
  if (!rules.accepts(contentType)) {
    // an empty body says nothing in the wrong type; it is read as the route's own, never as a form
    if (bytes.byteLength > 0) return { refused: rules.unsupported() }
    return { refused: null, json: null, contentType: rules.defaultType }
  }
  let json: unknown = null
  const text = (contentType || rules.defaultType).includes("json") ? new TextDecoder().decode(bytes) : ""
  if (text.trim().length > 0) {
    try {
      json = JSON.parse(text)
    } catch {
      return { refused: house(400, "ValidationError", ValidationMessages.notJson) }
    }
  }
  return { refused: null, json, contentType: bytes.byteLength > 0 && !contentType ? rules.defaultType : null }
}
