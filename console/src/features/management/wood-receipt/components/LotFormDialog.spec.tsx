// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt } from "../../../../testing/render"
import { LotFormDialog } from "./LotFormDialog"
import { toPayload } from "./lot-form"

afterEach(cleanup)

const woodTypes = [{ id: "wt-1", name: "Mninga", grade: "A", createdAt: "", updatedAt: "" }]

describe("Create New LOT (Stage 1)", () => {
  it("keeps Create disabled until every required field is set, and says which is missing", () => {
    const onSubmit = vi.fn()
    renderAt(<LotFormDialog mode="create" open woodTypes={woodTypes} busy={false} onClose={() => undefined} onSubmit={onSubmit} />)
    const create = screen.getByRole("button", { name: "Create" }) as HTMLButtonElement
    expect(create.disabled).toBe(true)
    const supplier = screen.getByLabelText(/Supplier/)
    fireEvent.blur(supplier)
    expect(screen.getByText("Supplier is required")).toBeTruthy()
    fireEvent.change(supplier, { target: { value: "Sao Hill" } })
    fireEvent.change(screen.getByLabelText(/LOT Number/), { target: { value: "LOT-1" } })
    fireEvent.change(screen.getByLabelText(/Purchase Date/), { target: { value: "2026-11-21" } })
    fireEvent.change(screen.getByLabelText(/Purchase Order Number/), { target: { value: "PO-1" } })
    expect(create.disabled).toBe(true) // no wood type yet
    fireEvent.change(document.querySelector('input[name="woodTypeId"]')!, { target: { value: "wt-1" } })
    expect(create.disabled).toBe(false)
  })

  it("sends empty volume and pieces as null, and numbers as numbers", () => {
    const base = { woodTypeId: "wt-1", supplier: " S ", receiptDate: "2026-11-21", purchaseOrder: "PO", lotNumber: " L-1 ", notes: "" }
    expect(toPayload({ ...base, estimatedVolume: "", estimatedPieces: "" })).toMatchObject({ total_volume_m3: null, total_pieces: null, lot_number: "L-1", supplier: "S", notes: null, total_amount: 0 })
    expect(toPayload({ ...base, estimatedVolume: "12.345", estimatedPieces: "40" })).toMatchObject({ total_volume_m3: 12.345, total_pieces: 40 })
  })

  it("in edit mode shows the LOT number read-only", () => {
    renderAt(
      <LotFormDialog mode="edit" open status="PENDING" initial={{ woodTypeId: "wt-1", supplier: "S", receiptDate: "2026-11-21", purchaseOrder: "P", lotNumber: "LOT-9", estimatedVolume: "", estimatedPieces: "", notes: "" }} woodTypes={woodTypes} busy={false} onClose={() => undefined} onSubmit={() => undefined} />
    )
    expect(screen.getByText("Edit Wood Receipt")).toBeTruthy()
    expect((screen.getByLabelText(/LOT Number/) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole("button", { name: "Update" }) as HTMLButtonElement).disabled).toBe(false)
  })
})
