// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { EMPTY_STOCK, EMPTY_VOLUMES, toWarehouseStockRow, WarehouseId, WoodTypeId, type StockProduct, type Warehouse } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt } from "../../../../testing/render"
import { AdjustmentDialog } from "./AdjustmentDialog"
import { MinimumLevelDialog } from "./MinimumLevelDialog"

/** Kiln Yard keeps Mvule planks of one thickness in two widths, and a sleeper row carried over from before widths were kept. */
const row = (product: StockProduct, thickness: string, width: string | null, notDried: number, m3: number, dried = 0, driedM3 = 0) =>
  toWarehouseStockRow(
    {
      key: { warehouseId: WarehouseId.make("wh-1"), woodTypeId: WoodTypeId.make("wt-1"), product, thickness, width },
      quantities: { ...EMPTY_STOCK, NOT_DRIED: notDried, DRIED: dried },
      volumes: { ...EMPTY_VOLUMES, NOT_DRIED: m3, DRIED: driedM3 },
      minimum: null
    },
    "Mvule",
    "2026-12-07T08:00:00.000Z"
  )
const rows = [row("PLANK", '1"', '6"', 4, 0.0464), row("PLANK", '1"', '8"', 6, 0.0929, 2, 0.031), row("SLEEPER", '6"', null, 3, 0.25)]
vi.mock("../api/inventory", async (original) => ({
  ...(await original<typeof import("../api/inventory")>()),
  useWarehouseStock: (warehouseId: string | null) => ({ data: warehouseId === "wh-1" ? rows : [], isLoading: false, error: null })
}))

afterEach(cleanup)

const kilnYard = { id: "wh-1", code: "WH-1", name: "Kiln Yard", status: "ACTIVE", stockControlEnabled: true } as unknown as Warehouse
const mvule = { id: "wt-1", name: "Mvule", grade: "A" } as never

const pick = async (dialog: HTMLElement, label: string | RegExp, option: string | RegExp) => {
  fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: label }))
  fireEvent.click(await screen.findByRole("option", { name: option }))
}
const sizesOffered = async (dialog: HTMLElement) => {
  fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: /Size/ }))
  const names = (await screen.findAllByRole("option")).map((o) => o.textContent)
  fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" })
  return names
}
const props = { open: true, warehouses: [kilnYard], woodTypes: [mvule], defaultWarehouseId: "wh-1", busy: false, onClose: () => {} }

describe("The stock dialogs pick a row from the sizes in stock, named as the inventory names them (issue 37)", () => {
  it("given two plank rows of one thickness and a carried-over sleeper row, when a count is written, then each size is offered with the pieces and m³ of the counted status, and the picked row is the one adjusted", async () => {
    const onSubmit = vi.fn()
    renderAt(<AdjustmentDialog {...props} onSubmit={onSubmit} />)
    const dialog = await screen.findByRole("dialog", { name: "New Stock Adjustment" })
    await pick(dialog, "Wood Type", "Mvule")
    expect(await sizesOffered(dialog)).toEqual([
      'Plank 1" × 6" — 4 pcs · 0.046 m³',
      'Plank 1" × 8" — 6 pcs · 0.093 m³',
      'Sleeper 6" × — — 3 pcs · 0.250 m³',
      "Another size…"
    ])
    await pick(dialog, "Wood Status", "Dried")
    await pick(dialog, /Size/, 'Plank 1" × 8" — 2 pcs · 0.031 m³')
    fireEvent.change(within(dialog).getByLabelText(/Counted Quantity/), { target: { value: "3" } })
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Recount" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Adjustment" }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ warehouseId: "wh-1", woodTypeId: "wt-1", product: "PLANK", thickness: '1"', width: '8"', woodStatus: "DRIED", quantity: 3 })
      )
    )
  })

  it("given the carried-over sleeper row (width not recorded), when its minimum is set, then the row is named by its Available pieces and m³ and sent with no width", async () => {
    const onSubmit = vi.fn()
    renderAt(<MinimumLevelDialog {...props} onSubmit={onSubmit} />)
    const dialog = await screen.findByRole("dialog", { name: "Set Minimum Stock Level" })
    await pick(dialog, "Wood Type", "Mvule")
    await pick(dialog, /Size/, 'Plank 1" × 8" — 8 pcs · 0.124 m³')
    await pick(dialog, /Size/, 'Sleeper 6" × — — 3 pcs · 0.250 m³')
    fireEvent.change(within(dialog).getByLabelText(/Minimum Stock Level/), { target: { value: "10" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Minimum" }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        warehouseId: "wh-1",
        woodTypeId: "wt-1",
        product: "SLEEPER",
        thickness: '6"',
        width: null,
        minimumStockLevel: 10
      })
    )
  })

  it("given a size the warehouse keeps no row of, when Another size… is chosen, then product, thickness and width are typed", async () => {
    const onSubmit = vi.fn()
    renderAt(<MinimumLevelDialog {...props} onSubmit={onSubmit} />)
    const dialog = await screen.findByRole("dialog", { name: "Set Minimum Stock Level" })
    await pick(dialog, "Wood Type", "Mvule")
    expect(within(dialog).queryByLabelText(/^Width/)).toBeNull()
    await pick(dialog, /Size/, "Another size…")
    fireEvent.change(within(dialog).getByLabelText(/^Thickness/), { target: { value: '2"' } })
    fireEvent.change(within(dialog).getByLabelText(/^Width/), { target: { value: '10"' } })
    fireEvent.change(within(dialog).getByLabelText(/Minimum Stock Level/), { target: { value: "5" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Minimum" }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ warehouseId: "wh-1", woodTypeId: "wt-1", product: "PLANK", thickness: '2"', width: '10"', minimumStockLevel: 5 })
    )
  })
})
