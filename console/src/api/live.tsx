import { useQueryClient, type QueryClient } from "@tanstack/react-query"
import { LiveServerMessage } from "@timber/contracts"
import { Schema } from "effect"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react"
import { session } from "../auth/session"

const decodeServerMessage = Schema.decodeUnknownEither(Schema.parseJson(LiveServerMessage))

type Listener = (topic: string, position: string) => void

interface Live {
  readonly subscribe: (topics: ReadonlyArray<string>, listener: Listener) => () => void
}

export const LiveContext = createContext<Live | null>(null)

/**
 * One WebSocket per session to /api/live. Screens subscribe to the topics they show;
 * a message refetches through TanStack Query.
 *
 * A screen reads its data when it mounts, but the server pushes a topic to this socket only once
 * it has taken the subscription: a change committed in between reaches nobody. So a screen whose
 * topics were just sent reads once more when the server confirms them (`subscribed`, answered in
 * the order the socket's messages were sent) — on the first connection, for a screen mounted
 * later, and after a reconnect, when every query refetches since messages may have been missed
 * while the socket was down. (Reading again at `ready`, before the subscription was confirmed,
 * left that window open: a read model stopping in it never showed its banner — e2e of
 * 2026-11-28.)
 */
export const LiveProvider = ({ enabled, children }: { enabled: boolean; children: ReactNode }) => {
  const queryClient = useQueryClient()
  const listeners = useRef(new Map<Listener, ReadonlySet<string>>())
  const socketRef = useRef<WebSocket | null>(null)
  /** The socket's subscribe/unsubscribe messages sent and confirmed, and what waits for a confirmation. */
  const acks = useRef({ sent: 0, confirmed: 0, awaiting: new Map<Listener, number>(), resyncAt: null as number | null })

  const topics = useCallback(() => [...new Set([...listeners.current.values()].flatMap((s) => [...s]))], [])
  const sendToSocket = useCallback((message: { _tag: "subscribe" | "unsubscribe"; topics: ReadonlyArray<string> }) => {
    const socket = socketRef.current
    if (socket?.readyState !== WebSocket.OPEN) return null
    socket.send(JSON.stringify(message))
    return ++acks.current.sent
  }, [])
  /** Sends every topic watched; `fresh` read once more when the server has taken them. */
  const sendSubscriptions = useCallback(
    (fresh: Iterable<Listener>) => {
      const sent = sendToSocket({ _tag: "subscribe", topics: topics() })
      if (sent !== null) for (const listener of fresh) acks.current.awaiting.set(listener, sent)
      return sent
    },
    [sendToSocket, topics]
  )

  useEffect(() => {
    if (!enabled) return
    let closed = false
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const confirmed = () => {
      const state = acks.current
      state.confirmed += 1
      if (state.resyncAt !== null && state.confirmed >= state.resyncAt) {
        state.resyncAt = null
        void queryClient.cancelQueries().then(() => queryClient.invalidateQueries())
      }
      for (const [listener, at] of state.awaiting) {
        if (at > state.confirmed) continue
        state.awaiting.delete(listener)
        const wanted = listeners.current.get(listener)
        const [topic] = wanted ?? []
        if (topic !== undefined) listener(topic, "")
      }
    }
    const connect = () => {
      const token = session.token()
      if (!token || closed) return
      const protocol = location.protocol === "https:" ? "wss" : "ws"
      const socket = new WebSocket(`${protocol}://${location.host}/api/live?token=${encodeURIComponent(token)}`)
      socketRef.current = socket
      acks.current = { sent: 0, confirmed: 0, awaiting: new Map(), resyncAt: null }
      socket.onmessage = (event) => {
        const decoded = decodeServerMessage(String(event.data))
        if (decoded._tag === "Left") return
        const message = decoded.right
        if ("topic" in message) {
          for (const [listener, wanted] of listeners.current) if (wanted.has(message.topic)) listener(message.topic, message.position)
          return
        }
        if (message.type === "subscribed") return confirmed()
        if (message.type === "ready") {
          const reconnected = attempt > 0
          attempt = 0
          const sent = sendSubscriptions(reconnected ? [] : listeners.current.keys())
          if (reconnected && sent !== null) acks.current.resyncAt = sent
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

  // one object for the provider's life: a new one per render would make every screen unsubscribe and subscribe again
  const live: Live = useMemo(
    () => ({
      subscribe: (wanted, listener) => {
        listeners.current.set(listener, new Set(wanted))
        sendSubscriptions([listener])
        return () => {
          listeners.current.delete(listener)
          acks.current.awaiting.delete(listener)
          const gone = wanted.filter((t) => !topics().includes(t))
          if (gone.length > 0) sendToSocket({ _tag: "unsubscribe", topics: gone })
        }
      }
    }),
    [sendSubscriptions, sendToSocket, topics]
  )
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
}

/**
 * The queries a live message asked to read again, per cache, read once when the message has been
 * handed to every screen: the LOT table and the top bar both read the LOTs on `lots`, and each
 * cancelling the other's fresh read sent the same request twice.
 */
const toRead = new WeakMap<QueryClient, Map<string, ReadonlyArray<unknown>>>()

const readAgain = (queryClient: QueryClient, queryKeys: ReadonlyArray<ReadonlyArray<unknown>>) => {
  let keys = toRead.get(queryClient)
  if (!keys) {
    const gathered = new Map<string, ReadonlyArray<unknown>>()
    toRead.set(queryClient, gathered)
    keys = gathered
    queueMicrotask(() => {
      toRead.delete(queryClient)
      // invalidating a query whose first read is still in flight only waits for that read, which
      // may have been answered before the change (TanStack cancels an in-flight read on
      // invalidation only when the query already has data): cancel it, then read again
      for (const queryKey of gathered.values()) void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }))
    })
  }
  for (const queryKey of queryKeys) keys.set(JSON.stringify(queryKey), queryKey)
}

/** Refetches the given queries whenever one of the topics changes on the server. */
export const useLiveRefetch = (topics: ReadonlyArray<string>, queryKeys: ReadonlyArray<ReadonlyArray<unknown>>) => {
  const live = useContext(LiveContext)
  const queryClient = useQueryClient()
  const key = JSON.stringify([topics, queryKeys])
  useEffect(() => {
    if (!live) return
    return live.subscribe(topics, () => readAgain(queryClient, queryKeys))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, queryClient, key])
}
