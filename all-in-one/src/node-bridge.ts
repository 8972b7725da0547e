import { withSocketAddress } from "@timber/command-service"
import type { IncomingMessage, ServerResponse } from "node:http"

/**
 * Node's request as a web Request (the services speak web-standard Request/Response),
 * carrying the socket's address for the sign-in limits.
 */
export const toWebRequest = (req: IncomingMessage, origin: string): Request => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(withSocketAddress(req.headers, req.socket.remoteAddress))) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD"
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? (req as unknown as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs this for a streamed body
    duplex: "half"
  })
}

export const sendWebResponse = async (response: Response, res: ServerResponse) => {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  res.writeHead(response.status, headers)
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk)
  }
  res.end()
}
