// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { EMPTY_WOOD_TYPE_CATALOGUE, LotMessages } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../../../../api/api-error"
import { renderAt } from "../../../../testing/render"
import { LotFormDialog } from "./LotFormDialog"
import { toPayload, toUpdatePayload, type LotFormValues } from "./lot-form"

afterEach(cleanup)

const woodTypes = [
  { id: "wt-1", name: "Mninga", grade: "A", ...EMPTY_WOOD_TYPE_CATALOGUE, image_url: null, images: [], createdAt: "", updatedAt: "", version: "0" }
]
const filled: LotFormValues = {
  woodTypeId: "wt-1",
  supplier: "Sao Hill",
  receiptDate: "2026-11-21",
  purchaseOrder: "PO-1",
  lotNumber: "LOT-1",
  estimatedVolume: "",
  estimatedPieces: "",
  notes: "",
  woodFormat: "SLEEPERS"
}

const createButton = () => screen.getByRole("button", { name: "Create" }) as HTMLButtonElement
const helperOf = (label: RegExp) => {
  const input = screen.getByLabelText(label)
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? ""
}

/** The create dialog opened on a filled form (as if the user had typed every required field), then refused by the server when a refusal is given. */
const renderFilledCreate = (refusal?: unknown) => {
  const dialog = (serverError?: unknown) => (
    <LotFormDialog
      mode="create"
      open
      initial={filled}
      woodTypes={woodTypes}
      busy={false}
      serverError={serverError}
      onClose={() => undefined}
      onSubmit={() => undefined}
    />
  )
  const view = renderAt(dialog())
  if (refusal) view.rerender(dialog(refusal))
}

describe("Create New LOT (Stage 1)", () => {
  it("given an empty form, Create stays disabled until every required field is set, and a left field says it is required", () => {
    const onSubmit = vi.fn()
    renderAt(<LotFormDialog mode="create" open woodTypes={woodTypes} busy={false} onClose={() => undefined} onSubmit={onSubmit} />)
    expect(createButton().disabled).toBe(true)
    const supplier = screen.getByLabelText(/Supplier/)
    fireEvent.blur(supplier)
    expect(screen.getByText("Supplier is required")).toBeTruthy()
    fireEvent.change(supplier, { target: { value: "Sao Hill" } })
    fireEvent.change(screen.getByLabelText(/LOT Number/), { target: { value: "LOT-1" } })
    fireEvent.change(screen.getByLabelText(/Purchase Date/), { target: { value: "2026-11-21" } })
    fireEvent.change(screen.getByLabelText(/Purchase Order Number/), { target: { value: "PO-1" } })
    expect(createButton().disabled).toBe(true) // no wood type yet
    fireEvent.change(document.querySelector('input[name="woodTypeId"]')!, { target: { value: "wt-1" } })
    expect(createButton().disabled).toBe(false)
  })

  it("given a negative estimated volume, when typed, then the field says the spec's 'Estimated volume: min 0' and Create is disabled", () => {
    renderFilledCreate()
    expect(createButton().disabled).toBe(false)
    fireEvent.change(screen.getByLabelText(/Estimated Volume/), { target: { value: "-1" } })
    expect(helperOf(/Estimated Volume/)).toBe("Estimated volume: min 0")
    expect(createButton().disabled).toBe(true)
  })

  it("given fractional estimated pieces, when typed, then the field asks for a whole number and Create is disabled", () => {
    renderFilledCreate()
    fireEvent.change(screen.getByLabelText(/Estimated Pieces/), { target: { value: "3.5" } })
    expect(helperOf(/Estimated Pieces/)).toBe("Estimated pieces must be a whole number")
    expect(createButton().disabled).toBe(true)
  })

  it("given an oversized value (1e308 CBM, 10^12 pieces, a 201-character supplier), then each field names its bound and Create is disabled", () => {
    renderFilledCreate()
    fireEvent.change(screen.getByLabelText(/Estimated Volume/), { target: { value: "1e308" } })
    fireEvent.change(screen.getByLabelText(/Estimated Pieces/), { target: { value: "1000000000000" } })
    fireEvent.change(screen.getByLabelText(/Supplier/), { target: { value: "S".repeat(201) } })
    expect(helperOf(/Estimated Volume/)).toMatch(/^Estimated volume: max [\d,]+$/)
    expect(helperOf(/Estimated Pieces/)).toMatch(/^Estimated pieces: max [\d,]+$/)
    expect(helperOf(/Supplier/)).toBe("Supplier must be at most 200 characters")
    expect(createButton().disabled).toBe(true)
  })

  it("given the server refuses with field messages, then each lands on its field until the user changes that field", () => {
    const taken = LotMessages.lotNumberTaken("LOT-1")
    renderFilledCreate(new ApiError(400, "ValidationError", taken, "/api/management/wood-receipts", { fields: [{ path: "lot_number", message: taken }] }))
    expect(helperOf(/LOT Number/)).toBe("LOT number LOT-1 already exists")
    expect(createButton().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/LOT Number/), { target: { value: "LOT-2" } })
    expect(helperOf(/LOT Number/)).not.toContain("already exists")
    expect(createButton().disabled).toBe(false)
  })

  it("never shows schema text on a field: a refusal worded by Effect itself becomes the catalogue's sentence for that field", () => {
    renderFilledCreate(new ApiError(400, "ValidationError", "x", "", { fields: [{ path: "purchase_order", message: 'Expected string, actual {"a":1}' }] }))
    expect(helperOf(/Purchase Order Number/)).toBe("Purchase order is not valid")
  })

  it("sends empty volume and pieces as null, and numbers as numbers", () => {
    const base = {
      woodTypeId: "wt-1",
      supplier: " S ",
      receiptDate: "2026-11-21",
      purchaseOrder: "PO",
      lotNumber: " L-1 ",
      notes: "",
      woodFormat: "SLEEPERS" as const
    }
    expect(toPayload({ ...base, estimatedVolume: "", estimatedPieces: "" })).toMatchObject({
      total_volume_m3: null,
      total_pieces: null,
      lot_number: "L-1",
      supplier: "S",
      notes: null,
      total_amount: 0
    })
    expect(toPayload({ ...base, estimatedVolume: "12.345", estimatedPieces: "40" })).toMatchObject({ total_volume_m3: 12.345, total_pieces: 40 })
  })

  it("sends the wood format chosen on create (SLEEPERS by default, PLANKS skip slicing)", () => {
    expect(toPayload({ ...filled, woodFormat: "PLANKS" })).toMatchObject({ wood_format: "PLANKS" })
    expect(toPayload(filled)).toMatchObject({ wood_format: "SLEEPERS" })
  })

  it("given an edit, then the body never carries the status or a zero total amount, so the stored amount and stage stay as they are", () => {
    const body = toUpdatePayload({ ...filled, estimatedVolume: "3" })
    expect(body).not.toHaveProperty("status")
    expect(body).not.toHaveProperty("total_amount")
    expect(body).toMatchObject({ supplier: "Sao Hill", total_volume_m3: 3, wood_format: "SLEEPERS" })
  })

  it("in edit mode shows the LOT number read-only", () => {
    renderAt(
      <LotFormDialog
        mode="edit"
        open
        status="PENDING"
        initial={{ ...filled, lotNumber: "LOT-9" }}
        woodTypes={woodTypes}
        busy={false}
        onClose={() => undefined}
        onSubmit={() => undefined}
      />
    )
    expect(screen.getByText("Edit Wood Receipt")).toBeTruthy()
    expect((screen.getByLabelText(/LOT Number/) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole("button", { name: "Update" }) as HTMLButtonElement).disabled).toBe(false)
  })
})
