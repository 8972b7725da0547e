// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { EditedRecords, StaleEditMessages, UserMessages } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../../../api/api-error"
import { renderSignedIn, testUser } from "../../../testing/render"
import UserSettingsPage from "./UserSettingsPage"

/** The profile save as the page sees it: what it was asked to send, and its last failure. */
const saving = vi.hoisted(() => ({ sent: [] as unknown[], error: null as unknown }))
const idle = { mutate: () => undefined, isPending: false, error: null }
vi.mock("./api/profile", () => ({
  useUpdateProfile: () => ({ mutate: (v: unknown) => void saving.sent.push(v), reset: () => (saving.error = null), isPending: false, error: saving.error }),
  useUploadAvatar: () => idle
}))
vi.mock("../../../api/queries/avatar", () => ({ useAvatarSrc: () => null }))
afterEach(() => {
  cleanup()
  saving.sent = []
  saving.error = null
})

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

describe("User Settings refusing a new password", () => {
  it("given the server refused the new password as too common, then the sentence shows beside the New password field", () => {
    const message = UserMessages.passwordTooCommon
    saving.error = new ApiError(400, "ValidationError", message, "/api/users/profile", { fields: [{ path: "newPassword", message }] })
    renderSignedIn(testUser("USER"), <UserSettingsPage />)
    const field = screen.getByLabelText(/^New password/)
    expect(field.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message)
  })
})

describe("User Settings saved after an administrator changed the profile meanwhile", () => {
  it("given the profile loaded at its version, when the save is refused (412), then the page says so in words and shows what changed", () => {
    const user = testUser("USER")
    renderSignedIn(user, <UserSettingsPage />)
    fireEvent.click(screen.getByRole("button", { name: "Save Profile" }))
    // the save carries the version of the profile the page shows
    expect(saving.sent).toEqual([expect.objectContaining({ version: user.version })])

    const now = { ...user, lastName: `${user.lastName}-Kato`, version: "9" }
    saving.error = new ApiError(412, "PreconditionFailed", StaleEditMessages.changed(EditedRecords.profile), "/api/users/profile", {
      current: now,
      version: "9"
    })
    // the page as it shows after the refusal
    cleanup()
    renderSignedIn(user, <UserSettingsPage />)
    const notice = screen.getByRole("alert")
    expect(notice.textContent).toContain("Your profile was changed by someone else while you were editing.")
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual([`Last name: ${user.lastName} → ${now.lastName}`])
  })
})
