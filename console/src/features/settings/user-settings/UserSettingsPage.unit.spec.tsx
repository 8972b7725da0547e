// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import UserSettingsPage from "./UserSettingsPage"

const idle = { mutate: () => undefined, isPending: false, error: null }
vi.mock("./api/profile", () => ({ useUpdateProfile: () => idle, useUploadAvatar: () => idle }))
vi.mock("../../../api/queries/avatar", () => ({ useAvatarSrc: () => null }))
afterEach(cleanup)

describe("User Settings", () => {
  it("given a 200-character last name, then Save Profile is disabled and says why beside it", () => {
    renderSignedIn(testUser("USER"), <UserSettingsPage />)
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "M".repeat(200) } })
    const save = screen.getByRole("button", { name: "Save Profile" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    const why = document.getElementById(save.getAttribute("aria-describedby") ?? "")
    expect(why?.textContent).toMatch(/^Last name/)
  })
})
