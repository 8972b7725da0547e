// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { AuthMessages, UserMessages, type User } from "@timber/contracts"
import { useState, type ReactNode } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Route, Routes, useLocation } from "react-router-dom"
import { AuthContext } from "../../../auth/AuthProvider"
import { session } from "../../../auth/session"
import { renderAt, testUser } from "../../../testing/render"
import LoginPage, { afterSignIn } from "./LoginPage"

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

/** Where the router ended up. */
const Where = () => {
  const { pathname, search } = useLocation()
  return <output aria-label="location">{`${pathname}${search}`}</output>
}
/** The session as the app keeps it: a sign-in makes the user known, which re-renders the page. */
const Session = ({ initial, children }: { initial: "anonymous" | "authenticated"; children: ReactNode }) => {
  const [signedIn, setSignedIn] = useState(initial === "authenticated")
  const user = testUser("ADMIN")
  return (
    <AuthContext.Provider
      value={{
        state: signedIn ? { status: "authenticated", user } : { status: "anonymous", user: null },
        login: async () => {
          setSignedIn(true)
          return user
        },
        logout: () => undefined,
        replaceUser: () => undefined,
        refresh: async () => undefined
      }}
    >
      {children}
    </AuthContext.Provider>
  )
}
const renderLoginRoute = (initial: "anonymous" | "authenticated") =>
  renderAt(
    <Session initial={initial}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </Session>,
    "/login"
  )
const location = () => screen.getByRole("status", { name: "location" }).textContent

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

  it("given an expired password, when the server refuses its replacement as too common, then the sentence shows beside the New Password field", async () => {
    renderLogin(async (_email, _password, newPassword) => {
      throw new Error(newPassword === undefined ? AuthMessages.passwordExpired : UserMessages.passwordTooCommon)
    })
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "neema@timber.works" } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "Old-password-1" } })
    fireEvent.click(signIn())
    await screen.findByText(AuthMessages.passwordExpired)
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: "password1234" } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: "password1234" } })
    fireEvent.click(screen.getByRole("button", { name: "Change Password and Sign in" }))
    const field = screen.getByLabelText(/^New Password/)
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"))
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe(UserMessages.passwordTooCommon)
  })

  it("given a deep link remembered by the guard, when the sign-in succeeds, then the user lands there, query included, and the link is used once", async () => {
    session.storeRedirect("/dashboard/notifications?tab=unread")
    renderLoginRoute("anonymous")
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "admin@timber.works" } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret-password" } })
    fireEvent.click(signIn())
    await waitFor(() => expect(location()).toBe("/dashboard/notifications?tab=unread"))
    expect(session.takeRedirect()).toBeNull()
  })

  it("given a deep link remembered by the guard, when the sign-in page finds the user already signed in, then it goes to the link, not to the dashboard", async () => {
    session.storeRedirect("/dashboard/management/approvals")
    renderLoginRoute("authenticated")
    await waitFor(() => expect(location()).toBe("/dashboard/management/approvals"))
  })

  it("given a remembered address that leaves the console or returns to sign-in, then the user goes to the dashboard", async () => {
    for (const elsewhere of ["//evil.example/phish", "/\\evil.example", "https://evil.example", "/login", "/login?next=x", null])
      expect(afterSignIn(elsewhere)).toBe("/dashboard")
    expect(afterSignIn("/logins-report")).toBe("/logins-report")
    session.storeRedirect("//evil.example/phish")
    renderLoginRoute("authenticated")
    await waitFor(() => expect(location()).toBe("/dashboard"))
  })
})
