// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { appUpdate } from "./app-update"
import { APP_UPDATE_MESSAGE, AppUpdateToast } from "./AppUpdateToast"

afterEach(cleanup)

describe("a new version of the console", () => {
  it("given a new version deployed while the console is open, then a toast offers it, and Reload activates it — nothing reloads before the user says so", () => {
    render(<AppUpdateToast />)
    expect(screen.queryByText(APP_UPDATE_MESSAGE)).toBeNull()
    const activate = vi.fn()
    act(() => appUpdate.offer(activate))
    expect(screen.getByText(APP_UPDATE_MESSAGE)).toBeTruthy()
    expect(activate).not.toHaveBeenCalled()
    act(() => screen.getByRole("button", { name: "Reload" }).click())
    expect(activate).toHaveBeenCalledTimes(1)
  })
})
