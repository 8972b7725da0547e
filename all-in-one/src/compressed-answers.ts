import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPE, compress, preferredEncoding } from "./content-encoding"

const headerOf = (headers: OutgoingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value)
}

/**
 * An API answer written by a service's Node handler, compressed on its way out for a client that
 * accepts it when it is JSON or text of at least COMPRESS_MIN_BYTES, on Node's own response
 * (the services' answers never become web Responses here). Every answer says it
 * varies by Accept-Encoding. The services write each answer whole (`writeHead`, then `end` with
 * the body): this holds the head back until the body is known (an answer written in parts is
 * sent as it is).
 */
export const compressAnswer = (request: IncomingMessage, response: ServerResponse): void => {
  const encoding = preferredEncoding(request.headers["accept-encoding"])
  const writeHead = response.writeHead.bind(response) as (status: number, headers: OutgoingHttpHeaders) => ServerResponse
  const end = response.end.bind(response) as (body?: unknown, done?: () => void) => ServerResponse
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  let head: { status: number; headers: OutgoingHttpHeaders } | null = null
  const vary = (headers: OutgoingHttpHeaders) => {
    const before = headerOf(headers, "vary")
    return { ...headers, vary: before ? `${before}, accept-encoding` : "accept-encoding" }
  }
  response.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
    head = { status, headers: headers ?? {} }
    return response
  }) as typeof response.writeHead
  // an answer written in parts (a stream) goes as it is: its head leaves with the first part
  response.write = ((...args: unknown[]) => {
    if (head !== null) {
      writeHead(head.status, vary(head.headers))
      head = null
    }
    return write(...args)
  }) as typeof response.write
  response.end = ((body?: unknown, done?: () => void) => {
    if (typeof body === "function") [body, done] = [undefined, body as () => void]
    if (head === null) return end(body, done)
    const { status, headers } = head
    head = null
    const bytes = body instanceof Uint8Array ? body : typeof body === "string" ? Buffer.from(body) : null
    const eligible =
      encoding !== null &&
      bytes !== null &&
      bytes.length >= COMPRESS_MIN_BYTES &&
      request.method !== "HEAD" &&
      headerOf(headers, "content-encoding") === undefined &&
      COMPRESSIBLE_TYPE.test(headerOf(headers, "content-type") ?? "")
    if (!eligible) {
      writeHead(status, vary(headers))
      return end(body, done)
    }
    compress(encoding, bytes).then(
      (compressed) => {
        writeHead(status, { ...vary(headers), "content-encoding": encoding, "content-length": String(compressed.length) })
        end(compressed, done)
      },
      () => {
        writeHead(status, vary(headers))
        end(body, done)
      }
    )
    return response
  }) as typeof response.end
}
