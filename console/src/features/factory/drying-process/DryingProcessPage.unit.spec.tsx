// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { DryingCost, DryingCostListParams, DryingListParams, DryingBatch, User, WarehouseStockRow } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../../../api/api-error"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn, testUser } from "../../../testing/render"
import DryingProcessPage from "./DryingProcessPage"
import { batch, completed, reading } from "./testing-batches"
import { legacyRowFields } from "../../../testing/stock-rows"
import { pageOf } from "../../../testing/paged-server"

const stockRow: WarehouseStockRow = {
  id: "row-1",
  warehouseId: "wh-1",
  woodTypeId: "wt-1",
  woodType: { id: "wt-1", name: "Mvule" },
  thickness: '2"',
  statusNotDried: 5,
  statusUnderDrying: 0,
  statusDried: 0,
  statusDamaged: 0,
  statusInTransitOut: 0,
  statusInTransitIn: 0,
  ...legacyRowFields('2"'),
  minimumStockLevel: null,
  updatedAt: "2026-11-20T08:00:00.000Z"
}

const server = {
  batches: [] as DryingBatch[],
  /** How far the server counts (contracts' PAGE_TOTAL_CAP, smaller here): past it the answer is capped. */
  countCap: null as number | null,
  asked: [] as DryingListParams[],
  /** What the kiln charges were asked for, and the costs the server has worked out. */
  costsAsked: [] as DryingCostListParams[],
  costs: [] as DryingCost[],
  calls: [] as string[],
  start: async (): Promise<DryingBatch> => batch("UD-NEW"),
  parse: async (): Promise<unknown> => ({
    id: "r",
    token: "5123-4567-8901-2345-6789",
    kwhAmount: 38.4,
    totalPaid: 10000,
    tariffPerKwh: 260.4,
    smsText: "",
    dryingId: null,
    recordedAt: "",
    recordedBy: null
  })
}
const fakeApi = {
  drying: {
    /** The server's list: filtered by status, searched, sorted by batch number when asked, paged by an offset cursor. */
    list: async ({ urlParams }: { urlParams: DryingListParams }) => {
      server.asked.push(urlParams)
      const q = urlParams.q?.toLowerCase() ?? ""
      const matching = server.batches
        .filter((p) => urlParams.status === undefined || p.status === urlParams.status)
        .filter((p) => q === "" || p.batchNumber.toLowerCase().includes(q) || (p.woodType?.name ?? "").toLowerCase().includes(q))
      const sorted =
        urlParams.sort === "batchNumber"
          ? [...matching].sort((a, b) => (urlParams.order === "desc" ? -1 : 1) * a.batchNumber.localeCompare(b.batchNumber, undefined, { numeric: true }))
          : matching
      const capped = server.countCap !== null && sorted.length > server.countCap
      return { ...pageOf(sorted, urlParams), ...(capped ? { total: server.countCap!, totalCapped: true } : {}) }
    },
    costs: async ({ urlParams }: { urlParams: DryingCostListParams }) => {
      server.costsAsked.push(urlParams)
      const items = server.costs.filter((c) => urlParams.id === undefined || c.id === urlParams.id).slice(0, urlParams.limit ?? 50)
      return { items, nextCursor: null, total: items.length }
    },
    recharges: async () => ({ items: [], nextCursor: null, total: 0 })
  },
  settings: { value: async ({ path }: { path: { key: string } }) => ({ key: path.key, value: null }) },
  warehouses: {
    list: async () => [{ id: "wh-1", code: "WH-1", name: "Kiln Yard", status: "ACTIVE", stockControlEnabled: true }],
    stock: async () => [stockRow]
  },
  woodTypes: { list: async () => [{ id: "wt-1", name: "Mvule", grade: "A" }] },
  dryingCommands: {
    start: async () => {
      server.calls.push("POST start")
      return server.start()
    },
    change: async ({ payload }: { payload: unknown }) => {
      server.calls.push(`PUT ${JSON.stringify(payload)}`)
      return server.batches[0]
    },
    addReading: async () => {
      server.calls.push("POST reading")
      return server.batches[0]
    },
    editReading: async ({ path, payload }: { path: { id: string }; payload: unknown }) => {
      server.calls.push(`PUT reading ${path.id} ${JSON.stringify(payload)}`)
      return server.batches[0]
    },
    parseSms: async () => {
      server.calls.push("POST parse-sms")
      return server.parse()
    },
    remove: async () => {
      server.calls.push("DELETE")
      return { id: "x" }
    },
    correctCost: async ({ path, payload }: { path: { id: string }; payload: { reason: string } }) => {
      server.calls.push(`POST cost-corrections ${path.id} ${payload.reason}`)
      return { id: path.id, previousTotalCost: 6000, totalCost: 7500, changed: true }
    }
  }
}
vi.mock("../../../api/client", () => ({ call: (ask: (api: typeof fakeApi) => Promise<unknown>) => ask(fakeApi) }))

