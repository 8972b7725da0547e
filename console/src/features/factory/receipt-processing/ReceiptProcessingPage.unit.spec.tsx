// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { ReceiptMessages, type User, type LotDto } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../../../api/api-error"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn, testLot, testUser } from "../../../testing/render"
import ReceiptProcessingPage, { RECEIPT_VIEW_ONLY } from "./ReceiptProcessingPage"
import { receiptChooserNote } from "./components/ReceiptChooser"
import { LEAVE_UNSAVED } from "./use-receipt-sheet"

const lot = (id: string, status: LotDto["status"]) =>
  testLot(`LOT-${id}`, status, { id, woodType: { id: "wt-1", name: "Mvule" }, receiptDate: "2026-11-20", estimatedVolumeM3: 0.2, estimatedPieces: 2 })

const measurement = (id: string, thicknessCm: number) => ({
  id,
  thickness: thicknessCm,
  width: 20.32,
  length: 304.8,
  qty: 1,
  lastModifiedBy: null,
  lastModifiedAt: null
})

/** What the fake server holds, and what it was asked to do. */
const server = {
  lots: [] as LotDto[],
  drafts: {} as Record<string, { id: string; receipt_id: string; measurements: ReturnType<typeof measurement>[] }>,
  items: {} as Record<string, Array<{ id: string; height: number; width: number; length: number }>>,
  submitRefusal: null as string | null,
  calls: [] as string[],
  listed: [] as Array<{ status?: ReadonlyArray<string>; q?: string; cursor?: string }>
}

const fakeApi = {
  // the LOT list's page: its status and LOT number filters applied as the server does
  lots: {
    list: async ({ urlParams }: { urlParams: { status?: ReadonlyArray<string>; lotNumber?: string; q?: string; cursor?: string } }) => {
      server.listed.push(urlParams)
      const items = server.lots.filter(
        (l) => (!urlParams.status || urlParams.status.includes(l.status)) && (!urlParams.lotNumber || urlParams.lotNumber === l.lotNumber)
      )
      return { items, nextCursor: null, total: items.length }
    }
  },
  warehouses: {
    list: async () => [{ id: "wh-1", code: "MAIN", name: "Main yard", status: "ACTIVE", stockControlEnabled: true }]
  },
  receipts: {
    drafts: async ({ urlParams }: { urlParams: { receipt_id: string } }) => (server.drafts[urlParams.receipt_id] ? [server.drafts[urlParams.receipt_id]] : []),
    items: async ({ urlParams }: { urlParams: { receipt_id: string } }) => server.items[urlParams.receipt_id] ?? [],
    history: async () => []
  },
  receiptCommands: {
    saveDraft: async ({ payload }: { payload: { receipt_id: string } }) => {
      server.calls.push(`POST draft ${payload.receipt_id}`)
      return {}
    },
    updateDraft: async ({ path }: { path: { id: string } }) => {
      server.calls.push(`PATCH draft ${path.id}`)
      return {}
    },
    submit: async ({ payload }: { payload: { warehouse_id: string; items: Array<{ receipt_id: string; height: number }> } }) => {
      server.calls.push(`POST items ${payload.warehouse_id} ${payload.items.length}`)
      if (server.submitRefusal) throw new ApiError(400, "BadRequest", server.submitRefusal, "/api/factory/receipt-items")
      const receiptId = payload.items[0]!.receipt_id
      // the server records the items, deletes the draft and completes the LOT (an admin's submission)
      server.items[receiptId] = payload.items.map((item, i) => ({ id: `item-${i}`, height: item.height, width: 20.32, length: 304.8 }))
      delete server.drafts[receiptId]
      server.lots = server.lots.map((l) => (l.id === receiptId ? { ...l, status: "COMPLETED" } : l))
      return server.lots.find((l) => l.id === receiptId)
    }
  }
}

vi.mock("../../../api/client", () => ({ call: (ask: (api: typeof fakeApi) => Promise<unknown>) => ask(fakeApi) }))

