// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { AuthContext } from "../../../auth/AuthProvider"
import { renderAt, testUser } from "../../../testing/render"
import LoginPage from "./LoginPage"

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const renderLogin = () =>
  renderAt(
    <AuthContext.Provider
      value={{
        state: { status: "anonymous", user: null },
        login: async () => testUser("ADMIN"),
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
})
