import { Bounds } from "../shared/bounds"
import { ImageMessages, isImageUploadPath } from "../shared/images"
import { ValidationMessages } from "../shared/validation-messages"
import { fieldMessages, isCatalogueMessage, type DecodeIssue } from "./message-catalogue"

/**
 * The wire rules every service applies at its edge (ARCHITECTURE section 6): error
 * bodies are `{ error, message, details? }`, bodies are bounded, and a 500 never
 * leaks internals. Pure functions over web-standard Request/Response.
 */
export const MAX_BODY_BYTES = 1_048_576

export const errorResponse = (status: number, error: string, message: string, details?: unknown, headers?: HeadersInit) =>
  new Response(JSON.stringify(details === undefined ? { error, message } : { error, message, details }), {
    status,
    headers: { ...(headers as Record<string, string> | undefined), "content-type": "application/json; charset=utf-8" }
  })

/** Rewrites an Effect-encoded error body (`_tag`) into the house error body. */
export const normalizeErrorResponse = async (response: Response): Promise<Response> => {
  if (response.status < 400) return response
  const type = response.headers.get("content-type") ?? ""
  const headers = Object.fromEntries([...response.headers.entries()].filter(([k]) => k !== "content-length" && k !== "content-type"))
  if (response.status >= 500) {
    return errorResponse(response.status, "InternalError", "Something went wrong on the server; nothing was changed. Try again.", undefined, headers)
  }
  if (!type.includes("json")) {
    const text = (await response.text()).trim()
    // a 400 in plain text comes from the HTTP layer, not from us: say it in the catalogue's words
    const message = text && (response.status !== 400 || isCatalogueMessage(text)) ? text : defaultMessage(response.status)
    return errorResponse(response.status, statusName(response.status), message, undefined, headers)
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (typeof body.error === "string" && typeof body.message === "string") {
    return errorResponse(response.status, body.error, body.message, body.details, headers)
  }
  if (body._tag === "HttpApiDecodeError") {
    // never schema text: each field gets one catalogue sentence, the first one is the message
    const fields = fieldMessages((Array.isArray(body.issues) ? body.issues : []) as DecodeIssue[])
    return errorResponse(400, "ValidationError", fields[0]?.message ?? ValidationMessages.notAnObject, { fields }, headers)
  }
  const tag = typeof body._tag === "string" ? body._tag : statusName(response.status)
  const message = typeof body.message === "string" && body.message ? body.message : defaultMessage(response.status)
  return errorResponse(response.status, tag, message, body.details, { ...headers, ...retryAfter(body.details) })
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

/**
 * Reads the body once with a size bound and checks JSON syntax, so an oversized or
 * malformed body gets a clear 4xx before any handler runs.
 */
export const guardRequestBody = async (request: Request): Promise<Request | Response> => {
  if (request.method === "GET" || request.method === "HEAD") return request
  // a picture (profile, wood type) may be larger than any JSON body (issue 12: at most 2 MiB)
  const isImage = isImageUploadPath(new URL(request.url).pathname)
  const limit = isImage ? Bounds.file.imageBytes : MAX_BODY_BYTES
  const tooLarge = () =>
    errorResponse(413, "PayloadTooLarge", isImage ? ImageMessages.tooLarge : `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB`)
  const declared = Number(request.headers.get("content-length") ?? "0")
  if (declared > limit) return tooLarge()
  const buffer = new Uint8Array(await request.arrayBuffer())
  if (buffer.byteLength > limit) return tooLarge()
  const text = new TextDecoder().decode(buffer)
  const type = request.headers.get("content-type") ?? ""
  if (text.trim().length > 0 && type.includes("json")) {
    try {
      JSON.parse(text)
    } catch {
      return errorResponse(400, "ValidationError", ValidationMessages.notJson)
    }
  }
  const headers = new Headers(request.headers)
  if (text.trim().length > 0 && !type) headers.set("content-type", isImage ? "application/octet-stream" : "application/json")
  return new Request(request.url, { method: request.method, headers, body: buffer.byteLength > 0 ? buffer : undefined })
}
