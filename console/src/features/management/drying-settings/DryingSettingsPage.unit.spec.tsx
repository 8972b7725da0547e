// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { DRYING_SETTINGS_DEFAULTS, DryingSettingsMessages, type DryingCost, type DryingCostListParams, type ElectricityRecharge } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn, testUser } from "../../../testing/render"
import DryingSettingsPage from "./DryingSettingsPage"

/** A settings server in memory: GET/PUT /api/settings/{key}, each PUT recorded. */
const server = vi.hoisted(() => ({
  values: {} as Record<string, number>,
  puts: [] as Array<{ key: string; value: unknown }>,
  failReads: false,
  failWrites: false,
  costs: [] as DryingCost[],
  costsAsked: [] as DryingCostListParams[],
  history: [] as Array<{ key: string; from: unknown; to: unknown; changedAt: string; changedBy: string }>,
  recharges: [] as ElectricityRecharge[],
  registerWrites: [] as Array<{ call: string; id: string; payload: unknown }>,
  /** Each setting's version as read, the If-Match each save carried, and a setting someone else changed meanwhile. */
  versions: {} as Record<string, string>,
  ifMatches: [] as Array<string | undefined>,
  changedMeanwhile: null as { key: string; value: number } | null
}))

vi.mock("../../../api/client", () => ({
  call: (ask: (api: unknown) => Promise<unknown>) =>
    ask({
      settings: {
        value: async ({ path }: { path: { key: string } }) => {
          if (server.failReads) throw new Error("down")
          return { key: path.key, value: server.values[path.key], version: server.versions[path.key] ?? "0" }
        },
        history: async () => server.history
      },
      drying: {
        /** The server's kiln charges: newest completion first, or by batch number when asked; paged by an offset cursor. */
        costs: async ({ urlParams }: { urlParams: DryingCostListParams }) => {
          server.costsAsked.push(urlParams)
          const key = (cost: DryingCost) => (urlParams.sort === "batchNumber" ? cost.batchNumber : cost.endTime)
          const direction = (urlParams.order ?? (urlParams.sort === undefined ? "desc" : "asc")) === "desc" ? -1 : 1
          const sorted = server.costs.toSorted((a, b) => direction * key(a).localeCompare(key(b), undefined, { numeric: true }))
          const from = Number(urlParams.cursor ?? "0")
          const to = from + (urlParams.limit ?? 50)
          return { items: sorted.slice(from, to), nextCursor: to < sorted.length ? String(to) : null, total: sorted.length }
        },
        recharges: async () => ({ items: server.recharges, nextCursor: null, total: server.recharges.length })
      },
      dryingCommands: {
        correctRecharge: async ({ path, payload }: { path: { id: string }; payload: { kwhAmount: number; totalPaid?: number; reason: string } }) => {
          server.registerWrites.push({ call: "correct", id: path.id, payload })
          const recharge = server.recharges.find((r) => r.id === path.id)!
          return {
            ...recharge,
            kwhAmount: payload.kwhAmount,
            ...(payload.totalPaid === undefined ? {} : { totalPaid: payload.totalPaid }),
            correctionReason: payload.reason
          }
        },
        voidRecharge: async ({ path, payload }: { path: { id: string }; payload: { reason: string } }) => {
          server.registerWrites.push({ call: "void", id: path.id, payload })
          const recharge = server.recharges.find((r) => r.id === path.id)!
          return { ...recharge, voided: true, voidReason: payload.reason }
        }
      },
      settingsCommands: {
        updateValue: async ({ path, headers, payload }: { path: { key: string }; headers?: { "if-match"?: string }; payload: { value: unknown } }) => {
          if (server.failWrites) throw new Error("down")
          server.ifMatches.push(headers?.["if-match"])
          const meanwhile = server.changedMeanwhile
          if (meanwhile?.key === path.key) {
            server.values[path.key] = meanwhile.value
            const { ApiError } = await import("../../../api/api-error")
            const current = { key: path.key, value: meanwhile.value, version: "5" }
            throw new ApiError(412, "PreconditionFailed", "This setting was changed by someone else while you were editing.", "/api/settings", {
              current,
              version: "5"
            })
          }
          server.puts.push({ key: path.key, value: payload.value })
          server.history.unshift({
            key: path.key,
            from: server.values[path.key],
            to: payload.value,
            changedAt: "2026-11-28T08:30:00.000Z",
            changedBy: "kiln.manager@timber.works"
          })
          server.values[path.key] = payload.value as number
          return { key: path.key, value: payload.value }
        }
      }
    })
}))

