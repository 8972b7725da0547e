// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import type { LotDto, SlicingOperation, User } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn, testLot, testUser } from "../../../testing/render"
import { AUTOSAVE_DELAY_MS } from "./use-slicer"
import WoodSlicerPage from "./WoodSlicerPage"

const LOT: LotDto = testLot("LOT-9", "COMPLETED", { woodTypeId: "wt-1", woodType: { id: "wt-1", name: "Mvule" }, actualPieces: 3 })
/** Sleeper 1 has a saved operation: it opens in edit mode. */
const saved: SlicingOperation = {
  id: "op-1",
  serial_number: "WS-1",
  wood_type_id: "wt-1",
  wood_type: { id: "wt-1", name: "Mvule" },
  lot_number: "LOT-9",
  sleeper_number: 1,
  start_time: "2026-11-24T07:00:00.000Z",
  updated_at: "2026-11-24T07:00:00.000Z",
  sleeper_sizes: [{ sequence: 1, width: 20.32, height: 15.24, length: 3.048, quantity: 1 }],
  plank_sizes: [{ sequence: 1, width: 19.05, height: 5.08, length: 3.048, quantity: 2, parentSequence: 1 }],
  status: "in_progress",
  waste_percentage: 37.5,
  notes: null,
  auto_check_completion: false,
  approval_status: "not_required",
  version: "0"
}

const server = { calls: [] as string[] }
const fakeApi = {
  lots: { list: async () => ({ items: [LOT], nextCursor: null, total: 1 }) },
  woodTypes: { list: async () => [{ id: "wt-1", name: "Mvule", grade: "A" }] },
  receipts: {
    items: async () => [{ id: "i-1", receipt_id: LOT.id, height: 15.24, width: 20.32, length: 304.8, quantity: 3, volume_m3: 0.28, grade: "A", notes: null }]
  },
  slicing: {
    list: async () => ({ items: [saved], nextCursor: null, total: 1 }),
    recovery: async () => ({
      lot_number: "LOT-9",
      counted_sleepers: 3,
      sliced_sleepers: 0,
      received_m3: 0.28,
      unsliced_m3: 0.28,
      sliced_sleeper_m3: 0,
      plank_m3: 0,
      waste_m3: 0,
      recovery_factor: null
    })
  },
  slicingCommands: {
    record: async () => {
      server.calls.push("POST")
      return saved
    },
    change: async ({ payload }: { payload: { notes?: string | null } }) => {
      server.calls.push(`PATCH ${payload.notes ?? ""}`)
      return saved
    },
    remove: async () => {
      server.calls.push("DELETE")
      return { id: "op-1" }
    }
  }
}
vi.mock("../../../api/client", () => ({ call: (ask: (api: typeof fakeApi) => Promise<unknown>) => ask(fakeApi) }))

beforeEach(() => {
  server.calls = []
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const open = async (user: User, sleeper: number) => {
  renderSignedIn(user, <WoodSlicerPage />)
  const select = await screen.findByRole("combobox", { name: /LOT Number/ })
  // the LOT list is in once its option shows; the tiles once the LOT's counted receipt is
  fireEvent.mouseDown(select)
  fireEvent.click(await screen.findByRole("option", { name: "LOT-9 · Mvule · Completed" }))
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^Sleeper ${sleeper},`) }))
  await screen.findByRole("heading", { name: `Sleeper #${sleeper}` })
}
const notes = () => screen.getByLabelText("Operation Notes")
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const passes = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe("the slicer's autosave (factory spec sections 4, 5, 9): 2 s after the last change, silent", () => {
  it("fires once, 2 seconds after the last of several changes, for a saved operation", async () => {
    await open(testUser("ADMIN"), 1)
    vi.useFakeTimers({ shouldAdvanceTime: false })
    type(notes(), "H")
    await passes(AUTOSAVE_DELAY_MS - 500)
    type(notes(), "Heart")
    await passes(AUTOSAVE_DELAY_MS - 1)
    expect(server.calls).toEqual([])
    await passes(1)
    expect(server.calls).toEqual(["PATCH Heart"])
    await passes(AUTOSAVE_DELAY_MS * 3)
    expect(server.calls).toEqual(["PATCH Heart"])
  })

  it("never fires for an operation not yet saved", async () => {
    await open(testUser("ADMIN"), 2)
    vi.useFakeTimers({ shouldAdvanceTime: false })
    type(notes(), "first cut")
    // valid sizes: the only reason not to save is that nothing was saved yet
    type(screen.getByLabelText("Plank 1 Height (in)"), "2")
    type(screen.getByLabelText("Plank 1 Width (in)"), "7")
    await passes(AUTOSAVE_DELAY_MS * 3)
    expect(server.calls).toEqual([])
  })

  it("never fires while a plank's width or height is 0", async () => {
    await open(testUser("ADMIN"), 1)
    vi.useFakeTimers({ shouldAdvanceTime: false })
    type(screen.getByLabelText("Plank 1 Height (in)"), "0")
    type(notes(), "a zero plank")
    await passes(AUTOSAVE_DELAY_MS * 3)
    expect(server.calls).toEqual([])
    type(screen.getByLabelText("Plank 1 Height (in)"), "2")
    await passes(AUTOSAVE_DELAY_MS)
    expect(server.calls).toEqual(["PATCH a zero plank"])
  })
})

describe("wood that obeys physics (issue 37 item 2): the slicer refuses on screen what the server would", () => {
  it("given sleeper 2 (6 x 8 in x 10 ft), when three 8 x 12 in planks are typed, then the refusal names the sleeper and both m³, and Save sends nothing (not even the autosave)", async () => {
    await open(testUser("ADMIN"), 2)
    type(screen.getByLabelText("Plank 1 Height (in)"), "8")
    type(screen.getByLabelText("Plank 1 Width (in)"), "12")
    type(screen.getByLabelText("Plank 1 Quantity"), "3")
    const refusal = await screen.findByText(/hold more wood than sleeper #2/)
    expect(refusal.textContent).toBe(
      "The planks (0.5663 m³) hold more wood than sleeper #2 (0.0944 m³), beyond the 2 % measuring tolerance: check the planks' sizes and quantities"
    )
    fireEvent.click(screen.getByRole("button", { name: "Save Operation" }))
    await waitFor(() => expect(screen.getAllByText(/hold more wood than sleeper #2/).length).toBeGreaterThan(1))
    expect(server.calls).toEqual([])
  })

  it("given a new sleeper with only the empty plank row, then the spec's words show and Save sends nothing", async () => {
    await open(testUser("ADMIN"), 3)
    expect(await screen.findByText("Cannot save operation without any planks. Please add at least one plank.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Save Operation" }))
    await waitFor(() => expect(screen.getAllByText("Cannot save operation without any planks. Please add at least one plank.").length).toBeGreaterThan(1))
    expect(server.calls).toEqual([])
  })
})

/** Every control of the slicer with a saved operation open. */
const SLICER_SCREEN: ActionInventory = {
  reads: ["Slicing History", /^LOT Number/, /^Wood Type/, /^Sleeper \d+, /, "Cancel Edit"],
  writes: [
    ["Add Plank", "reviseSlicing"],
    ["Paste from Spreadsheet", "reviseSlicing"],
    [/^Remove plank/, "deleteSlicing"],
    ["Save Operation", "reviseSlicing"],
    ["End Operation", "endSlicing"]
  ]
}

describe("the slicer offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified and every write offered is permitted and every permitted one offered`, async () => {
      await open(user, 1)
      const offered = expectOnlyPermittedActions(user, SLICER_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["reviseSlicing", "endSlicing", "deleteSlicing"]))
    })
  }
})
