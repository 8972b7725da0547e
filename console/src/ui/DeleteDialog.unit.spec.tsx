// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { DeleteDialog } from "./DeleteDialog"

afterEach(cleanup)

const role = { id: "r1", name: "Sawyer" }

describe("DeleteDialog", () => {
  it("asks the spec's question about its target, named by its title, and deletes that target", () => {
    const onDelete = vi.fn()
    render(
      <DeleteDialog
        target={role}
        title="Delete role"
        question={(r) => `Delete the role ${r.name}?`}
        note="This cannot be undone."
        busy={false}
        onCancel={() => {}}
        onDelete={onDelete}
      />
    )
    const dialog = screen.getByRole("dialog", { name: "Delete role" })
    expect(dialog.textContent).toContain("Delete the role Sawyer?")
    expect(dialog.textContent).toContain("This cannot be undone.")
    fireEvent.click(screen.getByRole("button", { name: "Delete" }))
    expect(onDelete).toHaveBeenCalledWith(role)
  })

  it("cancels without deleting, and its Delete waits while the delete runs", () => {
    const onCancel = vi.fn()
    const onDelete = vi.fn()
    render(<DeleteDialog target={role} title="Delete role" question="Delete it?" busy onCancel={onCancel} onDelete={onDelete} />)
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Delete" }).disabled).toBe(true)
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(onCancel).toHaveBeenCalled()
    expect(onDelete).not.toHaveBeenCalled()
  })

  it("is closed without a target", () => {
    render(<DeleteDialog target={null} title="Delete role" question="Delete it?" busy={false} onCancel={() => {}} onDelete={() => {}} />)
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
