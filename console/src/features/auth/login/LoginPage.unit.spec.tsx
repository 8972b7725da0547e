// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { AuthMessages, UserMessages, type User } from "@timber/contracts"
import { afterEach, describe, expect, it } from "vitest"
import { AuthContext } from "../../../auth/AuthProvider"
import { renderAt, testUser } from "../../../testing/render"
import LoginPage from "./LoginPage"

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const renderLogin = (login: (email: string, password: string, newPassword?: string) => Promise<User> = async () => testUser("ADMIN")) =>
  renderAt(
    <AuthContext.Provider
      value={{
        state: { status: "anonymous", user: null },
        login,
        logout: () => undefined,
        replaceUser: () => undefined,
        refresh: async () => undefined
      }}
    >
      <LoginPage />
    </AuthContext.Provider>,
    "/login"
  )

const signIn = () => screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement
const helperOf = (label: RegExp) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent ?? ""

describe("Sign-in form", () => {
  it("given an empty form, Sign in is disabled and a field left empty says it is required", () => {
    renderLogin()
    expect(signIn().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "admin@timber.works" } })
    fireEvent.blur(screen.getByLabelText(/Password/))
    expect(helperOf(/Password/)).toBe("Password is required")
    expect(signIn().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "secret-password" } })
    expect(signIn().disabled).toBe(false)
  })

  it("given an e-mail longer than any address, then the field names the limit and Sign in is disabled", () => {
    renderLogin()
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: `${"a".repeat(250)}@timber.works` } })
    fireEvent.blur(screen.getByLabelText(/Email/))
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "secret-password" } })
    expect(helperOf(/Email/)).toBe("Email must be at most 254 characters")
    expect(signIn().disabled).toBe(true)
  })

  it("given an expired password, the server's refusal asks for a new one, section 5's rules guard it, and the next sign-in carries it", async () => {
    const calls: Array<string | undefined> = []
    renderLogin(async (_email, _password, newPassword) => {
      calls.push(newPassword)
      if (newPassword === undefined) throw new Error(AuthMessages.passwordExpired)
      return testUser("USER")
    })
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "neema@timber.works" } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "Old-password-1" } })
    fireEvent.click(signIn())
    await screen.findByText(AuthMessages.passwordExpired)
    const renew = screen.getByRole("button", { name: "Change Password and Sign in" })
    fireEvent.click(renew)
    await screen.findByText(AuthMessages.newPasswordRequired)
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: "short" } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: "short" } })
    fireEvent.click(renew)
    await screen.findByText(UserMessages.passwordTooShort)
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: "Brand-new-2026" } })
    fireEvent.click(renew)
    await screen.findByText(UserMessages.passwordsDoNotMatch)
    expect(calls).toEqual([undefined])
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: "Brand-new-2026" } })
    fireEvent.click(renew)
    await waitFor(() => expect(calls).toEqual([undefined, "Brand-new-2026"]))
  })
})
