import {
  AuthMessages,
  DisplayTokenMessages,
  isDisplayToken,
  LIVE_HEARTBEAT_MS,
  PAGE_KEYS,
  type PermissionMap,
  LiveClientMessage,
  LiveTopics,
  LiveMessages,
  PROJECTION_CHANNEL,
  ProjectionChange,
  type LiveServerMessage,
  sessionStatus,
  UserId
} from "@timber/contracts"
import { inSpan, spanOfTraceparent, type Database } from "@timber/eventstore"
import type { UserAccess, UserAccessDirectory } from "@timber/server-edge"
import { absurd, Schema, type Tracer } from "effect"
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocket, WebSocketServer } from "ws"
import { asAuthenticated, authenticate, mayUseTheApp, type SignedIn } from "../http/authentication"
import { broadcastChange, type Listener } from "./broadcast"
import { refuseUpgrade } from "./door"
import { mayWatch, WILDCARD, type Viewer } from "./topic-permissions"

export const LIVE_PATH = "/api/live"
const AUTH_TIMEOUT_MS = 5_000
/** The users projection touches `user:<id>` whenever that user's record changes. */
const USER_TOPIC_PREFIX = LiveTopics.user("")

const viewerOf = (signedIn: SignedIn): Viewer => asAuthenticated(signedIn)

/** Whether a socket signed in with `sessionId` may stay open for this user as their events stand. */
const stillSignedIn = (user: UserAccess | null, sessionId: string) =>
  user !== null && mayUseTheApp(user) && sessionStatus(user.sessions, sessionId, Date.now()) === "live"

/**
 * A topic as a span names it: `lot:{id}` for every LOT's own topic, so span names stay few and
 * never carry a user's id (`notifications:{id}`).
 */
const topicFamily = (topic: string) => {
  const colon = topic.indexOf(":")
  return colon === -1 ? topic : `${topic.slice(0, colon)}:{id}`
}

/** setTimeout's longest wait. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** The display tokens' view the hub needs: who a token stands for, and which of them still stand. */
export interface DisplayDirectory {
  readonly find: (token: string) => Promise<{ readonly displayTokenId: string; readonly name: string } | null>
  readonly active: (displayTokenIds: ReadonlyArray<string>) => Promise<ReadonlySet<string>>
}

const NO_PAGES = Object.fromEntries(
  PAGE_KEYS.map((page) => [page, { access: false, read: false, create: false, edit: false, delete: false, amount: false }])
) as PermissionMap
/** A wall's socket: no page at all; topic-permissions lets it watch the wall's topics only. */
const displayViewer = (displayTokenId: string): Viewer => ({ userId: `display:${displayTokenId}`, role: "USER", permissions: NO_PAGES, wall: true })

/** Close code of a wall whose display token was revoked: the wall stops reconnecting and says so. */
export const REVOKED_CLOSE_CODE = 4403

interface Client extends Listener {
  /** The display token the socket opened with (a wall), else null. */
  displayTokenId: string | null
  /** The session the socket signed in with: it closes when that session ends. */
  sessionId: string | null
  /** Closes the socket when its session's lifetime is over. */
  sessionTimer?: ReturnType<typeof setTimeout>
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
 * (topic-permissions.ts, asked at subscribe and at every push). An upgrade without `?token=`, or
 * with a token refused, is answered 401 before it becomes a socket; an `auth` message may renew the token on an open
 * socket. A socket not signed in within AUTH_TIMEOUT_MS is closed. A socket lives as long as the
 * session it signed in with: signed out, a password changed elsewhere, the user locked or
 * deactivated, or the session's lifetime over, and it is closed (4401).
 */
export const makeLiveHub = async (options: {
  /** Traces exported: each push of a traced change in a span `live push <topic>`, in the trace of the command it announces. */
  tracer?: Tracer.Tracer | undefined
  database: Database
  jwtSecret: string
  users: Pick<UserAccessDirectory, "get" | "watch">
  displays: DisplayDirectory
}) => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const clients = new Map<WebSocket, Client>()
  const send = (socket: WebSocket, message: LiveServerMessage) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  const endSession = (socket: WebSocket, client: Client) => {
    client.viewer = null
    client.sessionId = null
    client.displayTokenId = null
    socket.close(4401, AuthMessages.expiredToken)
  }

  /**
   * The walls whose display token was revoked close at once (4403): asked when the display-tokens
   * projection announces a change, and at every heartbeat in case an announcement was lost.
   */
  const recheckDisplays = async () => {
    const walls = [...clients].filter(([, client]) => client.displayTokenId !== null)
    if (walls.length === 0) return
    const active = await options.displays.active([...new Set(walls.map(([, client]) => client.displayTokenId!))])
    for (const [socket, client] of walls) {
      if (client.displayTokenId === null || active.has(client.displayTokenId)) continue
      client.viewer = null
      client.displayTokenId = null
      socket.close(REVOKED_CLOSE_CODE, DisplayTokenMessages.revoked)
    }
  }

  // an unattended wall tells "nothing happened" from "the server is gone" by this beat
  const heartbeat = setInterval(() => {
    for (const [socket, client] of clients) if (client.displayTokenId !== null) send(socket, { type: "heartbeat" })
    void recheckDisplays().catch(() => {})
  }, LIVE_HEARTBEAT_MS)
  heartbeat.unref?.()

