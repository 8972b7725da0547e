// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../../../../api/api-error"
import { renderAt } from "../../../../testing/render"
import { AddRuleDialog, conditionUnit } from "./AddRuleDialog"

afterEach(cleanup)

const profiles = [
  {
    id: "u-mara",
    email: "mara.manager@timber.works",
    full_name: "Mara",
    role: "MANAGER",
    firstName: "Mara",
    lastName: "",
    user_metadata: { full_name: "Mara" },
    may_approve: true
  },
  {
    id: "u-juma",
    email: "juma.user@timber.works",
    full_name: "Juma",
    role: "USER",
    firstName: "Juma",
    lastName: "",
    user_metadata: { full_name: "Juma" },
    may_approve: false
  }
]

const renderDialog = (onSubmit = vi.fn()) => {
  const dialog = (serverError?: unknown) => (
    <AddRuleDialog open profiles={profiles} busy={false} serverError={serverError} onClose={() => undefined} onSubmit={onSubmit} />
  )
  const view = renderAt(dialog())
  return { refuse: (error: unknown) => view.rerender(dialog(error)) }
}
const addRule = () => screen.getByRole("button", { name: "Add Rule" }) as HTMLButtonElement
const helperOf = (label: RegExp) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent ?? ""
const chooseApprover = () =>
  fireEvent.change(screen.getByRole("combobox", { name: /Approver/ }).parentElement!.querySelector("input")!, { target: { value: "u-mara" } })
const typeValue = (value: string) => fireEvent.change(screen.getByLabelText(/Condition Value/), { target: { value } })

describe("Add Approval Rule", () => {
  it("given a manager and a USER, when the approver list opens, then only the manager is offered: a USER would land on Unauthorized", () => {
    renderDialog()
    fireEvent.mouseDown(screen.getByRole("combobox", { name: /Approver/ }))
    const options = screen.getAllByRole("option").map((o) => o.textContent)
    expect(options).toEqual(["Mara (mara.manager@timber.works) · MANAGER"])
  })

  it("given the WoodCalculator's cost condition, then its value is in the product's currency, TZS, never $", () => {
    expect(conditionUnit("WoodCalculator", "cost_above")).toBe("TZS")
  })

  it("given no approver yet, Add Rule is disabled and says the spec's 'Please fill in all required fields'", () => {
    renderDialog()
    expect(addRule().disabled).toBe(true)
    expect(screen.getByRole("status").textContent).toBe("Please fill in all required fields")
    chooseApprover()
    expect(addRule().disabled).toBe(false)
  })

  it("given a negative condition value, then the field says 'Condition value: min 0' and Add Rule is disabled", () => {
    renderDialog()
    chooseApprover()
    typeValue("-5")
    expect(helperOf(/Condition Value/)).toBe("Condition value: min 0")
    expect(addRule().disabled).toBe(true)
  })

  it("given an oversized condition value, then the field names the maximum and Add Rule is disabled", () => {
    renderDialog()
    chooseApprover()
    typeValue("1e300")
    expect(helperOf(/Condition Value/)).toMatch(/^Condition value: max [\d,]+$/)
    expect(addRule().disabled).toBe(true)
  })

  it("given a valid rule, Add Rule sends it as numbers and ids", () => {
    const onSubmit = vi.fn()
    renderDialog(onSubmit)
    chooseApprover()
    typeValue("12.5")
    fireEvent.click(addRule())
    expect(onSubmit).toHaveBeenCalledWith({ module: "WoodSlicer", condition_type: "waste_percentage_above", condition_value: 12.5, approver_id: "u-mara" })
  })

  it("given the server refuses the approver, then its message lands on the Approver field", () => {
    const { refuse } = renderDialog()
    chooseApprover()
    refuse(
      new ApiError(400, "ValidationError", "The approver must be an active user", "", {
        fields: [{ path: "approver_id", message: "The approver must be an active user" }]
      })
    )
    expect(helperOf(/Approver/)).toBe("The approver must be an active user")
    expect(addRule().disabled).toBe(true)
  })
})
