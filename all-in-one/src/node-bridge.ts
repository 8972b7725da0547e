import { withSocketAddress } from "@timber/command-service"
import type { IncomingMessage, ServerResponse } from "node:http"

const bodyOf = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Node's request as a web Request (the services speak web-standard Request/Response),
 * carrying the socket's address for the sign-in limits. The body is read here, whole: the
 * services read every body whole anyway (`guardRequestBody`), and a Request made from a buffer
 * costs far less than one wrapping Node's stream in a web stream (measured per create).
 */
export const toWebRequest = async (req: IncomingMessage, origin: string): Promise<Request> => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(withSocketAddress(req.headers, req.socket.remoteAddress))) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD"
  const body = hasBody ? await bodyOf(req) : null
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: body && body.byteLength > 0 ? (body as Uint8Array<ArrayBuffer>) : undefined
  })
}

/** The answer written whole (every answer is a JSON document, a PDF or a console file already in memory). */
export const sendWebResponse = async (response: Response, res: ServerResponse) => {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null
  res.writeHead(response.status, headers)
  res.end(body)
}
