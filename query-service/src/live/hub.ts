import {
  AuthMessages,
  LiveClientMessage,
  LiveTopics,
  type UserAccess,
  LiveMessages,
  PROJECTION_CHANNEL,
  ProjectionChange,
  type LiveServerMessage
} from "@timber/contracts"
import type { Database } from "@timber/eventstore"
import { absurd, Schema } from "effect"
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocket, WebSocketServer } from "ws"
import { asAuthenticated, authenticate, mayUseTheApp } from "../http/authentication"
import { broadcastChange, type Listener } from "./broadcast"
import { refuseUpgrade } from "./door"
import { mayWatch, WILDCARD, type Viewer } from "./topic-permissions"

export const LIVE_PATH = "/api/live"
const AUTH_TIMEOUT_MS = 5_000
/** The users projection touches `user:<id>` whenever that user's record changes. */
const USER_TOPIC_PREFIX = LiveTopics.user("")

const viewerOf = (user: UserAccess): Viewer => asAuthenticated(user)

interface Client extends Listener {
  /**
   * The client's messages, handled one after another: a subscribe sent in the same breath as
   * the socket opened with `?token=` waits for that token's check instead of being refused.
   */
  queue: Promise<void>
}

const decodeClientMessage = Schema.decodeUnknownEither(Schema.parseJson(LiveClientMessage))
const decodeChange = Schema.decodeUnknownEither(Schema.parseJson(ProjectionChange))

/**
 * The WebSocket hub: LISTENs to the projection runner's notifications and pushes
 * `{topic, position}` to the clients watching that topic and allowed to read what it announces
 * (topic-permissions.ts, asked at subscribe and at every push). An upgrade without `?token=` is
 * refused with 401 before it becomes a socket; an `auth` message may renew the token on an open
 * socket. A socket not signed in within AUTH_TIMEOUT_MS is closed.
 */
export const makeLiveHub = async (options: { database: Database; jwtSecret: string; currentUser: (userId: string) => Promise<UserAccess | null> }) => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const clients = new Map<WebSocket, Client>()
  const send = (socket: WebSocket, message: LiveServerMessage) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  /**
   * A user's record changed: locked or deactivated, their open sockets end at once, as their next
   * request would; otherwise the sockets watch with the permissions they hold now, and topics they
   * may no longer read are dropped (each push asks again besides).
   */
  const recheck = async (userId: string) => {
    const sockets = [...clients].filter(([, client]) => client.viewer?.userId === userId)
    if (sockets.length === 0) return
    const user = await options.currentUser(userId)
    for (const [socket, client] of sockets) {
      if (!user || !mayUseTheApp(user)) {
        client.viewer = null
        socket.close(4401, AuthMessages.expiredToken)
        continue
      }
      const viewer = viewerOf(user)
      client.viewer = viewer
      for (const topic of client.topics) if (topic !== WILDCARD && !mayWatch(viewer, topic)) client.topics.delete(topic)
    }
  }

  const unlisten = await options.database.listen(PROJECTION_CHANNEL, (payload) => {
    const change = decodeChange(payload)
    if (change._tag === "Left") return
    for (const topic of change.right.topics) if (topic.startsWith(USER_TOPIC_PREFIX)) void recheck(topic.slice(USER_TOPIC_PREFIX.length))
    broadcastChange(clients, change.right)
  })

  const signIn = async (socket: WebSocket, client: Client, token: string) => {
    const user = await authenticate(options.jwtSecret, token, options.currentUser)
    if (!user) {
      socket.close(4401, AuthMessages.expiredToken)
      return
    }
    client.viewer = viewerOf(user)
    send(socket, { type: "ready" })
  }

  const handle = async (socket: WebSocket, client: Client, message: LiveClientMessage): Promise<void> => {
    switch (message._tag) {
      case "auth":
        return signIn(socket, client, message.token)
      case "subscribe": {
        const viewer = client.viewer
        if (!viewer) return send(socket, { type: "error", message: LiveMessages.authenticateFirst })
        for (const topic of message.topics) if (topic === WILDCARD || mayWatch(viewer, topic)) client.topics.add(topic)
        return send(socket, { type: "subscribed", topics: [...client.topics] })
      }
      case "unsubscribe":
        for (const topic of message.topics) client.topics.delete(topic)
        return send(socket, { type: "subscribed", topics: [...client.topics] })
      default:
        return absurd(message)
    }
  }

  const onConnection = (socket: WebSocket, request: IncomingMessage) => {
    const client: Client = { viewer: null, topics: new Set(), queue: Promise.resolve() }
    const enqueue = (work: () => Promise<void> | void) => {
      client.queue = client.queue.then(work).catch(() => socket.close(1011, "Live updates failed"))
    }
    clients.set(socket, client)
    socket.on("close", () => clients.delete(socket))
    socket.on("error", () => clients.delete(socket))
    const timer = setTimeout(() => {
      if (!client.viewer) socket.close(4401, LiveMessages.noToken)
    }, AUTH_TIMEOUT_MS)
    socket.on("close", () => clearTimeout(timer))
    const token = new URL(request.url ?? "/", "http://live").searchParams.get("token")
    if (token) enqueue(() => signIn(socket, client, token))
    socket.on("message", (raw) => {
      const parsed = decodeClientMessage(raw.toString())
      if (parsed._tag === "Left") return send(socket, { type: "error", message: LiveMessages.unknownMessage })
      enqueue(() => handle(socket, client, parsed.right))
    })
  }
  wss.on("connection", onConnection)

  return {
    /** Takes an HTTP upgrade for /api/live (401 at the door without a token); returns false for any other path. */
    upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
      const url = new URL(request.url ?? "/", "http://live")
      if (url.pathname !== LIVE_PATH) return false
      if (!url.searchParams.get("token")?.trim()) {
        refuseUpgrade(socket, 401, "Unauthorized", LiveMessages.noToken)
        return true
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request))
      return true
    },
    clientCount: () => clients.size,
    close: async () => {
      for (const socket of clients.keys()) socket.terminate()
      clients.clear()
      await unlisten()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    }
  }
}
