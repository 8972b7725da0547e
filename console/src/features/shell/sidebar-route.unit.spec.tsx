// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { useNavigate } from "react-router-dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt, testUser } from "../../testing/render"
import { Sidebar } from "./Sidebar"

vi.mock("./use-sidebar-badges", () => ({ useSidebarBadges: () => ({ approvals: 0, notifications: 0 }) }))

afterEach(cleanup)

const GoTo = ({ path }: { path: string }) => {
  const navigate = useNavigate()
  return <button onClick={() => navigate(path)}>go</button>
}

const expanded = (group: string) => screen.getByRole("button", { name: new RegExp(`^${group}`, "i") }).getAttribute("aria-expanded")

describe("the sidebar follows the route", () => {
  it("given the Settings group open, when the route moves to LOT Management, then the Management group opens (not only on the first load)", () => {
    renderAt(
      <>
        <GoTo path="/dashboard/management/wood-receipt" />
        <Sidebar user={testUser("ADMIN")} open temporary={false} onClose={() => undefined} />
      </>,
      "/dashboard/settings/admin"
    )
    expect(expanded("Settings")).toBe("true")
    expect(expanded("Management")).toBe("false")
    fireEvent.click(screen.getByRole("button", { name: "go" }))
    expect(expanded("Management")).toBe("true")
  })

  it("on Asset Settings, only Asset Settings is the current page (not Assets, whose path it starts with)", () => {
    renderAt(<Sidebar user={testUser("ADMIN")} open temporary={false} onClose={() => undefined} />, "/dashboard/assets/settings")
    const current = screen.getAllByRole("link").filter((link) => link.classList.contains("Mui-selected"))
    expect(current.map((link) => link.textContent)).toEqual(["Asset Settings"])
  })
})