beforeEach(() => {
  server.values = { ...DRYING_SETTINGS_DEFAULTS }
  server.puts = []
  server.failReads = false
  server.failWrites = false
  server.costs = []
  server.costsAsked = []
  server.history = []
  server.recharges = []
  server.registerWrites = []
  server.versions = {}
  server.ifMatches = []
  server.changedMeanwhile = null
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const manager = testUser("MANAGER")
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe("Wood Drying Settings", () => {
  it("given no setting ever saved, then the boxes show section 9's defaults and the depreciation of a free oven is 0", async () => {
    renderSignedIn(manager, <DryingSettingsPage />)
    expect(((await screen.findByLabelText(/Oven purchase price/)) as HTMLInputElement).value).toBe("0")
    expect((screen.getByLabelText(/Lifespan/) as HTMLInputElement).value).toBe("10")
    // no box: the rate is what the lifespan gives (it was saved and never used)
    expect(screen.queryByLabelText(/Depreciation rate/)).toBeNull()
    expect(figure("Depreciation rate")).toBe("10.0 % a year")
    expect((screen.getByLabelText(/Maintenance cost per year/) as HTMLInputElement).value).toBe("0")
    expect((screen.getByLabelText(/Labour cost per hour/) as HTMLInputElement).value).toBe("0")
    expect(figure("Annual depreciation")).toBe("TZS 0.00")
  })

  it("given a USER, whom the server sends no money settings (no amount), then those boxes are empty, not NaN or 0, and the lifespan still shows", async () => {
    const { ovenPurchasePrice: _price, maintenanceCostPerYear: _maintenance, laborCostPerHour: _labour, ...withoutMoney } = DRYING_SETTINGS_DEFAULTS
    server.values = withoutMoney
    renderSignedIn(testUser("USER"), <DryingSettingsPage />)
    expect(((await screen.findByLabelText(/Lifespan/)) as HTMLInputElement).value).toBe("10")
    for (const label of [/Oven purchase price/, /Maintenance cost per year/, /Labour cost per hour/])
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe("")
    expect(screen.queryByText(/NaN/)).toBeNull()
  })

  it("given an editor without amount, then the money boxes are disabled and empty, and saving a new lifespan sends the lifespan alone", async () => {
    const { ovenPurchasePrice: _price, maintenanceCostPerYear: _maintenance, laborCostPerHour: _labour, ...withoutMoney } = DRYING_SETTINGS_DEFAULTS
    server.values = withoutMoney
    const clerk = testUser("CLERK", {
      permissions: { ...manager.permissions, "drying-settings": { ...manager.permissions["drying-settings"], amount: false } }
    })
    renderSignedIn(clerk, <DryingSettingsPage />)
    await screen.findByLabelText(/Lifespan/)
    expect((screen.getByLabelText(/Oven purchase price/) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByLabelText(/Labour cost per hour/) as HTMLInputElement).disabled).toBe(true)
    type(/Lifespan/, "8")
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }))
    await waitFor(() => expect(server.puts).toEqual([{ key: "ovenLifespanYears", value: 8 }]))
  })

  it("when a 12,000,000 TZS oven lasting 8 years is typed, then annual depreciation is 1,500,000 and monthly 125,000, before saving", async () => {
    renderSignedIn(manager, <DryingSettingsPage />)
    await screen.findByLabelText(/Oven purchase price/)
    type(/Oven purchase price/, "12000000")
    type(/Lifespan/, "8")
    expect(figure("Annual depreciation")).toBe("TZS 1,500,000.00")
    expect(figure("Monthly depreciation")).toBe("TZS 125,000.00")
    expect(figure("Depreciation rate")).toBe("12.5 % a year")
  })

  it("given an empty lifespan, then the depreciation counts it as 1 year (section 9)", async () => {
    renderSignedIn(manager, <DryingSettingsPage />)
    await screen.findByLabelText(/Oven purchase price/)
    type(/Oven purchase price/, "1200")
    type(/Lifespan/, "")
    expect(figure("Annual depreciation")).toBe("TZS 1,200.00")
  })

  it("when Save Settings is pressed, then only the changed settings are PUT, 'Settings saved successfully!' shows and is gone 3 s later", async () => {
    renderSignedIn(manager, <DryingSettingsPage />)
    await screen.findByLabelText(/Oven purchase price/)
    type(/Oven purchase price/, "5000000")
    type(/Labour cost per hour/, "2500")
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }))
    await screen.findByText(DryingSettingsMessages.saved)
    expect(server.puts).toEqual([
      { key: "ovenPurchasePrice", value: 5000000 },
      { key: "laborCostPerHour", value: 2500 }
    ])
    await act(async () => {
      vi.advanceTimersByTime(2900)
    })
    expect(screen.queryByText(DryingSettingsMessages.saved)).not.toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(200)
    })
    expect(screen.queryByText(DryingSettingsMessages.saved)).toBeNull()
  })

  it("given a negative labour cost, then Save Settings is disabled and says why", async () => {
    renderSignedIn(manager, <DryingSettingsPage />)
    await screen.findByLabelText(/Oven purchase price/)
    type(/Labour cost per hour/, "-1")
    const save = screen.getByRole("button", { name: "Save Settings" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    expect(document.getElementById("drying-settings-problem")?.textContent).toMatch(/Labour cost per hour/)
  })

  it("given the server refuses the save, then 'Failed to save settings. Please try again.' shows and no success", async () => {
    server.failWrites = true
    renderSignedIn(manager, <DryingSettingsPage />)
    await screen.findByLabelText(/Oven purchase price/)
    type(/Oven purchase price/, "1")
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }))
    await screen.findByText(DryingSettingsMessages.saveFailed)
    expect(screen.queryByText(DryingSettingsMessages.saved)).toBeNull()
  })

  it("given the settings cannot be read, then 'Failed to load drying settings' shows instead of the form", async () => {
    server.failReads = true
    renderSignedIn(manager, <DryingSettingsPage />)
    await screen.findByText(DryingSettingsMessages.loadFailed)
    expect(screen.queryByRole("button", { name: "Save Settings" })).toBeNull()
  })

  it("given a saved purchase price, when the page opens, then it shows that price and its depreciation", async () => {
    server.values.ovenPurchasePrice = 24000
    server.values.ovenLifespanYears = 2
    renderSignedIn(manager, <DryingSettingsPage />)
    await waitFor(() => expect((screen.getByLabelText(/Oven purchase price/) as HTMLInputElement).value).toBe("24000"))
    expect(figure("Monthly depreciation")).toBe("TZS 1,000.00")
  })
})

