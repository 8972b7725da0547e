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

interface DecodeIssue {
  readonly path?: ReadonlyArray<unknown>
  readonly message?: string
}

const firstLine = (text: string) => text.split("\n").map((l) => l.trim()).find((l) => l.length > 0) ?? text

/** Rewrites an Effect-encoded error body (`_tag`) into the house error body. */
export const normalizeErrorResponse = async (response: Response): Promise<Response> => {
  if (response.status < 400) return response
  const type = response.headers.get("content-type") ?? ""
  const headers = Object.fromEntries([...response.headers.entries()].filter(([k]) => k !== "content-length" && k !== "content-type"))
  if (response.status >= 500) {
    return errorResponse(response.status, "InternalError", "Something went wrong on the server; nothing was changed. Try again.", undefined, headers)
  }
  if (!type.includes("json")) {
    const text = await response.text()
    return errorResponse(response.status, statusName(response.status), text.trim() || defaultMessage(response.status), undefined, headers)
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (typeof body.error === "string" && typeof body.message === "string") {
    return errorResponse(response.status, body.error, body.message, body.details, headers)
  }
  if (body._tag === "HttpApiDecodeError") {
    const issues = (Array.isArray(body.issues) ? body.issues : []) as DecodeIssue[]
    const fields = issues.map((i) => ({ path: (i.path ?? []).map(String).join("."), message: i.message ?? "is invalid" }))
    const first = fields[0]
    const message = first
      ? // our schemas carry the spec's messages; only Effect's generic ones need the field named
        first.path && /^(Expected|is missing|is unexpected)/i.test(firstLine(first.message))
        ? `${first.path}: ${firstLine(first.message)}`
        : firstLine(first.message)
      : "The request is not valid"
    return errorResponse(400, "ValidationError", message, { fields }, headers)
  }
  const tag = typeof body._tag === "string" ? body._tag : statusName(response.status)
  const message = typeof body.message === "string" && body.message ? body.message : defaultMessage(response.status)
  return errorResponse(response.status, tag, message, body.details, headers)
}

const statusName = (status: number) =>
  ({ 400: "ValidationError", 401: "Unauthorized", 403: "Forbidden", 404: "NotFound", 405: "MethodNotAllowed", 409: "Conflict", 413: "PayloadTooLarge", 415: "UnsupportedMediaType", 422: "BusinessRuleViolation" } as Record<number, string>)[status] ?? "Error"

const defaultMessage = (status: number) =>
  ({ 400: "The request is not valid", 401: "Sign in to continue", 403: "You do not have permission to do this", 404: "Not found", 405: "This method is not allowed here", 409: "The request conflicts with the current state", 413: "The request body is too large", 422: "The request breaks a business rule" } as Record<number, string>)[status] ?? "An error occurred"

/**
 * Reads the body once with a size bound and checks JSON syntax, so an oversized or
 * malformed body gets a clear 4xx before any handler runs.
 */
export const guardRequestBody = async (request: Request): Promise<Request | Response> => {
  if (request.method === "GET" || request.method === "HEAD") return request
  const declared = Number(request.headers.get("content-length") ?? "0")
  if (declared > MAX_BODY_BYTES) return errorResponse(413, "PayloadTooLarge", `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB`)
  const buffer = new Uint8Array(await request.arrayBuffer())
  if (buffer.byteLength > MAX_BODY_BYTES) return errorResponse(413, "PayloadTooLarge", `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB`)
  const text = new TextDecoder().decode(buffer)
  const type = request.headers.get("content-type") ?? ""
  if (text.trim().length > 0 && type.includes("json")) {
    try {
      JSON.parse(text)
    } catch {
      return errorResponse(400, "ValidationError", "The request body is not valid JSON")
    }
  }
  const headers = new Headers(request.headers)
  if (text.trim().length > 0 && !type) headers.set("content-type", "application/json")
  return new Request(request.url, { method: request.method, headers, body: buffer.byteLength > 0 ? buffer : undefined })
}
