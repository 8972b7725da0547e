import type { LiveChange } from "@timber/contracts"

/** Topics addressed to one user (`user:<id>`, `notifications:<id>`, `calculations:<id>`) are theirs alone. */
export const mayWatch = (userId: string, topic: string) => {
  const [kind, id] = topic.split(":")
  return !(kind === "user" || kind === "notifications" || kind === "calculations") || id === userId
}

/** What the hub knows of one open socket: who signed in on it and which topics it watches. */
export interface Listener {
  userId: string | null
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
 * Sends one change to every signed-in socket watching its topic (or `*`) and allowed to see it.
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
      if (socket.readyState !== OPEN || !listener.userId) continue
      if (!(listener.topics.has(topic) || listener.topics.has("*")) || !mayWatch(listener.userId, topic)) continue
      frame ??= encode({ topic, position: change.position })
      socket.send(frame, { binary: false })
      sent++
    }
  }
  return sent
}
