// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query"
import { cleanup, render, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { session } from "../auth/session"
import { LiveProvider, useLiveRefetch } from "./live"

/** A socket the test drives: what the page sent, and the server's messages on demand. */
class ScriptedSocket {
  static OPEN = 1
  static opened: Array<ScriptedSocket> = []
  readyState = 0
  sent: Array<unknown> = []
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {}
  serverSays(message: unknown) {
    this.readyState = ScriptedSocket.OPEN
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}

beforeEach(() => {
  ScriptedSocket.opened = []
  vi.stubGlobal("WebSocket", ScriptedSocket)
  vi.spyOn(session, "token").mockReturnValue("a-token")
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const Screen = () => {
  useLiveRefetch(["system"], [["system", "projections"]])
  return null
}

const mount = (queryClient: QueryClient, children: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <LiveProvider enabled>{children}</LiveProvider>
    </QueryClientProvider>
  )

describe("the live socket", () => {
  it("given a screen that read its data before the socket was ready, when the server confirms its subscription, then the screen reads once more (a change before the server took it is not lost) — and not before", async () => {
    const queryClient = new QueryClient()
    const invalidated = vi.spyOn(queryClient, "invalidateQueries")
    mount(queryClient, <Screen />)
    const socket = ScriptedSocket.opened[0]!

    socket.serverSays({ type: "ready" })
    expect(socket.sent).toContainEqual({ _tag: "subscribe", topics: ["system"] })
    // sent, not yet taken: a read now could still miss a change the server commits before it takes it
    expect(invalidated).not.toHaveBeenCalled()

    socket.serverSays({ type: "subscribed", topics: ["system"] })
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: ["system", "projections"] }))
    expect(invalidated).toHaveBeenCalledTimes(1)
  })

  it("given a ready socket, when a screen mounts later, then it reads once more when the server confirms its topics, and a confirmation of an earlier message does not count for it", async () => {
    const queryClient = new QueryClient()
    const Other = () => {
      useLiveRefetch(["lots"], [["lots"]])
      return null
    }
    const view = mount(queryClient, <Screen />)
    const socket = ScriptedSocket.opened[0]!
    socket.serverSays({ type: "ready" })
    const invalidated = vi.spyOn(queryClient, "invalidateQueries")

    view.rerender(
      <QueryClientProvider client={queryClient}>
        <LiveProvider enabled>
          <Screen />
          <Other />
        </LiveProvider>
      </QueryClientProvider>
    )
    expect(socket.sent.at(-1)).toEqual({ _tag: "subscribe", topics: ["system", "lots"] })

    socket.serverSays({ type: "subscribed", topics: ["system"] }) // the answer to the ready's subscribe
    expect(invalidated).not.toHaveBeenCalledWith({ queryKey: ["lots"] })
    socket.serverSays({ type: "subscribed", topics: ["system", "lots"] })
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: ["lots"] }))
    expect(invalidated).toHaveBeenCalledTimes(2) // ["system", "projections"] once for its own confirmation, ["lots"] once
  })

  it("given a provider that renders again, then no screen unsubscribes and subscribes again", async () => {
    const queryClient = new QueryClient()
    const view = mount(queryClient, <Screen />)
    const socket = ScriptedSocket.opened[0]!
    socket.serverSays({ type: "ready" })
    const sentBefore = socket.sent.length

    view.rerender(
      <QueryClientProvider client={queryClient}>
        <LiveProvider enabled>
          <Screen />
        </LiveProvider>
      </QueryClientProvider>
    )

    expect(socket.sent.slice(sentBefore)).toEqual([])
  })

  it("given a socket that dropped and came back, when the server confirms the topics again, then every query refetches (changes while it was down are not lost)", async () => {
    vi.useFakeTimers()
    try {
      const queryClient = new QueryClient()
      mount(queryClient, <Screen />)
      const first = ScriptedSocket.opened[0]!
      first.serverSays({ type: "ready" })
      first.serverSays({ type: "subscribed", topics: ["system"] })
      first.onclose?.()
      await vi.advanceTimersByTimeAsync(1_100)
      const second = ScriptedSocket.opened[1]!
      const invalidated = vi.spyOn(queryClient, "invalidateQueries")

      second.serverSays({ type: "ready" })
      expect(second.sent).toContainEqual({ _tag: "subscribe", topics: ["system"] })
      expect(invalidated).not.toHaveBeenCalled()
      second.serverSays({ type: "subscribed", topics: ["system"] })
      await vi.waitFor(() => expect(invalidated).toHaveBeenCalledWith())
    } finally {
      vi.useRealTimers()
    }
  })

  it("given a screen whose first read is still in flight (answered from before a change), when the change is pushed, then it reads again and shows the newer answer", async () => {
    const queryClient = new QueryClient()
    const answers: Array<(value: string) => void> = []
    const read = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)))
    const Status = () => {
      const status = useQuery({ queryKey: ["system", "projections"], queryFn: read })
      useLiveRefetch(["system"], [["system", "projections"]])
      return <p>{status.data ?? "loading"}</p>
    }
    const view = mount(queryClient, <Status />)
    const socket = ScriptedSocket.opened[0]!
    socket.serverSays({ type: "ready" })
    socket.serverSays({ type: "subscribed", topics: ["system"] })
    await waitFor(() => expect(read).toHaveBeenCalled())

    socket.serverSays({ topic: "system", position: "9" })
    answers[0]!("running") // the first read, answered as things stood before the stop
    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThanOrEqual(2))
    for (const answer of answers.slice(1)) answer("stopped")

    await waitFor(() => expect(view.container.textContent).toBe("stopped"))
  })

  it("given a ready socket, when a subscribed topic changes, then the screen's queries refetch", async () => {
    const queryClient = new QueryClient()
    mount(queryClient, <Screen />)
    const socket = ScriptedSocket.opened[0]!
    socket.serverSays({ type: "ready" })
    const invalidated = vi.spyOn(queryClient, "invalidateQueries")

    socket.serverSays({ topic: "system", position: "7" })

    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: ["system", "projections"] }))
  })

  it("given two screens that read the LOTs on the same topic (the LOT table and the top bar), when the topic changes, then the LOTs are read once, not once per screen", async () => {
    const queryClient = new QueryClient()
    const read = vi.fn(async () => "lots")
    const LotsShown = () => {
      useQuery({ queryKey: ["receipts"], queryFn: read })
      useLiveRefetch(["lots"], [["receipts"]])
      return null
    }
    mount(
      queryClient,
      <>
        <LotsShown />
        <LotsShown />
      </>
    )
    const socket = ScriptedSocket.opened[0]!
    socket.serverSays({ type: "ready" })
    socket.serverSays({ type: "subscribed", topics: ["lots"] })
    await waitFor(() => expect(queryClient.getQueryState(["receipts"])?.fetchStatus).toBe("idle"))
    await new Promise((resolve) => setTimeout(resolve, 20))
    read.mockClear()

    socket.serverSays({ topic: "lots", position: "11" })

    await waitFor(() => expect(read).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(read).toHaveBeenCalledTimes(1)
  })
})