const running = batch("UD-1", { readings: [reading("r1", "2026-11-20T09:00:00.000Z", 990, 35)] })
beforeEach(() => {
  server.batches = [
    running,
    completed("UD-3", "Mvule", "2026-11-22T10:00:00.000Z", 11.5),
    completed("UD-2", "Teak", "2026-11-24T10:00:00.000Z", 9),
    completed("UD-10", "Mninga", "2026-11-23T10:00:00.000Z", 10)
  ]
  server.countCap = null
  server.calls = []
  server.asked = []
  server.costsAsked = []
  server.costs = []
  server.start = async () => batch("UD-NEW")
})
afterEach(cleanup)

/** The server's kiln charge of a completed batch: frozen at completion. */
const costOf = (p: DryingBatch): DryingCost => ({
  id: p.id,
  batchNumber: p.batchNumber,
  woodType: "Mvule",
  stockThickness: '2"',
  pieceCount: 10,
  startTime: p.startTime,
  endTime: p.endTime!,
  volumeM3: 0.5,
  volumeSource: "measured receipts",
  electricityUsedA: 20,
  electricityUsedB: 20,
  kwhUsed: 20,
  tariffPerKwh: 250,
  electricityCost: 5000,
  runningHours: 2,
  depreciationCost: 1000,
  maintenanceCost: 0,
  labourCost: 0,
  totalCost: 6000,
  kwhPerM3: 40,
  costPerM3: 12000,
  frozen: true,
  correction: null
})

