// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { createMemoryRouter, Link, MemoryRouter, Route, Routes, RouterProvider, useLocation } from "react-router-dom"
import { afterEach, describe, expect, it } from "vitest"
import { UNSAVED_CHANGES, UnsavedChangesGuard } from "./UnsavedChangesGuard"

const screens = (unsaved: boolean) => ({
  receipts: (
    <>
      <Link to="/dashboard/factory/inventory">Inventory Reports</Link>
      <Link to="/dashboard/factory/receipt-processing?lot=LOT-2">Another LOT</Link>
      <UnsavedChangesGuard when={unsaved} />
    </>
  ),
  inventory: <h1>Inventory</h1>
})

let where = ""
const Where = () => {
  const location = useLocation()
  where = `${location.pathname}${location.search}`
  return null
}

/** The console's own router (BrowserRouter: no data router) and a data router, each at Receipt Processing. */
const routers = {
  "the console's router": (unsaved: boolean) => {
    const s = screens(unsaved)
    render(
      <MemoryRouter initialEntries={["/dashboard/factory/receipt-processing"]}>
        <Where />
        <Routes>
          <Route path="/dashboard/factory/receipt-processing" element={s.receipts} />
          <Route path="/dashboard/factory/inventory" element={s.inventory} />
        </Routes>
      </MemoryRouter>
    )
  },
  "a data router": (unsaved: boolean) => {
    const s = screens(unsaved)
    const router = createMemoryRouter(
      [
        {
          path: "/dashboard/factory/receipt-processing",
          element: (
            <>
              <Where />
              {s.receipts}
            </>
          )
        },
        { path: "/dashboard/factory/inventory", element: s.inventory }
      ],
      { initialEntries: ["/dashboard/factory/receipt-processing"] }
    )
    render(<RouterProvider router={router} />)
  }
}

afterEach(cleanup)

describe.each(Object.entries(routers))("leaving a screen with unsaved changes, under %s", (_, at) => {
  it("given unsaved measurements, when the sidebar leads elsewhere, then it asks first and Cancel keeps the user and their work on the screen", async () => {
    at(true)
    fireEvent.click(screen.getByText("Inventory Reports"))
    await screen.findByRole("dialog", { name: UNSAVED_CHANGES.title })
    expect(where).toBe("/dashboard/factory/receipt-processing")
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(where).toBe("/dashboard/factory/receipt-processing")
    expect(screen.getByText("Inventory Reports")).toBeTruthy()
  })

  it("given unsaved measurements, when the user confirms 'Leave without saving', then they go where they clicked", async () => {
    at(true)
    fireEvent.click(screen.getByText("Inventory Reports"))
    fireEvent.click(await screen.findByRole("button", { name: UNSAVED_CHANGES.leave }))
    await screen.findByRole("heading", { name: "Inventory" })
  })

  it("given unsaved measurements, when only the screen's own query changes, then it goes without asking", () => {
    at(true)
    fireEvent.click(screen.getByText("Another LOT"))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(where).toBe("/dashboard/factory/receipt-processing?lot=LOT-2")
  })

  it("given nothing unsaved, when the sidebar leads elsewhere, then it goes without asking", async () => {
    at(false)
    fireEvent.click(screen.getByText("Inventory Reports"))
    await screen.findByRole("heading", { name: "Inventory" })
  })
})