const SCREEN: ActionInventory = { reads: [], writes: [["Save Settings", "saveDryingSettings"]] }

describe("Wood Drying Settings offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: Save Settings only with drying-settings edit, and the boxes are read-only without it`, async () => {
      renderSignedIn(user, <DryingSettingsPage />)
      const price = (await screen.findByLabelText(/Oven purchase price/)) as HTMLInputElement
      expect(expectOnlyPermittedActions(user, SCREEN)).toEqual(permittedOf(user, ["saveDryingSettings"]))
      expect(price.disabled).toBe(!permittedOf(user, ["saveDryingSettings"]).has("saveDryingSettings"))
    })
  }
})

const charge = (batchNumber: string, endTime: string, costPerM3: number | null, kwhPerM3: number | null): DryingCost => ({
  id: batchNumber,
  batchNumber,
  woodType: "Mninga",
  stockThickness: '2"',
  pieceCount: 10,
  startTime: "2026-11-01T06:00:00.000Z",
  endTime,
  volumeM3: costPerM3 === null ? null : 0.5,
  volumeSource: costPerM3 === null ? null : "measured receipts",
  electricityUsedA: 100,
  electricityUsedB: 100,
  kwhUsed: 100,
  tariffPerKwh: 250,
  electricityCost: 25000,
  runningHours: 24,
  depreciationCost: 0,
  maintenanceCost: 0,
  labourCost: 0,
  totalCost: 25000,
  kwhPerM3,
  costPerM3,
  frozen: true,
  correction: null
})

