// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { AppRoutes } from "../../app/App"
import { renderSignedIn, testUser } from "../../testing/render"

afterEach(cleanup)

const user = testUser("ADMIN")

describe("an unknown address", () => {
  it.each(["/no/such/page", "/dashboard/management/no-such-screen"])(
    "given %s, then the page says 'Page not found' and links back to the dashboard instead of redirecting",
    async (path) => {
      renderSignedIn(user, <AppRoutes />, path)
      expect(await screen.findByRole("heading", { name: "Page not found" }, { timeout: 10_000 })).toBeTruthy()
      expect(screen.getByText(new RegExp(path.replaceAll("/", "\\/")))).toBeTruthy()
      expect(screen.getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe("/dashboard")
    }
  )
})
