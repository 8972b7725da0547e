import { ValidationError } from "@timber/contracts"
import { Effect } from "effect"

/** Whether a Content-Type names a multipart form. */
export const isMultipart = (contentType: string) => (contentType.split(";")[0] ?? "").trim().toLowerCase() === "multipart/form-data"

/**
 * A multipart form read from the body the edge already read once and bounded (http/edge.ts; the
 * HttpApi would read the stream again): the picture upload's and the file manager's. A body that
 * is no form is the caller's refusal.
 */
export const multipartFormOf = (body: Uint8Array, contentType: string, refusal: () => ValidationError) =>
  Effect.tryPromise({
    try: () => new Response(body as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData(),
    catch: refusal
  })
