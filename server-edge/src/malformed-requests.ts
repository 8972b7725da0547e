import type { Server } from "node:http"
import type { Duplex } from "node:stream"
import { WireMessages } from "@timber/contracts"
import { SECURITY_HEADERS } from "./security-headers"

/**
 * A request Node's parser refuses before any handler sees it (an address and headers past its
 * 16 kB, bytes that are not HTTP) gets the house body and the security headers like every other
 * refusal, instead of Node's bare status line.
 */
export const answerMalformedRequests = (server: Server) => {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // a connection reset or a request timed out half way: nobody is left to read an answer
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy()
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW"
    const status = tooLarge ? 431 : 400
    const body = JSON.stringify({ error: "ValidationError", message: tooLarge ? WireMessages.headTooLarge : WireMessages.unreadable })
    const headers = {
      ...SECURITY_HEADERS,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close"
    }
    const head = [
      `HTTP/1.1 ${status} ${tooLarge ? "Request Header Fields Too Large" : "Bad Request"}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
    ]
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`)
  })
}
