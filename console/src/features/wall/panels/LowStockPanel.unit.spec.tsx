// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react"
import type { WallSnapshot } from "@timber/contracts"
import { afterEach, describe, expect, it } from "vitest"
import { LowStockPanel } from "./LowStockPanel"

afterEach(cleanup)

const snapshot = (lowStock: WallSnapshot["lowStock"]): WallSnapshot => ({
  display: "Sawmill hall TV",
  position: "1",
  day: "2026-12-07",
  receipts: [],
  receiptsVolumeM3: 0,
  slicing: [],
  kilns: [],
  approvals: [],
  transfers: [],
  lowStock
})

const alert = (size: string, currentStock: number, currentStockM3: number): WallSnapshot["lowStock"][number] => ({
  warehouse: "Main yard",
  woodType: "Mvule",
  thickness: '1"',
  size,
  currentStock,
  currentStockM3,
  minimumStockLevel: 20,
  shortfall: 20 - currentStock
})

describe("The wall's low-stock panel names each row as the inventory does, with m³ beside the pieces (issue 37)", () => {
  it('given two plank rows of one thickness below their minimum, 1" × 6" and 1" × 8", then each shows its own size and the m³ of its available pieces', () => {
    render(<LowStockPanel snapshot={snapshot([alert('Plank 1" × 6"', 4, 0.0297), alert('Plank 1" × 8"', 5, 0.0495)])} />)
    const six = screen.getByText('Plank 1" × 6"').closest("tr") as HTMLElement
    const eight = screen.getByText('Plank 1" × 8"').closest("tr") as HTMLElement
    expect(within(six).getByText("4 pcs · 0.030 m³")).toBeTruthy()
    expect(within(eight).getByText("5 pcs · 0.050 m³")).toBeTruthy()
    expect(screen.getByRole("columnheader", { name: "Size" })).toBeTruthy()
  })
})
