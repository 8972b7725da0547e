// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { PermissionTemplates } from "@timber/domain/permissions/templates"
import { afterEach, describe, expect, it } from "vitest"
import { renderSignedIn, testUser } from "../../../../testing/render"
import { WoodTypeFormDialog } from "./WoodTypeFormDialog"

afterEach(cleanup)

/** A role that edits the catalogue but sees no amount (issue 38 item 5): the server sends it no price range. */
const clerk = testUser("CLERK", {
  permissions: { ...PermissionTemplates.MANAGER, "wood-types": { ...PermissionTemplates.MANAGER["wood-types"], amount: false } }
})
const dialog = (mode: "create" | "edit") => <WoodTypeFormDialog mode={mode} open busy={false} onClose={() => undefined} onSubmit={() => undefined} />

describe("the wood type dialog's price range", () => {
  it("given an editor without amount on wood-types, when they edit a wood type, then no price range is offered (the stored one stays on the server)", () => {
    renderSignedIn(clerk, dialog("edit"))
    expect(screen.getByLabelText(/Density/)).toBeTruthy()
    expect(screen.queryByLabelText(/Price Min/)).toBeNull()
    expect(screen.queryByLabelText(/Price Max/)).toBeNull()
  })

  it("given the same editor adding a wood type, or a MANAGER editing one, then the price range is offered", () => {
    const { unmount } = renderSignedIn(clerk, dialog("create"))
    expect(screen.getByLabelText(/Price Min/)).toBeTruthy()
    unmount()
    renderSignedIn(testUser("MANAGER"), dialog("edit"))
    expect(screen.getByLabelText(/Price Max/)).toBeTruthy()
  })
})
