import { WebSocket } from "ws"

/**
 * A socket on `url`'s /api/live signed in as `token`, subscribed to `topics`: it keeps every topic
 * pushed to it and the topics the hub granted; `until` waits (10 s at most) for a condition on them.
 */
export const watchLive = async (url: string, token: string, topics: ReadonlyArray<string>) => {
  const socket = new WebSocket(`${url.replace("http", "ws")}/api/live?token=${token}`)
  const pushed: string[] = []
  let granted: string[] | null = null
  let ready = false
  const waiters: Array<() => void> = []
  socket.on("message", (raw) => {
    const message = JSON.parse(raw.toString()) as { type?: string; topic?: string; topics?: string[] }
    if (message.topic) pushed.push(message.topic)
    if (message.type === "subscribed") granted = message.topics ?? []
    if (message.type === "ready") ready = true
    for (const wake of waiters) wake()
  })
  const until = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`waited 10 s; pushed so far: ${pushed.join(", ")}`)), 10_000)
      const check = () => done() && (clearTimeout(timer), resolve())
      waiters.push(check)
      check()
    })
  await until(() => ready)
  socket.send(JSON.stringify({ _tag: "subscribe", topics }))
  await until(() => granted !== null)
  return { pushed, granted: () => granted ?? [], until, close: () => socket.close() }
}
