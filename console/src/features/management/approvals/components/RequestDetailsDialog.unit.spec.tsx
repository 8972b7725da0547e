// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { SELF_DECISION_MESSAGE, type ApprovalRequestDto } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt } from "../../../../testing/render"
import { RequestDetailsDialog } from "./RequestDetailsDialog"

afterEach(cleanup)

const request: ApprovalRequestDto = {
  id: "0f3c9a7e-1111-2222-3333-444455556666",
  type: "wood_slicing",
  status: "pending",
  created_at: "2026-11-21T08:00:00.000Z",
  operation_id: "op-1",
  operation: { serial_number: "SL-0001", waste_percentage: 14.2, wood_type: { name: "Mvule" } },
  requestor: { email: "olga.operator@timber.works", id: "u-requestor" },
  notes: null,
  approver_id: null,
  decided_at: null,
  decided_by: null,
  details: null,
  trigger: null
}

describe("Approval request details", () => {
  it("given notes longer than the server takes, then the field says the limit and Approve and Reject are disabled", () => {
    const onDecide = vi.fn()
    renderAt(<RequestDetailsDialog request={request} busy={false} onClose={() => undefined} onDecide={onDecide} />)
    const notes = screen.getByLabelText("Approval Notes")
    fireEvent.change(notes, { target: { value: "n".repeat(2001) } })
    const helper = document.getElementById(notes.getAttribute("aria-describedby") ?? "")?.textContent
    expect(helper).toBe("Notes must be at most 2,000 characters")
    expect((screen.getByRole("button", { name: "Approve" }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole("button", { name: "Reject" }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(notes, { target: { value: "Waste is within tolerance for Mvule" } })
    fireEvent.click(screen.getByRole("button", { name: "Approve" }))
    expect(onDecide).toHaveBeenCalledWith("approved", "Waste is within tolerance for Mvule")
  })

  const show = (shown: ApprovalRequestDto, refusal: string | null = null) =>
    renderAt(<RequestDetailsDialog request={shown} refusal={refusal} busy={false} onClose={() => undefined} onDecide={() => undefined} />)
  const field = (label: string) => screen.getByText(label).nextElementSibling?.textContent

  it("given a receipt's request, then it shows the LOT, wood type, sleepers, volume, receiving warehouse and submitter (issue 24 item 14)", () => {
    show({
      ...request,
      type: "WoodReceipt",
      operation: { serial_number: "LOT-DET-1", waste_percentage: null, wood_type: { name: "Teak" } },
      details: {
        kind: "receipt",
        lot_number: "LOT-DET-1",
        wood_type: "Teak",
        sleeper_count: 3,
        volume_m3: 0.22,
        warehouse: "Yard RCV",
        submitted_by: "Neema Clerk"
      }
    })
    expect(field("LOT Number")).toBe("LOT-DET-1")
    expect(field("Wood Type")).toBe("Teak")
    expect(field("Sleepers")).toBe("3")
    expect(field("Volume")).toBe("0.2200 m³")
    expect(field("Receiving Warehouse")).toBe("Yard RCV")
    expect(field("Submitted By")).toBe("Neema Clerk")
    expect(screen.queryByText("Waste Percentage")).toBeNull()
  })

  it("given a calculation's request, then it shows the price that asked for approval and the rule, not 'Waste —'", () => {
    show({
      ...request,
      type: "WoodCalculator",
      operation_id: null,
      operation: { serial_number: "CALC-1", waste_percentage: null, wood_type: { name: "Teak" } },
      details: {
        kind: "calculation",
        thickness: 2,
        width: 6,
        length: 12,
        price_per_plank: 95000,
        tax_percentage: 18,
        planks_per_m3: 69.44,
        price_per_m3: 6597222
      },
      trigger: { condition_type: "cost_above", condition_value: 50000, measured: 95000 }
    })
    expect(field("Price per Plank (excl. VAT)")).toBe("TZS 95,000.00")
    expect(field("Plank")).toBe('2" × 6" × 12 ft')
    expect(field("Approval Rule")).toBe("Cost above TZS 50,000.00: this one TZS 95,000.00")
    expect(screen.queryByText("Waste Percentage")).toBeNull()
  })

  it("given a slicing operation's request, then it shows the sleeper, the planks and the waste", () => {
    show({
      ...request,
      type: "WoodSlicer",
      details: { kind: "slicing", lot_number: "LOT-9", sleeper_number: 3, planks: 4, sleeper_volume_m3: 0.08, plank_volume_m3: 0.0512, waste_percentage: 36 },
      trigger: { condition_type: "waste_percentage_above", condition_value: 10, measured: 36 }
    })
    expect(field("Sleeper")).toBe("#3 (0.0800 m³)")
    expect(field("Planks")).toBe("4 (0.0512 m³)")
    expect(field("Waste Percentage")).toBe("36.00%")
    expect(field("Approval Rule")).toBe("Waste percentage above 10 %: this one 36 %")
  })

  it("given the signed-in user may not decide it, then Approve and Reject are not offered and it says why", () => {
    show(request, SELF_DECISION_MESSAGE)
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull()
    expect(screen.getByText(SELF_DECISION_MESSAGE)).toBeTruthy()
  })
})
