// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import type { ApprovalRequestDto } from "@timber/contracts"
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
})
