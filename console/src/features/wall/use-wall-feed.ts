import { LIVE_HEARTBEAT_MS, LiveServerMessage, WallSnapshot } from "@timber/contracts"
import { Schema } from "effect"
import { useEffect, useRef, useState } from "react"
import { reconnectDelayMs } from "./freshness"
import { WALL_TOPICS } from "./wall-panels"

const decodeMessage = Schema.decodeUnknownEither(Schema.parseJson(LiveServerMessage))
const decodeSnapshot = Schema.decodeUnknownSync(WallSnapshot)

/** The hub closes a wall whose token was revoked with this code (query-service live/hub.ts). */
const REVOKED = 4403
/** An open socket silent for this long is taken for dead (a half-open connection) and replaced. */
const SILENT_SOCKET_MS = 2 * LIVE_HEARTBEAT_MS + 5_000

export type WallStatus = "connecting" | "live" | "reconnecting" | "refused" | "revoked"

export interface WallFeed {
  readonly snapshot: WallSnapshot | null
  readonly status: WallStatus
  /** The highest log position heard (snapshot or push). */
  readonly position: string
  /** When the server was last heard from (ms since the epoch), null before it ever was. */
  readonly lastContactAt: number | null
  /** The topic of the latest push: the panel showing it comes forward. */
  readonly lastTopic: { readonly topic: string; readonly at: number } | null
}

class Refused extends Error {}

const higher = (a: string, b: string) => (BigInt(a || "0") >= BigInt(b || "0") ? a : b)

/**
 * The wall's connection: the snapshot read (GET /api/wall with the display token) and the live
 * socket. Every (re)connection reads the snapshot first (the resync: whatever was missed while
 * away), then opens the socket; a push reads it again (one read at a time, one more if pushes came
 * meanwhile). A lost socket or server is retried forever with backoff, never by reloading the page;
 * only a refused or revoked token stops it.
 */
export const useWallFeed = (token: string | null): WallFeed => {
  const [feed, setFeed] = useState<WallFeed>({ snapshot: null, status: token ? "connecting" : "refused", position: "0", lastContactAt: null, lastTopic: null })
  const contact = useRef<number>(0)

  useEffect(() => {
    if (!token) return
    let stopped = false
    let attempt = 0
    let socket: WebSocket | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    let reading = false
    let readAgain = false

    const heard = () => {
      contact.current = Date.now()
      setFeed((f) => ({ ...f, lastContactAt: contact.current }))
    }
    const stop = (status: WallStatus) => {
      stopped = true
      clearTimeout(retry)
      socket?.close()
      setFeed((f) => ({ ...f, status }))
    }

    const readSnapshot = async (): Promise<void> => {
      if (reading) {
        readAgain = true
        return
      }
      reading = true
      try {
        const response = await fetch("/api/wall", { headers: { authorization: `Bearer ${token}` }, cache: "no-store" })
        if (response.status === 401 || response.status === 403) throw new Refused()
        if (!response.ok) throw new Error(`wall read answered ${response.status}`)
        const snapshot = decodeSnapshot(await response.json())
        heard()
        setFeed((f) => ({ ...f, snapshot, position: higher(f.position, snapshot.position) }))
      } finally {
        reading = false
      }
      if (readAgain) {
        readAgain = false
        return readSnapshot()
      }
    }

    const later = () => {
      if (stopped) return
      setFeed((f) => ({ ...f, status: "reconnecting" }))
      clearTimeout(retry)
      retry = setTimeout(connect, reconnectDelayMs(attempt++))
    }

    const openSocket = () => {
      const protocol = window.location.protocol === "https:" ? "wss" : "ws"
      const ws = new WebSocket(`${protocol}://${window.location.host}/api/live?token=${encodeURIComponent(token)}`)
      socket = ws
      ws.onmessage = (event) => {
        heard()
        const decoded = decodeMessage(String(event.data))
        if (decoded._tag === "Left") return
        const message = decoded.right
        if ("topic" in message) {
          setFeed((f) => ({ ...f, position: higher(f.position, message.position), lastTopic: { topic: message.topic, at: Date.now() } }))
          void readSnapshot().catch(() => undefined)
          return
        }
        if (message.type === "ready") ws.send(JSON.stringify({ _tag: "subscribe", topics: WALL_TOPICS }))
        if (message.type === "subscribed") {
          attempt = 0
          setFeed((f) => ({ ...f, status: "live" }))
          // what changed between the read and the subscription was pushed to nobody
          void readSnapshot().catch(() => undefined)
        }
      }
      ws.onclose = (event) => {
        if (socket !== ws) return
        socket = null
        if (event.code === REVOKED) return stop("revoked")
        later()
      }
    }

    const connect = () => {
      if (stopped) return
      readSnapshot().then(openSocket, (error: unknown) => (error instanceof Refused ? stop("refused") : later()))
    }

    // a socket that says nothing for two heartbeats is dead even if the browser has not noticed
    const watchdog = setInterval(() => {
      if (socket?.readyState === WebSocket.OPEN && Date.now() - contact.current > SILENT_SOCKET_MS) socket.close()
    }, 5_000)

    connect()
    return () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(watchdog)
      socket?.close()
    }
  }, [token])

  return feed
}
