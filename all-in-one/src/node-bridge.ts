import type { ServerResponse } from "node:http"

/**
 * A web Response written whole to Node's response: the console's files and this process's own
 * answers (every one already in memory). The API never comes this way: each service's HttpApp
 * is served on Node's own request and response (`nodeHandler`).
 */
export const sendWebResponse = async (response: Response, res: ServerResponse) => {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null
  res.writeHead(response.status, headers)
  res.end(body)
}
