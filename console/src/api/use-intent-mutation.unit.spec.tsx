// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { act, cleanup, renderHook, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "./api-error"
import { call } from "./client"
import type { Intent } from "./intent"
import { useIntentMutation } from "./use-intent-mutation"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>

/** A write whose every attempt is answered by the next of `answers`; records the key each attempt carried. */
const writeAnswering = (answers: Array<() => Promise<string>>) => {
  const keys: string[] = []
  const { result } = renderHook(
    () =>
      useIntentMutation({
        mutationFn: (_body: { name: string }, intent: Intent) => {
          keys.push(intent.key)
          return (answers.shift() ?? (() => Promise.resolve("ok")))()
        }
      }),
    { wrapper }
  )
  const attempt = (body: { name: string }) => act(() => result.current.mutateAsync(body).catch((e: unknown) => e))
  return { keys, attempt, result }
}

const lostConnection = () => Promise.reject(new ApiError(0, "RequestError", "Failed to fetch", ""))
const refused = () => Promise.reject(new ApiError(409, "WarehouseCodeTaken", "Warehouse code already exists", "/api/warehouses"))
const succeeded = () => Promise.resolve("saved")

describe("one intent, one key", () => {
  it("given a save that lost its connection, when the user clicks Save again, then the retry carries the same Idempotency-Key (the server answers it as the first)", async () => {
    const { keys, attempt } = writeAnswering([lostConnection, succeeded])
    await attempt({ name: "Main" })
    await attempt({ name: "Main" })
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it("given a save that succeeded, when the user saves again, then it is a new intent with a new key", async () => {
    const { keys, attempt } = writeAnswering([succeeded, succeeded])
    await attempt({ name: "Main" })
    await attempt({ name: "Main" })
    expect(keys[1]).not.toBe(keys[0])
  })

  it("given a save the server refused, when the user corrects the form and saves, then the corrected request carries a new key (never 'key already used')", async () => {
    const { keys, attempt } = writeAnswering([refused, succeeded])
    await attempt({ name: "Main" })
    await attempt({ name: "Main 2" })
    expect(keys[1]).not.toBe(keys[0])
  })

  it("given a save under way, when the user double-clicks Save, then one request goes out and both clicks get its answer", async () => {
    let answer: (value: string) => void = () => {}
    const { keys, result } = writeAnswering([() => new Promise<string>((resolve) => (answer = resolve))])
    let first: Promise<string> = Promise.resolve("")
    let second: Promise<string> = Promise.resolve("")
    act(() => {
      first = result.current.mutateAsync({ name: "Main" })
      second = result.current.mutateAsync({ name: "Main" })
      result.current.mutate({ name: "Main" })
    })
    await waitFor(() => expect(keys).toHaveLength(1))
    answer("saved")
    expect(await first).toBe("saved")
    expect(await second).toBe("saved")
    expect(keys).toHaveLength(1)
  })

  it("given one request under way, when another (another row, another file) starts, then it goes out beside it with its own key", async () => {
    const { keys, result } = writeAnswering([() => new Promise<string>(() => {}), succeeded])
    act(() => {
      result.current.mutate({ name: "first" })
      result.current.mutate({ name: "second" })
    })
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[1]).not.toBe(keys[0])
  })
})

describe("the key on the wire", () => {
  it("given a write with an intent, then its request carries the intent's key as Idempotency-Key, and a read carries none", async () => {
    const seen: Array<string | null> = []
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init)
        seen.push(request.headers.get("idempotency-key"))
        return new Response(JSON.stringify({ error: "NotFound", message: "Not found" }), { status: 404, headers: { "content-type": "application/json" } })
      })
    )
    await call((api) => api.transferCommands.approve({ path: { id: "t-1" } }), { key: "key-of-the-click" }).catch(() => undefined)
    await call((api) => api.transfers.list({ urlParams: {} }), { key: "key-of-the-click" }).catch(() => undefined)
    expect(seen).toEqual(["key-of-the-click", null])
  })
})