beforeEach(() => {
  server.lots = [lot("a", "PENDING"), lot("b", "PENDING")]
  server.drafts = { a: { id: "draft-a", receipt_id: "a", measurements: [measurement("m-1", 15.24)] } }
  server.items = {}
  server.submitRefusal = null
  server.calls = []
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderAs = (user: User) => renderSignedIn(user, <ReceiptProcessingPage />)

const chooseLot = async (id: string) => {
  const picker = await screen.findByRole("combobox", { name: /LOT Number/ })
  fireEvent.mouseDown(picker)
  fireEvent.click(await screen.findByRole("option", { name: new RegExp(`^LOT-${id} ·`) }))
}
const field = (row: number, name: string) => screen.getByLabelText(new RegExp(`^Sleeper ${row} ${name}`)) as HTMLInputElement
const rowsShown = () => screen.queryAllByLabelText(/^Sleeper \d+ Thickness/).length
const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement

/** An admin opens receipt "a", asks to submit, and submits into the one warehouse; answers the dialog. */
const submitAsAdmin = async () => {
  renderAs(testUser("ADMIN"))
  await chooseLot("a")
  await waitFor(() => expect(rowsShown()).toBe(1))
  fireEvent.click(button("Submit & Complete"))
  const dialog = await screen.findByRole("dialog", { name: "Submit and complete receipt" })
  await waitFor(() => expect((within(dialog).getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }))
  return dialog
}

describe("Receipt Processing", () => {
  it("given a PENDING receipt with a draft, when it is chosen, then the sheet opens with the draft's sleepers, editable", async () => {
    renderAs(testUser("ADMIN"))
    expect(await screen.findByText(ReceiptMessages.selectLotFirst)).toBeTruthy()
    await chooseLot("a")
    await waitFor(() => expect(rowsShown()).toBe(1))
    expect(field(1, "Thickness").value).toBe("6")
    expect(button("Add Sleeper").disabled).toBe(false)
  })

  it("given an open sheet, when Ctrl+N adds a sleeper and Ctrl+S saves, then the draft is updated and the toast says when", async () => {
    renderAs(testUser("ADMIN"))
    await chooseLot("a")
    await waitFor(() => expect(rowsShown()).toBe(1))
    fireEvent.keyDown(window, { key: "n", ctrlKey: true })
    await waitFor(() => expect(rowsShown()).toBe(2))
    await waitFor(() => expect(document.activeElement).toBe(field(2, "Thickness")))
    fireEvent.keyDown(window, { key: "s", ctrlKey: true })
    expect(await screen.findByText(/^Draft saved successfully at \d\d:\d\d:\d\d$/)).toBeTruthy()
    expect(server.calls).toEqual(["PATCH draft draft-a"])
  })

  it("given an admin's submission, when the server completes the receipt, then the sheet is read again from what was recorded and opens read-only", async () => {
    const dialog = await submitAsAdmin()
    expect(await screen.findByText(ReceiptMessages.completed)).toBeTruthy()
    expect(server.calls).toEqual(["POST items wh-1 1"])
    expect(await screen.findByText("This receipt is COMPLETED and opens read-only.")).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(rowsShown()).toBe(1)
    expect(field(1, "Thickness").value).toBe("6")
    expect(button("Add Sleeper").disabled).toBe(true)
    // the LOT selector keeps the completed LOT, marked completed, instead of going blank (issue 24 item 15)
    const selector = screen.getByRole("combobox", { name: /LOT Number/ })
    expect((selector as HTMLInputElement).value).toBe("LOT-a · Mvule · COMPLETED")
    expect(screen.getByText(receiptChooserNote("LOT-a", "COMPLETED"))).toBeTruthy()
    // the LOTs still open are the others to choose from
    fireEvent.mouseDown(selector)
    const options = within(await screen.findByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.textContent)
    expect(options).toEqual(["LOT-b · Mvule · PENDING", "LOT-a · Mvule · COMPLETED"])
  })

  it("given a submission the server refuses, then no toast says so and the dialog stays open with the reason", async () => {
    server.submitRefusal = "The warehouse is archived"
    const dialog = await submitAsAdmin()
    expect(await within(dialog).findByText("The warehouse is archived")).toBeTruthy()
    expect(screen.getAllByText("The warehouse is archived")).toHaveLength(1)
    expect(screen.getByRole("dialog", { name: "Submit and complete receipt" })).toBeTruthy()
  })

  it("given unsaved changes, when another LOT is chosen and the user stays, then the sheet keeps them; when they leave, the other LOT opens", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false)
    renderAs(testUser("ADMIN"))
    await chooseLot("a")
    await waitFor(() => expect(rowsShown()).toBe(1))
    act(() => void fireEvent.change(field(1, "Thickness"), { target: { value: "7" } }))
    await chooseLot("b")
    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED)
    expect(field(1, "Thickness").value).toBe("7")
    confirm.mockReturnValue(true)
    await chooseLot("b")
    await waitFor(() => expect(rowsShown()).toBe(0))
    expect(screen.getByText("No sleepers yet. Add a sleeper (Ctrl+N) to start measuring.")).toBeTruthy()
  })
})

