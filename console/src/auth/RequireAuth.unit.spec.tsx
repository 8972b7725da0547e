// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import type { User } from "@timber/contracts"
import { afterEach, describe, expect, it } from "vitest"
import { Route, Routes } from "react-router-dom"
import { renderAt, testUser } from "../testing/render"
import { AuthContext } from "./AuthProvider"
import { RequireAuth } from "./RequireAuth"
import { REDIRECT_URL_KEY } from "./session"

const withAuth = (state: { status: "loading" | "anonymous"; user: null } | { status: "authenticated"; user: User }, path: string) =>
  renderAt(
    <AuthContext.Provider
      value={{ state, login: async () => testUser("ADMIN"), logout: () => undefined, replaceUser: () => undefined, refresh: async () => undefined }}
    >
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/unauthorized" element={<p>Unauthorized Access</p>} />
        <Route
          path="/dashboard/management/approvals"
          element={
            <RequireAuth page="approvals">
              <p>approvals screen</p>
            </RequireAuth>
          }
        />
      </Routes>
    </AuthContext.Provider>,
    path
  )

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

describe("route guard", () => {
  it("shows a spinner while authentication loads", () => {
    withAuth({ status: "loading", user: null }, "/dashboard/management/approvals")
    expect(screen.getByRole("progressbar")).toBeTruthy()
  })

  it("sends an unknown user to /login and remembers where they were going", () => {
    withAuth({ status: "anonymous", user: null }, "/dashboard/management/approvals?tab=rejected")
    expect(screen.getByText("login page")).toBeTruthy()
    expect(sessionStorage.getItem(REDIRECT_URL_KEY)).toBe("/dashboard/management/approvals?tab=rejected")
  })

  it("sends a USER without the approvals permission to /unauthorized", () => {
    withAuth({ status: "authenticated", user: testUser("USER") }, "/dashboard/management/approvals")
    expect(screen.getByText("Unauthorized Access")).toBeTruthy()
  })

  it("lets a MANAGER with the permission through", () => {
    withAuth({ status: "authenticated", user: testUser("MANAGER") }, "/dashboard/management/approvals")
    expect(screen.getByText("approvals screen")).toBeTruthy()
  })
})
