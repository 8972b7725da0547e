// @vitest-environment jsdom
import { useMutation } from "@tanstack/react-query"
import { act, cleanup, renderHook, waitFor } from "@testing-library/react"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "./api-error"
import { useToastMutation, type WriteToasts } from "./use-toast-mutation"

const enqueueSnackbar = vi.fn()
vi.mock("notistack", () => ({ useSnackbar: () => ({ enqueueSnackbar, closeSnackbar: vi.fn() }) }))

afterEach(() => {
  cleanup()
  enqueueSnackbar.mockReset()
})

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>

/** Runs one write that answers `outcome` with the given toasts; resolves once it settled. */
const write = async <R,>(outcome: () => Promise<R>, toasts: WriteToasts<R>) => {
  const always = vi.fn()
  const { result } = renderHook(
    () => {
      const mutation = useMutation({ mutationFn: (_: string) => outcome() })
      return useToastMutation(mutation)
    },
    { wrapper }
  )
  act(() => result.current("x", { ...toasts, always }))
  await waitFor(() => expect(always).toHaveBeenCalledOnce())
}

const refused = (message?: string) => () => Promise.reject(new ApiError(400, undefined, message, "/api/x"))

describe("useToastMutation", () => {
  it("toasts the success text for as long as told, then runs the screen's next step", async () => {
    const then = vi.fn()
    await write(() => Promise.resolve({ status: "COMPLETED" }), {
      success: (r) => `done: ${r.status}`,
      failure: "Failed",
      durations: { success: 6000 },
      then
    })
    expect(enqueueSnackbar).toHaveBeenCalledWith("done: COMPLETED", { variant: "success", autoHideDuration: 6000 })
    expect(then).toHaveBeenCalledWith({ status: "COMPLETED" })
  })

  it("says nothing on success when the success text is null, and still runs the next step", async () => {
    const then = vi.fn()
    await write(() => Promise.resolve(1), { success: null, failure: "Failed", then })
    expect(enqueueSnackbar).not.toHaveBeenCalled()
    expect(then).toHaveBeenCalledOnce()
  })

  it("puts the server's words first, and the screen's fallback when the server says nothing", async () => {
    await write(refused("LOT is locked"), { success: "ok", failure: "Failed to save" })
    await write(refused(), { success: "ok", failure: "Failed to save" })
    expect(enqueueSnackbar.mock.calls.map(([text]) => text)).toEqual(["LOT is locked", "Failed to save"])
  })

  it("builds a sentence around the server's words, with its own word for an unknown error", async () => {
    const toasts = { success: "ok", failure: (t: string) => `Failed to save draft: ${t}`, unknownError: "Unknown error", durations: { failure: 5000 } }
    await write(refused("database down"), toasts)
    await write(() => Promise.reject(new ApiError(500, undefined, undefined, "/api/x")), toasts)
    expect(enqueueSnackbar.mock.calls).toEqual([
      ["Failed to save draft: database down", { variant: "error", autoHideDuration: 5000 }],
      ["Failed to save draft: Unknown error", { variant: "error", autoHideDuration: 5000 }]
    ])
  })

  it("fails quietly when the failure text is null (the screen shows it), and runs the failure step only", async () => {
    const then = vi.fn()
    const otherwise = vi.fn()
    await write(refused("No stock"), { success: "ok", failure: null, then, otherwise })
    expect(enqueueSnackbar).not.toHaveBeenCalled()
    expect(then).not.toHaveBeenCalled()
    expect(otherwise).toHaveBeenCalledOnce()
  })
})
