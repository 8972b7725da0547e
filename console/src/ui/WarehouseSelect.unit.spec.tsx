// @vitest-environment jsdom
import { MenuItem } from "@mui/material"
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { WarehouseSelect } from "./WarehouseSelect"
import { WoodTypeSelect } from "./WoodTypeSelect"

afterEach(cleanup)

const WAREHOUSES = [
  { id: "wh-1", name: "Kiln Yard", code: "WH-1" },
  { id: "wh-2", name: "Main Store", code: "WH-2" }
]

describe("The warehouse and wood type pickers name each choice as the whole console does", () => {
  it("given two warehouses, when the From Warehouse is opened and Main Store picked, then each is offered as 'Name (CODE)' and the form receives its id", () => {
    const onChange = vi.fn()
    render(<WarehouseSelect label="From Warehouse" warehouses={WAREHOUSES} value="" onChange={onChange} />)
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "From Warehouse" }))
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Kiln Yard (WH-1)", "Main Store (WH-2)"])
    fireEvent.click(screen.getByRole("option", { name: "Main Store (WH-2)" }))
    expect(onChange).toHaveBeenCalledWith("wh-2")
  })

  it("given a saved wood type the catalogue no longer offers, then it is still shown by the item the form adds after the choices", () => {
    render(
      <WoodTypeSelect woodTypes={[{ id: "wt-1", name: "Mvule" }]} value="wt-old" onChange={() => {}}>
        <MenuItem value="wt-old">Mninga</MenuItem>
      </WoodTypeSelect>
    )
    expect(screen.getByRole("combobox", { name: "Wood Type" }).textContent).toBe("Mninga")
  })
})
