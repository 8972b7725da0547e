import { AuthMessages, LiveClientMessage, PROJECTION_CHANNEL, ProjectionChange, type LiveChange } from "@timber/contracts"
import type { Database } from "@timber/eventstore"
import type { UserRow } from "@timber/projections"
import { Schema } from "effect"
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocket, WebSocketServer } from "ws"
import { authenticate, mayUseTheApp } from "../http/authentication"

export const LIVE_PATH = "/api/live"
const AUTH_TIMEOUT_MS = 5_000
/** The users projection touches `user:<id>` whenever that user's record changes. */
const USER_TOPIC_PREFIX = "user:"

interface Client {
  userId: string | null
  readonly topics: Set<string>
}

const decodeClientMessage = Schema.decodeUnknownEither(Schema.parseJson(LiveClientMessage))
const decodeChange = Schema.decodeUnknownEither(Schema.parseJson(ProjectionChange))

/** Topics addressed to one user (`user:<id>`, `notifications:<id>`) are theirs alone. */
const mayWatch = (userId: string, topic: string) => {
  const [kind, id] = topic.split(":")
  return !(kind === "user" || kind === "notifications" || kind === "calculations") || id === userId
}

/**
 * The WebSocket hub: LISTENs to the projection runner's notifications and pushes
 * `{topic, position}` to the clients watching that topic. A client authenticates
 * with `?token=` or with an `auth` message first, then subscribes to topics.
 */
export const makeLiveHub = async (options: { database: Database; jwtSecret: string; currentUser: (userId: string) => Promise<UserRow | null> }) => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const clients = new Map<WebSocket, Client>()
  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  /** A user's record changed (locked, deactivated): their open sockets end at once, as their next request would. */
  const recheck = async (userId: string) => {
    const sockets = [...clients].filter(([, client]) => client.userId === userId)
    if (sockets.length === 0) return
    const user = await options.currentUser(userId)
    if (user && mayUseTheApp(user)) return
    for (const [socket, client] of sockets) {
      client.userId = null
      socket.close(4401, AuthMessages.expiredToken)
    }
  }

  const unlisten = await options.database.listen(PROJECTION_CHANNEL, (payload) => {
    const change = decodeChange(payload)
    if (change._tag === "Left") return
    for (const topic of change.right.topics) {
      if (topic.startsWith(USER_TOPIC_PREFIX)) void recheck(topic.slice(USER_TOPIC_PREFIX.length))
      const message: LiveChange = { topic, position: change.right.position }
      for (const [socket, client] of clients) {
        if (client.userId && (client.topics.has(topic) || client.topics.has("*")) && mayWatch(client.userId, topic)) send(socket, message)
      }
    }
  })

  const signIn = async (socket: WebSocket, client: Client, token: string) => {
    const user = await authenticate(options.jwtSecret, token, options.currentUser)
    if (!user) {
      socket.close(4401, AuthMessages.expiredToken)
      return
    }
    client.userId = user.id
    send(socket, { type: "ready" })
  }

  const onConnection = (socket: WebSocket, request: IncomingMessage) => {
    const client: Client = { userId: null, topics: new Set() }
    clients.set(socket, client)
    socket.on("close", () => clients.delete(socket))
    socket.on("error", () => clients.delete(socket))
    const timer = setTimeout(() => {
      if (!client.userId) socket.close(4401, "Sign in to continue: the request has no valid token")
    }, AUTH_TIMEOUT_MS)
    socket.on("close", () => clearTimeout(timer))
    const token = new URL(request.url ?? "/", "http://live").searchParams.get("token")
    if (token) void signIn(socket, client, token)
    socket.on("message", (raw) => {
      const parsed = decodeClientMessage(raw.toString())
      if (parsed._tag === "Left") return send(socket, { type: "error", message: "Unknown message: send auth, subscribe or unsubscribe" })
      const message = parsed.right
      switch (message._tag) {
        case "auth":
          return void signIn(socket, client, message.token)
        case "subscribe":
          if (!client.userId) return send(socket, { type: "error", message: "Authenticate before subscribing" })
          for (const topic of message.topics) if (mayWatch(client.userId, topic)) client.topics.add(topic)
          return send(socket, { type: "subscribed", topics: [...client.topics] })
        case "unsubscribe":
          for (const topic of message.topics) client.topics.delete(topic)
          return send(socket, { type: "subscribed", topics: [...client.topics] })
      }
    })
  }
  wss.on("connection", onConnection)

  return {
    /** Takes an HTTP upgrade for /api/live; returns false for any other path. */
    upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
      if (new URL(request.url ?? "/", "http://live").pathname !== LIVE_PATH) return false
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
