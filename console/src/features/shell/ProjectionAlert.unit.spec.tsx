// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react"
import { ProjectionMessages, type ProjectionStatus } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt, testUser } from "../../testing/render"
import { ProjectionAlert } from "./ProjectionAlert"

const status = (name: string, overrides: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name,
  version: 1,
  checkpoint: "41",
  lag: 0,
  state: "running",
  lastError: null,
  stoppedAt: null,
  updatedAt: null,
  oldestUnprojectedAt: null,
  rebuild: null,
  rebuildError: null,
  stoppedEvent: null,
  ...overrides
})

const served = vi.hoisted(() => ({ statuses: [] as ProjectionStatus[], asked: 0 }))

vi.mock("../../api/queries/projection-statuses", async (original) => {
  const real = await original<typeof import("../../api/queries/projection-statuses")>()
  return {
    ...real,
    projectionStatusesQuery: {
      ...real.projectionStatusesQuery,
      queryFn: async () => {
        served.asked++
        return served.statuses
      }
    }
  }
})

afterEach(() => {
  cleanup()
  served.asked = 0
})

const stoppedReceipts = status("wood-receipts", {
  state: "stopped",
  stoppedAt: "42",
  lastError: 'LotCreated at position 42: value "1000000000000" is out of range for type integer'
})

describe("the stopped-projection banner", () => {
  it("given wood-receipts stopped on event 42, an ADMIN sees a banner naming the read model, the event position and the reason", async () => {
    served.statuses = [status("wood-types"), stoppedReceipts]
    renderAt(<ProjectionAlert user={testUser("ADMIN")} />, "/dashboard")
    const banner = await screen.findByRole("alert", undefined, { timeout: 10_000 })
    expect(banner.textContent).toContain("Read model wood-receipts stopped")
    expect(banner.textContent).toContain(ProjectionMessages.stopped("wood-receipts", "42", stoppedReceipts.lastError))
    expect(banner.textContent).toContain("at event 42")
    expect(banner.textContent).toContain("out of range for type integer")
  })

  it("given every projection running, an ADMIN sees no banner", async () => {
    served.statuses = [status("wood-types"), status("wood-receipts")]
    renderAt(<ProjectionAlert user={testUser("ADMIN")} />, "/dashboard")
    await waitFor(() => expect(served.asked).toBe(1))
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("a MANAGER is never shown the banner, nor asks for the ADMIN-only status", async () => {
    served.statuses = [stoppedReceipts]
    renderAt(<ProjectionAlert user={testUser("MANAGER")} />, "/dashboard")
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(served.asked).toBe(0)
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