describe("Kiln charges: each completed batch's cost per m³ of wood dried (issue 26 item 4)", () => {
  const batchesInOrder = () =>
    within(screen.getByRole("region", { name: "Kiln charges" }))
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.querySelector('[data-field="batchNumber"]')?.textContent)

  it("given three completed batches, then they are listed newest completion first with kWh and TZS per m³, '—' where the volume is unknown; Batch sorts on the server, TZS per m³ (worked out per page) offers no sort", async () => {
    server.costs = [
      charge("UD-1", "2026-11-02T06:00:00.000Z", 80_000, 200),
      { ...charge("UD-2", "2026-11-04T06:00:00.000Z", 120_000, 300), stockProduct: "PLANK", stockWidth: '8"' },
      charge("UD-3", "2026-11-03T06:00:00.000Z", null, null)
    ]
    renderSignedIn(testUser("USER"), <DryingSettingsPage />)
    const section = await screen.findByRole("region", { name: "Kiln charges" })
    await within(section).findByText("UD-2")
    expect(batchesInOrder()).toEqual(["UD-2", "UD-3", "UD-1"])
    expect(server.costsAsked).toEqual([{ limit: 10 }])
    const ud2 = screen.getByText("UD-2").closest('[role="row"]')!
    expect(ud2.querySelector('[data-field="costPerM3"]')?.textContent).toBe("TZS 120,000.00")
    // the row the batch dried, by product and size (a batch of a legacy row: its thickness)
    expect(ud2.querySelector('[data-field="stock"]')?.textContent).toBe('Plank 2" × 8"')
    expect(screen.getByText("UD-3").closest('[role="row"]')!.querySelector('[data-field="stock"]')?.textContent).toBe('2"')
    expect(ud2.querySelector('[data-field="kwhPerM3"]')?.textContent).toBe("300.0")
    expect(screen.getByText("UD-3").closest('[role="row"]')!.querySelector('[data-field="costPerM3"]')?.textContent).toBe("—")

    fireEvent.click(within(section).getByText("TZS per m³"))
    fireEvent.click(within(section).getByText("Batch"))
    await waitFor(() => expect(batchesInOrder()).toEqual(["UD-1", "UD-2", "UD-3"]))
    expect(server.costsAsked.map(({ sort, order }) => [sort, order])).toEqual([
      [undefined, undefined],
      ["batchNumber", "asc"]
    ])
  })

  it("given more completed batches than a page holds, when the user goes to the next page, then it is asked with the first page's cursor and shows the older charges", async () => {
    server.costs = Array.from({ length: 12 }, (_, i) => charge(`UD-${i + 1}`, `2026-11-${String(i + 1).padStart(2, "0")}T06:00:00.000Z`, 80_000, 200))
    renderSignedIn(testUser("USER"), <DryingSettingsPage />)
    const section = await screen.findByRole("region", { name: "Kiln charges" })
    await within(section).findByText("UD-12")
    expect(batchesInOrder()).toHaveLength(10)
    fireEvent.click(within(section).getByRole("button", { name: "Go to next page" }))
    await waitFor(() => expect(server.costsAsked.at(-1)).toEqual({ limit: 10, cursor: "10" }))
    // the page now holds a second grid (the recharge register): jsdom redraws both, give it time
    await waitFor(() => expect(batchesInOrder()).toEqual(["UD-2", "UD-1"]), { timeout: 5000 })
    expect(server.costsAsked.at(-1)).toEqual({ limit: 10, cursor: "10" })
  })

  it("given no batch completed yet, then the list says so", async () => {
    renderSignedIn(testUser("USER"), <DryingSettingsPage />)
    await screen.findByText("No completed drying batches yet")
  })

  it("given no change yet, then the change history says the defaults apply; when a manager saves a new lifespan, then it lists who changed Lifespan from 10 to 8", async () => {
    renderSignedIn(manager, <DryingSettingsPage />)
    const history = within(await screen.findByRole("region", { name: "Change history" }))
    await history.findByText("No drying setting has been changed yet: the defaults apply")
    await screen.findByLabelText(/Oven purchase price/)
    type(/Lifespan/, "8")
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }))
    await waitFor(() => expect(screen.getByRole("region", { name: "Change history" }).textContent).toContain("10 → 8"), { timeout: 5000 })
    expect(history.getByText("kiln.manager@timber.works")).toBeTruthy()
    expect(history.getByText("Lifespan")).toBeTruthy()
  })
})