  /**
   * A user's record or sessions changed: their session ended, or they were locked or deactivated,
   * and that session's open sockets end at once, as its next request would; otherwise the sockets
   * watch with the permissions they hold now, and topics they may no longer read are dropped (each
   * push asks again besides).
   */
  const recheck = async (userId: string) => {
    const sockets = [...clients].filter(([, client]) => client.viewer?.userId === userId)
    if (sockets.length === 0) return
    const user = await options.users.get(UserId.make(userId))
    for (const [socket, client] of sockets) {
      if (client.sessionId === null || !stillSignedIn(user, client.sessionId)) {
        endSession(socket, client)
        continue
      }
      const viewer = viewerOf({ user: user!, sessionId: client.sessionId })
      client.viewer = viewer
      for (const topic of client.topics) if (topic !== WILDCARD && !mayWatch(viewer, topic)) client.topics.delete(topic)
    }
  }

  const unlisten = await options.database.listen(PROJECTION_CHANNEL, (payload) => {
    const change = decodeChange(payload)
    if (change._tag === "Left") return
    for (const topic of change.right.topics) if (topic.startsWith(USER_TOPIC_PREFIX)) void recheck(topic.slice(USER_TOPIC_PREFIX.length))
    if (change.right.topics.includes(LiveTopics.displayTokens)) void recheckDisplays().catch(() => {})
    const traced = options.tracer && spanOfTraceparent(change.right.traceparent)
    if (!traced) return void broadcastChange(clients, change.right)
    for (const topic of change.right.topics)
      void inSpan(
        options.tracer,
        `live push ${topicFamily(topic)}`,
        { parent: traced, attributes: { position: change.right.position }, kind: "producer" },
        async (span) => {
          span?.attribute("sockets", broadcastChange(clients, { topics: [topic], position: change.right.position }))
        }
      ).catch(() => undefined) // a push that failed is not retried, as without traces; the process must not stop on it
  })
  // the user's own events, as this process learns of them (the same announcements that keep every request's check current)
  const unwatch = options.users.watch((userIds) => {
    const watched = new Set([...clients.values()].flatMap((client) => (client.viewer ? [client.viewer.userId] : [])))
    for (const userId of watched) if (userIds === "all" || userIds.includes(userId)) void recheck(userId)
  })

  const signIn = async (socket: WebSocket, client: Client, token: string) => {
    if (isDisplayToken(token)) {
      const display = await options.displays.find(token)
      if (!display) return endSession(socket, client)
      client.viewer = displayViewer(display.displayTokenId)
      client.sessionId = null
      client.displayTokenId = display.displayTokenId
      clearTimeout(client.sessionTimer)
      return send(socket, { type: "ready" })
    }
    client.displayTokenId = null
    const signedIn = await authenticate(options.jwtSecret, token, options.users.get)
    if (!signedIn) {
      endSession(socket, client)
      return
    }
    client.viewer = viewerOf(signedIn)
    client.sessionId = signedIn.sessionId
    clearTimeout(client.sessionTimer)
    const endsAt = signedIn.user.sessions.live.get(signedIn.sessionId) ?? Date.now()
    client.sessionTimer = setTimeout(() => void recheck(signedIn.user.id), Math.min(LONGEST_TIMER_MS, Math.max(0, endsAt - Date.now())))
    client.sessionTimer.unref?.()
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
    const client: Client = { viewer: null, sessionId: null, displayTokenId: null, topics: new Set(), queue: Promise.resolve() }
    const enqueue = (work: () => Promise<void> | void) => {
      client.queue = client.queue.then(work).catch(() => socket.close(1011, "Live updates failed"))
    }
    clients.set(socket, client)
    socket.on("close", () => clients.delete(socket))
    socket.on("error", () => clients.delete(socket))
    const timer = setTimeout(() => {
      if (!client.viewer) socket.close(4401, LiveMessages.noToken)
    }, AUTH_TIMEOUT_MS)
    socket.on("close", () => {
      clearTimeout(timer)
      clearTimeout(client.sessionTimer)
    })
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
    /**
     * Takes an HTTP upgrade for /api/live; returns false for any other path. Without a token, or with
     * one that is refused (bad, past its minutes, its session ended, the user locked or deactivated),
     * it answers 401 before it becomes a socket, as any request with that token would be answered.
     */
    upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
      const url = new URL(request.url ?? "/", "http://live")
      if (url.pathname !== LIVE_PATH) return false
      const token = url.searchParams.get("token")?.trim() ?? ""
      if (token === "") {
        refuseUpgrade(socket, 401, "Unauthorized", LiveMessages.noToken)
        return true
      }
      const admitted = isDisplayToken(token) ? options.displays.find(token) : authenticate(options.jwtSecret, token, options.users.get)
      admitted.then(
        (signedIn) => {
          if (!signedIn) return refuseUpgrade(socket, 401, "Unauthorized", AuthMessages.expiredToken)
          if (socket.destroyed) return
          wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request))
        },
        () => socket.destroy()
      )
      return true
    },
    clientCount: () => clients.size,
    close: async () => {
      clearInterval(heartbeat)
      for (const socket of clients.keys()) socket.terminate()
      clients.clear()
      unwatch()
      await unlisten()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    }
  }
}
