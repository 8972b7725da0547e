import { useQueryClient } from "@tanstack/react-query"
import { LiveServerMessage } from "@timber/contracts"
import { Schema } from "effect"
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from "react"
import { session } from "../auth/session"

const decodeServerMessage = Schema.decodeUnknownEither(Schema.parseJson(LiveServerMessage))

type Listener = (topic: string, position: string) => void

interface Live {
  readonly subscribe: (topics: ReadonlyArray<string>, listener: Listener) => () => void
}

export const LiveContext = createContext<Live | null>(null)

/**
 * One WebSocket per session to /api/live. Screens subscribe to the topics they show;
 * a message refetches through TanStack Query. After a reconnect every query refetches
 * (resync), since messages may have been missed while it was down; on the first connection
 * the subscribed screens refetch once, for what changed while the socket was opening.
 */
export const LiveProvider = ({ enabled, children }: { enabled: boolean; children: ReactNode }) => {
  const queryClient = useQueryClient()
  const listeners = useRef(new Map<Listener, ReadonlySet<string>>())
  const socketRef = useRef<WebSocket | null>(null)

  const topics = useCallback(() => [...new Set([...listeners.current.values()].flatMap((s) => [...s]))], [])
  const sendSubscriptions = useCallback(() => {
    const socket = socketRef.current
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ _tag: "subscribe", topics: topics() }))
  }, [topics])

  useEffect(() => {
    if (!enabled) return
    let closed = false
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const connect = () => {
      const token = session.token()
      if (!token || closed) return
      const protocol = location.protocol === "https:" ? "wss" : "ws"
      const socket = new WebSocket(`${protocol}://${location.host}/api/live?token=${encodeURIComponent(token)}`)
      socketRef.current = socket
      socket.onmessage = (event) => {
        const decoded = decodeServerMessage(String(event.data))
        if (decoded._tag === "Left") return
        const message = decoded.right
        if ("topic" in message) {
          for (const [listener, wanted] of listeners.current) if (wanted.has(message.topic)) listener(message.topic, message.position)
          return
        }
        if (message.type === "ready") {
          const reconnected = attempt > 0
          attempt = 0
          sendSubscriptions()
          if (reconnected) void queryClient.invalidateQueries()
          // the screens fetched before the socket was listening: whatever changed in between was
          // pushed to nobody, so each subscribed screen reads once more now that it is
          else
            for (const [listener, wanted] of listeners.current) {
              const [topic] = wanted
              if (topic !== undefined) listener(topic, "")
            }
        }
      }
      socket.onclose = () => {
        if (closed) return
        attempt += 1
        timer = setTimeout(connect, Math.min(10_000, 500 * 2 ** attempt))
      }
    }
    connect()
    return () => {
      closed = true
      clearTimeout(timer)
      socketRef.current?.close()
      socketRef.current = null
    }
  }, [enabled, queryClient, sendSubscriptions])

  const live: Live = {
    subscribe: (wanted, listener) => {
      listeners.current.set(listener, new Set(wanted))
      sendSubscriptions()
      return () => {
        listeners.current.delete(listener)
        const socket = socketRef.current
        if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ _tag: "unsubscribe", topics: wanted.filter((t) => !topics().includes(t)) }))
      }
    }
  }
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
}

/** Refetches the given queries whenever one of the topics changes on the server. */
export const useLiveRefetch = (topics: ReadonlyArray<string>, queryKeys: ReadonlyArray<ReadonlyArray<unknown>>) => {
  const live = useContext(LiveContext)
  const queryClient = useQueryClient()
  const key = JSON.stringify([topics, queryKeys])
  useEffect(() => {
    if (!live) return
    return live.subscribe(topics, () => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey })
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, queryClient, key])
}