describe("the recharge register (issue 37 item 4)", () => {
  const recharge: ElectricityRecharge = {
    id: "51234567890123456789",
    token: "5123-4567-8901-2345-6789",
    kwhAmount: 38.4,
    totalPaid: 10_000,
    tariffPerKwh: 10_000 / 38.4,
    smsText: "Token 5123 4567 8901 2345 6789. Units 38.4 kWh. TZS 10,000",
    dryingId: null,
    recordedAt: "2026-11-20T06:00:00.000Z",
    recordedBy: "kiln.manager@timber.works",
    voided: false,
    voidReason: null,
    correctionReason: null,
    version: "0"
  }

  it("given a recharge of 38.4 kWh, when a MANAGER corrects it to 48.4 kWh with a reason, then the correction and its reason are sent; Void asks a reason before it runs", async () => {
    server.recharges = [recharge]
    renderSignedIn(manager, <DryingSettingsPage />)
    const register = await screen.findByRole("region", { name: "Electricity recharges" })
    fireEvent.click(await within(register).findByRole("button", { name: "Correct recharge 5123-4567-8901-2345-6789" }))
    const dialog = await screen.findByRole("dialog", { name: "Correct Recharge" })
    fireEvent.change(within(dialog).getByLabelText(/kWh bought/), { target: { value: "48.4" } })
    const save = within(dialog).getByRole("button", { name: "Save Correction" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "SMS misread" } })
    fireEvent.click(save)
    await waitFor(() =>
      expect(server.registerWrites).toEqual([{ call: "correct", id: recharge.id, payload: { kwhAmount: 48.4, totalPaid: 10_000, reason: "SMS misread" } }])
    )
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Correct Recharge" })).toBeNull())

    fireEvent.click(within(register).getByRole("button", { name: "Void recharge 5123-4567-8901-2345-6789" }))
    const voiding = await screen.findByRole("dialog", { name: "Void Recharge" })
    expect((within(voiding).getByRole("button", { name: "Void" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("given a MANAGER who does not see the amounts of drying processes (the register answers no amount paid), when they correct the kWh, then no amount is asked nor sent", async () => {
    const { totalPaid: _hidden, tariffPerKwh: _alsoHidden, smsText: _paidInIt, ...withoutMoney } = recharge
    server.recharges = [withoutMoney]
    renderSignedIn(manager, <DryingSettingsPage />)
    const register = await screen.findByRole("region", { name: "Electricity recharges" })
    fireEvent.click(await within(register).findByRole("button", { name: "Correct recharge 5123-4567-8901-2345-6789" }))
    const dialog = await screen.findByRole("dialog", { name: "Correct Recharge" })
    expect(within(dialog).queryByLabelText(/Amount paid/)).toBeNull()
    fireEvent.change(within(dialog).getByLabelText(/kWh bought/), { target: { value: "48.4" } })
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "units re-read" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Correction" }))
    await waitFor(() => expect(server.registerWrites).toEqual([{ call: "correct", id: recharge.id, payload: { kwhAmount: 48.4, reason: "units re-read" } }]))
  })

  it("a USER reads the register but is offered neither Correct nor Void", async () => {
    server.recharges = [recharge]
    renderSignedIn(testUser("USER"), <DryingSettingsPage />)
    const register = await screen.findByRole("region", { name: "Electricity recharges" })
    await within(register).findByText("5123-4567-8901-2345-6789")
    expect(within(register).queryByRole("button", { name: /Correct recharge|Void recharge/ })).toBeNull()
  })
})

describe("Wood Drying Settings saved after someone changed one of them meanwhile", () => {
  it("given the labour cost read at version 3, when it changed before the save, then the form says so in words, shows what changed, keeps the typed value, and loads the current one on request", async () => {
    server.versions = { laborCostPerHour: "3" }
    renderSignedIn(manager, <DryingSettingsPage />)
    await screen.findByLabelText(/Oven purchase price/, undefined, { timeout: 5000 })
    type(/Labour cost per hour/, "2500")
    server.changedMeanwhile = { key: "laborCostPerHour", value: 1800 }
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }))

    const notice = await screen.findByRole("alert", undefined, { timeout: 5000 })
    expect(notice.textContent).toContain("This setting was changed by someone else while you were editing.")
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace(/\s+/g, " "))
    ).toEqual([expect.stringMatching(/0 → 1800$/)])
    // the save carried the version the setting was read at
    expect(server.ifMatches).toEqual(['"3"'])
    expect((screen.getByLabelText(/Labour cost per hour/) as HTMLInputElement).value).toBe("2500")

    server.changedMeanwhile = null
    fireEvent.click(within(notice).getByRole("button", { name: "Load the current version" }))
    await waitFor(() => expect((screen.getByLabelText(/Labour cost per hour/) as HTMLInputElement).value).toBe("1800"), { timeout: 5000 })
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
