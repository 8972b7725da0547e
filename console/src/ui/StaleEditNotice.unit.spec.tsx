// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { EditedRecords, StaleEditMessages } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../api/api-error"
import { StaleEditNotice } from "./StaleEditNotice"

afterEach(cleanup)

interface Shed {
  readonly name: string
  readonly address: string | null
  readonly stockControlEnabled: boolean
}
const fields = [
  { label: "Name", value: (s: Shed) => s.name },
  { label: "Address", value: (s: Shed) => s.address },
  { label: "Stock control enabled", value: (s: Shed) => s.stockControlEnabled }
]
const loaded: Shed = { name: "Dock", address: "Dock road 1", stockControlEnabled: true }
const now: Shed = { name: "Dock North", address: "Dock road 1", stockControlEnabled: false }
const refusal = (current: unknown) =>
  new ApiError(412, "PreconditionFailed", StaleEditMessages.changed(EditedRecords.warehouse), "/api/management/warehouses/w1", { current, version: "3" })

describe("StaleEditNotice", () => {
  it("given a save refused because someone else changed the warehouse, then it says so in words and lists each changed field: loaded value → current value", () => {
    render(<StaleEditNotice error={refusal(now)} loaded={loaded} fields={fields} onLoadCurrent={() => {}} />)
    const notice = screen.getByRole("alert")
    expect(notice.textContent).toContain("This warehouse was changed by someone else while you were editing.")
    const changes = screen.getAllByRole("listitem").map((item) => item.textContent)
    expect(changes).toEqual(["Name: Dock → Dock North", "Stock control enabled: Yes → No"])
  })

  it("given the notice, when the user loads the current version, then the form is handed the record as it is now and the version it is at", () => {
    const onLoadCurrent = vi.fn()
    render(<StaleEditNotice error={refusal(now)} loaded={loaded} fields={fields} onLoadCurrent={onLoadCurrent} />)
    fireEvent.click(screen.getByRole("button", { name: StaleEditMessages.loadCurrent }))
    expect(onLoadCurrent).toHaveBeenCalledWith(now, "3")
  })

  it("given another failure (a 409, a 400), then it shows nothing", () => {
    render(<StaleEditNotice error={new ApiError(409, "Conflict", "Taken", "/api/x")} loaded={loaded} fields={fields} onLoadCurrent={() => {}} />)
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
