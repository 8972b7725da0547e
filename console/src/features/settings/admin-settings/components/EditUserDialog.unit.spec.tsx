// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { renderAt, testUser } from "../../../../testing/render"
import { EditUserDialog } from "./EditUserDialog"

afterEach(cleanup)

describe("Edit User", () => {
  it("given a 200-character last name, then Save Changes is disabled and says why beside it", () => {
    renderAt(<EditUserDialog user={testUser("USER")} roles={[]} self={false} busy={false} onClose={() => undefined} onSubmit={() => undefined} />)
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "M".repeat(200) } })
    const save = screen.getByRole("button", { name: "Save Changes" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    expect(document.getElementById(save.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(/^Last name/)
  })
})
