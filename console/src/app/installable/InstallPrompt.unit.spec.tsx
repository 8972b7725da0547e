// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { InstallPrompt } from "./InstallPrompt"
import { INSTALL_PROMPT_DISMISSED_KEY, mayOfferInstall } from "./install-prompt"
import { installOffer, listenForInstall } from "./install-offer"

listenForInstall(window)

const offerInstall = () => {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: "accepted" as const })
  })
  act(() => void window.dispatchEvent(event))
  return event
}

const at = (path: string) => {
  const router = createMemoryRouter([{ path: "*", element: <InstallPrompt /> }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  installOffer.spend()
  vi.useRealTimers()
})

describe("the install prompt", () => {
  it("given the browser's offer under /dashboard, then 'Install Timber Works App' shows after 2 seconds, not before", () => {
    at("/dashboard/factory/wood-slicer")
    offerInstall()
    act(() => void vi.advanceTimersByTime(1_999))
    expect(screen.queryByRole("dialog", { name: "Install Timber Works App" })).toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.getByRole("dialog", { name: "Install Timber Works App" }).textContent).toContain("Install our app for quick access and offline functionality")
  })

  it("given the prompt shown, when the user leaves the dashboard, then it hides", async () => {
    const router = at("/dashboard")
    offerInstall()
    act(() => void vi.advanceTimersByTime(2_000))
    expect(screen.getByRole("dialog", { name: "Install Timber Works App" })).toBeTruthy()
    await act(() => router.navigate("/settings/user"))
    expect(screen.queryByRole("dialog", { name: "Install Timber Works App" })).toBeNull()
    act(() => void vi.advanceTimersByTime(3_000))
    expect(screen.queryByRole("dialog", { name: "Install Timber Works App" })).toBeNull()
  })

  it("given Later, then the time is stored and the prompt goes", () => {
    at("/dashboard")
    offerInstall()
    act(() => void vi.advanceTimersByTime(2_000))
    act(() => screen.getByRole("button", { name: "Later" }).click())
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(Number(localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY))).toBe(Date.now())
  })

  it("re-offers only when the last dismissal is MORE than 7 days old", () => {
    const day = 24 * 60 * 60 * 1000
    const now = Date.UTC(2026, 10, 28)
    expect(mayOfferInstall(null, now)).toBe(true)
    expect(mayOfferInstall(now - 7 * day, now)).toBe(false)
    expect(mayOfferInstall(now - 7 * day - 1, now)).toBe(true)
  })
})
