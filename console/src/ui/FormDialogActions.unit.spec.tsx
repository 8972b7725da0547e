// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { FormDialogActions } from "./FormDialogActions"

afterEach(cleanup)

const submitButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Add Rule" })

describe("FormDialogActions", () => {
  it("keeps the submit disabled while the form is invalid, described by the first thing to fix", () => {
    const onSubmit = vi.fn()
    render(
      <FormDialogActions
        hintId="rule-problem"
        validation={{ errors: { name: "Name is required" }, valid: false }}
        busy={false}
        onCancel={() => {}}
        onSubmit={onSubmit}
      >
        Add Rule
      </FormDialogActions>
    )
    expect(submitButton().disabled).toBe(true)
    expect(submitButton().getAttribute("aria-describedby")).toBe("rule-problem")
    expect(screen.getByRole("status").textContent).toBe("Name is required")
  })

  it("submits a valid form, waits while the request runs, and cancels", () => {
    const onSubmit = vi.fn()
    const onCancel = vi.fn()
    const { rerender } = render(
      <FormDialogActions hintId="rule-problem" validation={{ errors: {}, valid: true }} busy={false} onCancel={onCancel} onSubmit={onSubmit}>
        Add Rule
      </FormDialogActions>
    )
    fireEvent.click(submitButton())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    rerender(
      <FormDialogActions hintId="rule-problem" validation={{ errors: {}, valid: true }} busy onCancel={onCancel} onSubmit={onSubmit}>
        Add Rule
      </FormDialogActions>
    )
    expect(submitButton().disabled).toBe(true)
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
