import type { LiveChange } from "@timber/contracts"
import { mayWatch, WILDCARD, type Viewer } from "./topic-permissions"

/**
 * What the hub knows of one open socket: who signed in on it, with the permissions they hold
 * now (renewed when their record changes), and which topics it watches.
 */
export interface Listener {
  viewer: Viewer | null
  readonly topics: Set<string>
}

/** The part of a WebSocket a broadcast uses. */
export interface Outlet {
  readonly readyState: number
  send(data: Buffer, options: { binary: false }): void
}

const OPEN = 1

/** A message as the bytes of one text frame. */
export const encodeMessage = (message: unknown): Buffer => Buffer.from(JSON.stringify(message))

/**
 * Sends one change to every signed-in socket watching its topic (or `*`) whose user may read what it
 * announces (topic-permissions.ts).
 * Each topic's message is serialised once, however many sockets receive it: with hundreds of
 * consoles open, a per-socket JSON.stringify would be paid hundreds of times per commit.
 * Returns how many frames went out.
 */
export const broadcastChange = (
  listeners: Iterable<readonly [Outlet, Listener]>,
  change: { readonly topics: ReadonlyArray<string>; readonly position: string },
  encode: (message: LiveChange) => Buffer = encodeMessage
): number => {
  let sent = 0
  const audience = [...listeners]
  for (const topic of change.topics) {
    let frame: Buffer | undefined
    for (const [socket, listener] of audience) {
      if (socket.readyState !== OPEN || !listener.viewer) continue
      // the permission is asked again at every push: a change or a lock counts on the open socket
      if (!(listener.topics.has(topic) || listener.topics.has(WILDCARD)) || !mayWatch(listener.viewer, topic)) continue
      frame ??= encode({ topic, position: change.position })
      socket.send(frame, { binary: false })
      sent++
    }
  }
  return sent
}