/** Every control of Receipt Processing with a receipt open (its draft saved, so a save edits it). */
const RECEIPT_SCREEN: ActionInventory = {
  reads: ["View History", /^LOT Number/, "Imperial (in/ft)", "Metric (cm)", "Download PDF"],
  writes: [
    ["Add Sleeper", "updateReceiptDraft"],
    [/^Remove sleeper/, "updateReceiptDraft"],
    ["Save Draft", "updateReceiptDraft"],
    ["Submit & Complete", "submitReceipt"],
    ["Submit for Approval", "submitReceipt"],
    ["Delete Receipt", "deleteLot"]
  ]
}

describe("Receipt Processing offers each role only what the permission model lets it do (issue 24 item 13)", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, async () => {
      renderAs(user)
      await chooseLot("a")
      await waitFor(() => expect(rowsShown()).toBe(1))
      const offered = expectOnlyPermittedActions(user, RECEIPT_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["updateReceiptDraft", "submitReceipt", "deleteLot"]))
    })
  }

  it("given a USER (read only), then the sheet opens read-only and says why; Ctrl+S and Ctrl+N do nothing, so no work is typed to be lost to a 403", async () => {
    renderAs(testUser("USER"))
    await chooseLot("a")
    await waitFor(() => expect(rowsShown()).toBe(1))
    expect(screen.getByText(RECEIPT_VIEW_ONLY)).toBeTruthy()
    expect(field(1, "Thickness").disabled).toBe(true)
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull()
    fireEvent.keyDown(window, { key: "n", ctrlKey: true })
    fireEvent.keyDown(window, { key: "s", ctrlKey: true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(rowsShown()).toBe(1)
    expect(server.calls).toEqual([])
  })

  it("given a MANAGER, then Save Draft and Submit for Approval are offered, and Ctrl+S saves the draft", async () => {
    renderAs(testUser("MANAGER"))
    await chooseLot("a")
    await waitFor(() => expect(rowsShown()).toBe(1))
    expect(button("Submit for Approval")).toBeTruthy()
    fireEvent.keyDown(window, { key: "s", ctrlKey: true })
    expect(await screen.findByText(/^Draft saved successfully at/)).toBeTruthy()
    expect(server.calls).toEqual(["PATCH draft draft-a"])
  })
})

describe("Receipt History", () => {
  it("when opened, asks the server for the completed receipts a page at a time, and its search goes to the server too", async () => {
    server.lots = [lot("a", "PENDING"), lot("c", "COMPLETED")]
    server.listed = []
    renderAs(testUser("ADMIN"))
    fireEvent.click(await screen.findByRole("button", { name: "View History" }, { timeout: 10_000 }))
    await screen.findByText(/^LOT-c ·/, undefined, { timeout: 10_000 })
    expect(server.listed.some((params) => params.status?.join() === "COMPLETED,SLICING")).toBe(true)
    fireEvent.change(screen.getByLabelText("Search receipts"), { target: { value: "LOT-C" } })
    await waitFor(() => expect(server.listed.at(-1)).toMatchObject({ status: ["COMPLETED", "SLICING"], q: "LOT-C" }), { timeout: 5_000 })
  })
})
