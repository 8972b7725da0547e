// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import type { Asset } from "@timber/contracts"
import { afterEach, describe, expect, it } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import { DocumentsTab } from "../documents/DocumentsTab"
import { MaintenanceTab } from "./MaintenanceTab"

const asset = {
  id: "a-1",
  assetTag: "UD-0101",
  name: "Planer",
  nextMaintenanceDue: "2026-02-28",
  maintenanceRecords: [
    {
      id: "m-1",
      maintenanceType: "Oiling",
      scheduledDate: "2026-01-31",
      description: null,
      performedBy: "Juma",
      cost: 20_000,
      status: "COMPLETED",
      completedDate: "2026-01-31",
      recurrence: { every: 1, unit: "MONTHS" }
    },
    {
      id: "m-2",
      maintenanceType: "Blade change",
      scheduledDate: "2026-02-28",
      description: null,
      performedBy: null,
      cost: 90_000,
      status: "SCHEDULED",
      completedDate: null,
      recurrence: null
    }
  ],
  documents: [
    {
      id: "d-1",
      title: "Manual",
      documentType: "PDF",
      fileName: "manual.pdf",
      uploadedAt: "2026-02-01T08:00:00.000Z",
      mimeType: "application/pdf",
      size: 2048,
      sha256: "abc",
      uploadedBy: "Asha Mollel"
    }
  ]
} as unknown as Asset

afterEach(cleanup)

describe("asset upkeep tabs", () => {
  it("show the next due day, the completed cost only (TZS, no decimals), the records and the document card", () => {
    renderSignedIn(testUser("USER"), <MaintenanceTab asset={asset} />)
    expect(screen.getByTestId("next-maintenance-due").textContent).toBe("Feb 28, 2026")
    expect(screen.getByTestId("maintenance-cost").textContent).toBe("TZS 20,000")
    expect(screen.getByText("Blade change")).toBeTruthy()
    renderSignedIn(testUser("USER"), <DocumentsTab asset={asset} />)
    expect(screen.getByText("PDF · 2.00 KB")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Download manual.pdf" })).toBeTruthy()
  })

  it("given a user without amount on assets-items, when the server left the costs out, then the total and each cost show '—'", () => {
    const withoutCosts = { ...asset, maintenanceRecords: asset.maintenanceRecords.map(({ cost: _cost, ...record }) => record) } as Asset
    renderSignedIn(testUser("USER"), <MaintenanceTab asset={withoutCosts} />)
    expect(screen.getByTestId("maintenance-cost").textContent).toBe("—")
    const rows = screen.getAllByRole("row").slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining("—"), expect.stringContaining("—")])
    expect(screen.queryByText(/TZS/)).toBeNull()
  })

  it("a USER reads and downloads but is offered no Add Maintenance, edit, Upload Document or delete; a MANAGER is offered them all", () => {
    const { unmount } = renderSignedIn(testUser("USER"), [<MaintenanceTab key="m" asset={asset} />, <DocumentsTab key="d" asset={asset} />])
    expect(screen.queryByRole("button", { name: "Add Maintenance" })).toBeNull()
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull()
    expect(screen.queryByRole("button", { name: "Upload Document" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Delete manual.pdf" })).toBeNull()
    unmount()
    renderSignedIn(testUser("MANAGER"), [<MaintenanceTab key="m" asset={asset} />, <DocumentsTab key="d" asset={asset} />])
    expect(screen.getByRole("button", { name: "Add Maintenance" })).toBeTruthy()
    expect(screen.getAllByRole("button", { name: /^Edit / })).toHaveLength(2)
    expect(screen.getByRole("button", { name: "Upload Document" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Delete manual.pdf" })).toBeTruthy()
  })
})
