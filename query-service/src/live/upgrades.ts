import type { IncomingMessage, Server } from "node:http"
import type { Duplex } from "node:stream"
import { makeLiveDoor, type LiveDoorOptions } from "./door"
import { LIVE_PATH } from "./hub"

/**
 * The door's settings from the environment, for `npm start` and the query service alone alike:
 * LIVE_ALLOWED_ORIGINS (comma separated; unset or empty: the origin the request was sent to),
 * LIVE_SOCKETS_PER_ADDRESS (the default cap unless a positive number) and TRUST_FORWARDED_FOR=true.
 */
export const liveDoorOptionsFromEnv = (env: NodeJS.ProcessEnv): LiveDoorOptions => {
  const cap = Number(env.LIVE_SOCKETS_PER_ADDRESS)
  return {
    allowedOrigins: (env.LIVE_ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ""),
    maxSocketsPerAddress: cap > 0 ? Math.floor(cap) : undefined,
    trustForwardedFor: env.TRUST_FORWARDED_FOR === "true"
  }
}

/**
 * A server's upgrades: /api/live goes through the live door (a page of another origin, or one
 * address too many sockets, never upgrades) to the hub; any other upgrade is ended.
 */
export const serveLiveUpgrades = (server: Server, upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean, door: LiveDoorOptions) => {
  const liveDoor = makeLiveDoor(door)
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((request.url ?? "/").split("?")[0] === LIVE_PATH && !liveDoor.admit(request, socket)) return
    if (!upgrade(request, socket, head)) socket.destroy()
  })
  return liveDoor
}
