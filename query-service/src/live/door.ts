import { LiveMessages } from "@timber/contracts"
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import { STATUS_CODES } from "node:http"

/** How many live sockets one address may hold open unless configured: tabs of one office behind one NAT fit. */
export const DEFAULT_LIVE_SOCKETS_PER_ADDRESS = 50

/** Answers an upgrade with a plain HTTP error (the house's error body) and ends the connection: no socket is made. */
export const refuseUpgrade = (socket: Duplex, status: number, error: string, message: string) => {
  const body = JSON.stringify({ error, message })
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
        "Connection: close\r\n" +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "\r\n" +
        body
    )
  }
  socket.destroy()
}

export interface LiveDoorOptions {
  /**
   * The origins whose pages may open the socket (`https://timber.example`), compared without a
   * trailing slash and case. Empty: the origin the request was sent to (its Host), which is the
   * console's own when the same process serves it. A request with no Origin is no browser's
   * (browsers always send it on a WebSocket) and still needs its token.
   */
  readonly allowedOrigins?: ReadonlyArray<string>
  /** Behind a proxy the address is the last X-Forwarded-For entry (the one the proxy added). */
  readonly trustForwardedFor?: boolean
  readonly maxSocketsPerAddress?: number
}

const normalizeOrigin = (origin: string) => origin.trim().replace(/\/+$/, "").toLowerCase()

const addressOf = (request: IncomingMessage, trustForwardedFor: boolean) => {
  const forwarded = trustForwardedFor
    ? String(request.headers["x-forwarded-for"] ?? "")
        .split(",")
        .at(-1)
        ?.trim()
    : undefined
  const address = forwarded || request.socket.remoteAddress || "unknown"
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1")
}

/**
 * The door of /api/live, before the upgrade: a page of another origin is refused (403: another
 * site's page cannot use a signed-in user's socket), and one address holds at most
 * `maxSocketsPerAddress` sockets (429). `admit` answers the refusal itself and returns false.
 */
export const makeLiveDoor = (options: LiveDoorOptions = {}) => {
  const allowed = new Set((options.allowedOrigins ?? []).map(normalizeOrigin).filter((origin) => origin !== ""))
  const max = options.maxSocketsPerAddress ?? DEFAULT_LIVE_SOCKETS_PER_ADDRESS
  const open = new Map<string, number>()

  const originAllowed = (request: IncomingMessage) => {
    const origin = request.headers.origin
    if (origin === undefined) return true
    if (allowed.size > 0) return allowed.has(normalizeOrigin(origin))
    try {
      return new URL(origin).host.toLowerCase() === String(request.headers.host ?? "").toLowerCase()
    } catch {
      return false
    }
  }

  return {
    admit: (request: IncomingMessage, socket: Duplex): boolean => {
      if (!originAllowed(request)) {
        refuseUpgrade(socket, 403, "Forbidden", LiveMessages.originRefused)
        return false
      }
      const address = addressOf(request, options.trustForwardedFor ?? false)
      const count = open.get(address) ?? 0
      if (count >= max) {
        refuseUpgrade(socket, 429, "TooManyRequests", LiveMessages.tooManySockets)
        return false
      }
      open.set(address, count + 1)
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1
        if (left <= 0) open.delete(address)
        else open.set(address, left)
      })
      return true
    },
    /** Sockets open per address (tests). */
    openFrom: (address: string) => open.get(address) ?? 0
  }
}
