// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
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
  it("given a screen that read its data before the socket was ready, when the socket becomes ready, then the screen reads once more (a change in between is not lost)", async () => {
    const queryClient = new QueryClient()
    const invalidated = vi.spyOn(queryClient, "invalidateQueries")
    mount(queryClient, <Screen />)
    const socket = ScriptedSocket.opened[0]!
    expect(invalidated).not.toHaveBeenCalled()

    socket.serverSays({ type: "ready" })

    expect(socket.sent).toContainEqual({ _tag: "subscribe", topics: ["system"] })
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: ["system", "projections"] }))
    expect(invalidated).toHaveBeenCalledTimes(1)
  })

  it("given a ready socket, when a subscribed topic changes, then the screen's queries refetch", async () => {
    const queryClient = new QueryClient()
    mount(queryClient, <Screen />)
    const socket = ScriptedSocket.opened[0]!
    socket.serverSays({ type: "ready" })
    const invalidated = vi.spyOn(queryClient, "invalidateQueries")

    socket.serverSays({ topic: "system", position: "7" })

    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["system", "projections"] })
  })
})