const open = async (user: User = testUser("ADMIN")) => {
  renderSignedIn(user, <DryingProcessPage />)
  await screen.findByRole("heading", { name: "HF Vacuum Dryer Operations & Cost Tracking" })
  await screen.findByText("Drying in Progress")
}
/** Opens a running batch's accordion card: its actions are inside. */
const expand = async (batchNumber: string) => {
  fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${batchNumber} Mvule`) }))
  await screen.findByRole("button", { name: `View Details of ${batchNumber}` })
}
const completedRows = () =>
  within(screen.getByRole("table", { name: "Completed drying processes" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent)

const INVENTORY: ActionInventory = {
  reads: [/^View Details of UD-/, /^UD-\d+/, "Batch", "Wood Type", "Completed", "Final Humidity", "Pieces", "Thickness"],
  writes: [
    ["New Drying Process", "startDrying"],
    [/^Add Reading to UD-/, "addDryingReading"],
    [/^Complete UD-/, "completeDrying"],
    [/^Edit Process UD-/, "editDrying"],
    [/^Delete UD-/, "deleteDrying"]
  ]
}

describe("Drying Process Management (factory spec section 2.3)", () => {
  it.each(usersOfEveryRole())("offers a $role only the drying actions the permission model permits it", async (user) => {
    await open(user)
    const offered = expectOnlyPermittedActions(user, INVENTORY)
    expect(offered).toEqual(permittedOf(user, ["startDrying", "addDryingReading", "completeDrying", "editDrying", "deleteDrying"]))
  })

  it("given no batches, then it says 'No Drying Processes Yet'", async () => {
    server.batches = []
    renderSignedIn(testUser("ADMIN"), <DryingProcessPage />)
    await screen.findByText("No Drying Processes Yet")
    expect(screen.queryByText("Drying in Progress")).toBeNull()
  })

  it("shows the running batches' count, and the completed ones as the server orders them; each column's header (Batch, Wood Type, Completed, Pieces, Thickness) sorts and the search filters on the server", async () => {
    await open()
    screen.getByLabelText("1 in progress")
    expect(server.asked.map((params) => params.status).sort()).toEqual(["COMPLETED", "IN_PROGRESS"])
    expect(completedRows()).toEqual(["UD-3", "UD-2", "UD-10"])
    fireEvent.click(screen.getByRole("button", { name: "Batch" }))
    await waitFor(() => expect(completedRows()).toEqual(["UD-2", "UD-3", "UD-10"]), { timeout: 5000 })
    expect(server.asked.at(-1)).toMatchObject({ status: "COMPLETED", sort: "batchNumber", order: "asc" })
    // every column but Final Humidity (a reading's figure) asks the server for its order
    for (const [heading, sort] of [
      ["Wood Type", "woodType"],
      ["Completed", "endTime"],
      ["Pieces", "pieceCount"],
      ["Thickness", "thickness"]
    ] as const) {
      fireEvent.click(screen.getByRole("button", { name: heading }))
      await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ status: "COMPLETED", sort, order: "asc" }), { timeout: 5000 })
    }
    expect(screen.queryByRole("button", { name: "Final Humidity" })).toBeNull()
    fireEvent.change(screen.getByLabelText("Search batch or wood type"), { target: { value: "MNINGA" } })
    await waitFor(() => expect(completedRows()).toEqual(["UD-10"]), { timeout: 5000 })
    expect(server.asked.at(-1)).toMatchObject({ status: "COMPLETED", q: "MNINGA" })
  })

  it("given more completed batches than a page, when the next page is asked, then the server is asked with the first page's cursor and every batch is reachable", async () => {
    const many = Array.from({ length: 30 }, (_, i) => completed(`UD-${100 + i}`, "Mvule", "2026-11-22T10:00:00.000Z", 11))
    server.batches = [running, ...many]
    await open()
    screen.getByText("Completed Drying (30)")
    expect(completedRows()).toHaveLength(25)
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await waitFor(() => expect(completedRows()).toEqual(["UD-125", "UD-126", "UD-127", "UD-128", "UD-129"]), { timeout: 5000 })
    expect(server.asked.at(-1)).toMatchObject({ status: "COMPLETED", limit: 25, cursor: "25" })
  })

  it("given more completed batches than the server counts, then the heading says '20+' and never a negative count", async () => {
    server.batches = [running, ...Array.from({ length: 30 }, (_, i) => completed(`UD-${100 + i}`, "Mvule", "2026-11-22T10:00:00.000Z", 11))]
    server.countCap = 20
    await open()
    await screen.findByText("Completed Drying (20+)", undefined, { timeout: 5000 })
    expect(screen.queryByText(/Completed Drying \(-/)).toBeNull()
  })

  it("given a batch with one reading, when Complete is pressed, then 'Need at least 2 readings to complete process' and nothing is sent", async () => {
    await open()
    await expand("UD-1")
    fireEvent.click(screen.getByRole("button", { name: "Complete UD-1" }))
    await screen.findByText("Need at least 2 readings to complete process")
    expect(screen.queryByRole("dialog", { name: "Complete Drying Process" })).toBeNull()
    expect(server.calls).toEqual([])
  })

  it("Delete asks 'Are you sure you want to delete this drying process?' before it sends", async () => {
    await open()
    await expand("UD-1")
    fireEvent.click(screen.getByRole("button", { name: "Delete UD-1" }))
    const confirm = await screen.findByRole("dialog", { name: "Delete Drying Process" })
    within(confirm).getByText("Are you sure you want to delete this drying process?")
    expect(server.calls).toEqual([])
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }))
    await waitFor(() => expect(server.calls).toEqual(["DELETE"]))
  })

  it("New Drying Process: the server's refusal shows in the dialog, which stays open", async () => {
    server.start = async () => {
      throw new ApiError(422, "BusinessRuleViolation", "Cannot dry 5 pieces. Only 2 not dried pieces available.", "/api/factory/drying-processes")
    }
    await open()
    fireEvent.click(screen.getByRole("button", { name: "New Drying Process" }))
    const dialog = await screen.findByRole("dialog", { name: "New Drying Process" })
    const pick = async (label: string, option: RegExp) => {
      fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: label }))
      fireEvent.click(await screen.findByRole("option", { name: option }))
    }
    await pick("Warehouse", /Kiln Yard/)
    await pick("Wood Type", /Mvule/)
    await pick("Thickness", /2" · 5 not dried/)
    fireEvent.change(within(dialog).getByLabelText("Pieces"), { target: { value: "6" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }))
    await within(dialog).findByText("Cannot dry 6 pieces. Only 5 not dried pieces available.")
    expect(server.calls).toEqual([])
    fireEvent.change(within(dialog).getByLabelText("Pieces"), { target: { value: "5" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }))
    await within(dialog).findByText("Cannot dry 5 pieces. Only 2 not dried pieces available.")
    expect(server.calls).toEqual(["POST start"])
  })

  it("Add Reading's LUKU SMS: a refusal shows the server's error, else 'Failed to parse SMS. Please check the format.'; a success 'Luku added successfully!'", async () => {
    await open()
    await expand("UD-1")
    fireEvent.click(screen.getByRole("button", { name: "Add Reading to UD-1" }))
    const dialog = await screen.findByRole("dialog", { name: "Add Reading" })
    fireEvent.change(within(dialog).getByLabelText("LUKU SMS (optional)"), { target: { value: "hello" } })
    server.parse = async () => {
      throw new ApiError(422, "BusinessRuleViolation", "No 20-digit LUKU token found in the SMS", "/api/electricity/recharges/parse-sms")
    }
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Luku" }))
    await within(dialog).findByText("No 20-digit LUKU token found in the SMS")
    server.parse = async () => {
      throw new TypeError("Failed to fetch")
    }
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Luku" }))
    await within(dialog).findByText("Failed to parse SMS. Please check the format.")
    server.parse = async () => ({
      id: "r",
      token: "5123-4567-8901-2345-6789",
      kwhAmount: 38.4,
      totalPaid: 10000,
      tariffPerKwh: 260.4,
      smsText: "",
      dryingId: null,
      recordedAt: "",
      recordedBy: null
    })
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Luku" }))
    await within(dialog).findByText("Luku added successfully!")
    within(dialog).getByText("38.40 kWh for TZS 10,000.00 · token 5123-4567-8901-2345-6789")
    expect(within(dialog).queryByText("Failed to parse SMS. Please check the format.")).toBeNull()
    // meter and humidity are required before anything is sent
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Reading" }))
    await within(dialog).findByText("Electricity meter and humidity are required")
    expect(server.calls.filter((c) => c === "POST reading")).toEqual([])
  })

  it("Edit Process (ADMIN): the thickness shows in mm, the toggle converts it to inches at 25.4, and the edit is sent in the unit shown", async () => {
    await open()
    await expand("UD-1")
    fireEvent.click(screen.getByRole("button", { name: "Edit Process UD-1" }))
    const dialog = await screen.findByRole("dialog", { name: "Edit Process" })
    expect((within(dialog).getByLabelText(/^Thickness \(mm\)/) as HTMLInputElement).value).toBe("50.8")
    fireEvent.click(within(dialog).getByRole("button", { name: "inch" }))
    expect((within(dialog).getByLabelText(/^Thickness \(inch\)/) as HTMLInputElement).value).toBe("2")
    fireEvent.change(within(dialog).getByLabelText(/^Pieces/), { target: { value: "" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }))
    await within(dialog).findByText("Please enter a valid number of pieces (minimum 1)")
    expect(server.calls).toEqual([])
    fireEvent.change(within(dialog).getByLabelText(/^Pieces/), { target: { value: "8" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }))
    await waitFor(() => expect(server.calls).toHaveLength(1))
    expect(JSON.parse(server.calls[0]!.slice(4))).toMatchObject({
      woodTypeId: "wt-1",
      thickness: 2,
      thicknessUnit: "inch",
      pieceCount: 8,
      startingHumidity: 40
    })
  })

  describe("Edit Reading", () => {
    const detailsOf = async (batchNumber: string) => {
      fireEvent.click(screen.getByRole("button", { name: `View Details of ${batchNumber}` }))
      return screen.findByRole("dialog", { name: "Process Details" })
    }

    it("given a running batch's reading, when a MANAGER edits it from Process Details, then the form starts from the reading and the correction is sent for that reading", async () => {
      await open(testUser("MANAGER"))
      await expand("UD-1")
      const details = await detailsOf("UD-1")
      fireEvent.click(within(details).getByRole("button", { name: /^Edit reading of / }))
      const dialog = await screen.findByRole("dialog", { name: "Edit Reading" })
      expect((within(dialog).getByLabelText(/^Electricity Meter/) as HTMLInputElement).value).toBe("990")
      expect((within(dialog).getByLabelText(/^Humidity/) as HTMLInputElement).value).toBe("35")
      fireEvent.change(within(dialog).getByLabelText(/^Humidity/), { target: { value: "" } })
      fireEvent.click(within(dialog).getByRole("button", { name: "Save Reading" }))
      await within(dialog).findByText("Electricity meter and humidity are required")
      expect(server.calls).toEqual([])
      fireEvent.change(within(dialog).getByLabelText(/^Humidity/), { target: { value: "33.5" } })
      fireEvent.change(within(dialog).getByLabelText("Notes"), { target: { value: "meter misread" } })
      fireEvent.click(within(dialog).getByRole("button", { name: "Save Reading" }))
      await waitFor(() => expect(server.calls).toHaveLength(1))
      expect(server.calls[0]).toMatch(/^PUT reading r1 /)
      expect(JSON.parse(server.calls[0]!.replace(/^PUT reading r1 /, ""))).toEqual({
        electricityMeter: 990,
        humidity: 33.5,
        readingTime: "2026-11-20T09:00:00.000Z",
        notes: "meter misread",
        lukuSms: null
      })
      expect(server.calls.filter((c) => c === "POST reading")).toEqual([])
    })

    it("given a completed batch, then only an ADMIN is offered Edit on its readings; a USER is offered it on no batch", async () => {
      await open(testUser("MANAGER"))
      expect(within(await detailsOf("UD-3")).queryByRole("button", { name: /^Edit reading of / })).toBeNull()
      cleanup()
      await open(testUser("ADMIN"))
      expect(within(await detailsOf("UD-3")).getAllByRole("button", { name: /^Edit reading of / })).toHaveLength(2)
      cleanup()
      await open(testUser("USER"))
      await expand("UD-1")
      expect(within(await detailsOf("UD-1")).queryByRole("button", { name: /^Edit reading of / })).toBeNull()
    })
  })

  it("given a completed batch's Process Details, then only that batch's cost is asked of the server, and its per m³ figures show; a running batch's cost is worked out here, asking none", async () => {
    const ud3 = server.batches.find((p) => p.batchNumber === "UD-3")!
    server.costs = [costOf(ud3)]
    await open(testUser("MANAGER"))
    fireEvent.click(screen.getByRole("button", { name: "View Details of UD-3" }))
    const details = await screen.findByRole("dialog", { name: "Process Details" })
    await within(details).findByText(/40\.00 kWh per m³ · TZS 12,000\.00 per m³/)
    expect(server.costsAsked).toEqual([{ id: ud3.id, limit: 1 }])
    fireEvent.click(within(details).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Process Details" })).toBeNull())
    await expand("UD-1")
    fireEvent.click(screen.getByRole("button", { name: "View Details of UD-1" }))
    await screen.findByRole("dialog", { name: "Process Details" })
    expect(server.costsAsked).toHaveLength(1)
  })

  describe("a completed batch's cost is frozen at completion (issue 37 item 4)", () => {
    it("given a completed batch's frozen cost, when an admin opens its details, then it says 'Frozen at completion' and Correct cost sends the reason; a manager sees no Correct cost", async () => {
      const ud3 = server.batches.find((p) => p.batchNumber === "UD-3")!
      server.costs = [costOf(ud3)]
      await open(testUser("MANAGER"))
      fireEvent.click(screen.getByRole("button", { name: "View Details of UD-3" }))
      const managerSees = await screen.findByRole("dialog", { name: "Process Details" })
      await within(managerSees).findByText(/^Frozen at completion/)
      expect(within(managerSees).queryByRole("button", { name: "Correct cost" })).toBeNull()
      cleanup()

      await open(testUser("ADMIN"))
      fireEvent.click(screen.getByRole("button", { name: "View Details of UD-3" }))
      const details = await screen.findByRole("dialog", { name: "Process Details" })
      fireEvent.click(await within(details).findByRole("button", { name: "Correct cost" }))
      const dialog = await screen.findByRole("dialog", { name: "Correct Cost" })
      const submit = within(dialog).getByRole("button", { name: "Correct Cost" })
      // no reason, no correction
      expect(submit.hasAttribute("disabled")).toBe(true)
      fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "LUKU recharge corrected" } })
      fireEvent.click(submit)
      await waitFor(() => expect(server.calls).toEqual([`POST cost-corrections ${ud3.id} LUKU recharge corrected`]))
      await screen.findByText("Cost of UD-3 corrected from TZS 6,000.00 to TZS 7,500.00")
    })

    it("given a corrected cost, then its details say from what, by whom and why", async () => {
      const ud3 = server.batches.find((p) => p.batchNumber === "UD-3")!
      server.costs = [
        {
          ...costOf(ud3),
          totalCost: 7500,
          correction: { previousTotalCost: 6000, reason: "LUKU recharge corrected", correctedBy: "Neema Admin", correctedAt: "2026-11-25T08:00:00.000Z" }
        }
      ]
      await open(testUser("USER"))
      fireEvent.click(screen.getByRole("button", { name: "View Details of UD-3" }))
      const details = await screen.findByRole("dialog", { name: "Process Details" })
      expect((await within(details).findByLabelText("Cost correction")).textContent).toMatch(
        /^Corrected from TZS 6,000\.00 by Neema Admin on .*: LUKU recharge corrected$/
      )
    })
  })

  it('given a batch dried from the Plank 2" × 8" row, then its running card and its Process Details name the row by product and size, as the inventory does', async () => {
    server.batches = [batch("UD-1", { stockProduct: "PLANK", stockWidth: '8"' })]
    await open()
    await expand("UD-1")
    expect(screen.getByText('Plank 2" × 8"')).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "View Details of UD-1" }))
    const details = await screen.findByRole("dialog", { name: "Process Details" })
    expect(within(details).getByText('Plank 2" × 8"')).toBeTruthy()
    expect(within(details).queryByText('2"', { exact: true })).toBeNull()
  })

  it("Process Details shows the humidity trend (MUI X LineChart with the 12% target) only with more than one reading", async () => {
    await open()
    await expand("UD-1")
    fireEvent.click(screen.getByRole("button", { name: "View Details of UD-1" }))
    const one = await screen.findByRole("dialog", { name: "Process Details" })
    expect(within(one).queryByRole("img", { name: /^Humidity trend/ })).toBeNull()
    fireEvent.click(within(one).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Process Details" })).toBeNull())
    fireEvent.click(screen.getByRole("button", { name: "View Details of UD-3" }))
    const two = await screen.findByRole("dialog", { name: "Process Details" })
    const chart = within(two).getByRole("img", { name: /^Humidity trend: Nov 20 \d\d:00 30\.0%, Nov 20 \d\d:00 11\.5%; target 12%$/ })
    // the LineChart's drawing is 450 high, with the target's reference line labelled
    expect(chart.querySelector("svg.MuiChartsSvgLayer-root")?.getAttribute("viewBox")).toMatch(/ 450$/)
    expect(within(chart).getByText("Target 12%")).toBeTruthy()
  })
})
