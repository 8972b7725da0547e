// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { ConsistencyHeaders, ProjectionMessages } from "@timber/contracts"
import { afterEach, describe, expect, it } from "vitest"
import { renderAt } from "../testing/render"
import { warnWhenHidden } from "./projection-warning"

afterEach(cleanup)

describe("a write a stopped read model will hide", () => {
  it("given a write answered with X-Projection-Warning, the user sees its sentence as a warning toast", async () => {
    renderAt(<div />)
    warnWhenHidden({ [ConsistencyHeaders.eventPosition]: "43", [ConsistencyHeaders.projectionWarning]: ProjectionMessages.writeHidden(["wood-receipts"]) })
    expect(await screen.findByText(ProjectionMessages.writeHidden(["wood-receipts"]), undefined, { timeout: 5_000 })).toBeTruthy()
  })

  it("given a write answered without it, no toast appears", async () => {
    renderAt(<div />)
    warnWhenHidden({ [ConsistencyHeaders.eventPosition]: "44" })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(document.body.textContent).not.toContain("Your change was saved")
  })
})
