import type { Server } from "node:http"
import type { Duplex } from "node:stream"

/**
 * How a process serving the API stops (with browsers connected it once waited 60 s and more):
 * the same for `npm start` and for each service alone.
 */

/** A stop takes no longer than this: past it the process exits anyway, with code 1. */
export const STOP_DEADLINE_MS = 4_000
/** A request in flight when the stop begins gets this long to be answered before its connection is closed. */
export const IN_FLIGHT_GRACE_MS = 1_000

/**
 * A server that can be closed at once. Node's `server.close` waits for every connection to end,
 * and a live socket (an upgraded connection, which `closeAllConnections` no longer sees) or a
 * browser's keep-alive connection may stay open for minutes. `close` stops accepting, closes idle
 * keep-alive connections and live sockets now, gives requests in flight IN_FLIGHT_GRACE_MS, then
 * closes whatever is left; it resolves once the server has closed.
 */
export const closableServer = (server: Server) => {
  const sockets = new Set<Duplex>()
  const upgraded = new Set<Duplex>()
  const forget = (socket: Duplex) => {
    sockets.delete(socket)
    upgraded.delete(socket)
  }
  server.on("connection", (socket: Duplex) => {
    sockets.add(socket)
    socket.once("close", () => forget(socket))
  })
  server.on("upgrade", (_request, socket: Duplex) => {
    if (!socket.destroyed) upgraded.add(socket)
  })
  let closing: Promise<void> | null = null
  return {
    close: (): Promise<void> => {
      closing ??= new Promise<void>((resolve) => {
        const grace = setTimeout(() => {
          server.closeAllConnections()
          for (const socket of sockets) socket.destroy()
        }, IN_FLIGHT_GRACE_MS)
        server.close(() => {
          clearTimeout(grace)
          resolve()
        })
        server.closeIdleConnections()
        for (const socket of upgraded) socket.destroy()
      })
      return closing
    }
  }
}

/**
 * A service's stop, made when its server is: the server closes (closableServer), then each of
 * `then` in turn (the service, its event store, its database).
 */
export const serverStop = (server: Server, ...then: ReadonlyArray<() => Promise<void>>) => {
  const closable = closableServer(server)
  return async () => {
    await closable.close()
    for (const close of then) await close()
  }
}

/**
 * SIGINT and SIGTERM stop the process: `stop` runs once, then the process exits 0; if `stop`
 * fails or takes longer than STOP_DEADLINE_MS, it says so and exits 1.
 */
export const exitOnSignals = (stop: () => Promise<void>, log: (line: string) => void = (line) => console.error(line)) => {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    setTimeout(() => {
      log(`${signal}: not stopped after ${STOP_DEADLINE_MS} ms; exiting now`)
      process.exit(1)
    }, STOP_DEADLINE_MS).unref()
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`${signal}: the stop failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
        process.exit(1)
      }
    )
  }
  process.on("SIGINT", onSignal)
  process.on("SIGTERM", onSignal)
}
