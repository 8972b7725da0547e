// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import type { Calculation, CalculationListParams, SaveCalculationPayload } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import { CALCULATE_FIRST, STALE_RESULTS_MESSAGE } from "./components/ResultsPanel"
import WoodCalculatorPage from "./WoodCalculatorPage"

const saved: SaveCalculationPayload[] = []
const history = { calculations: [] as Calculation[], asked: [] as CalculationListParams[] }
const fakeApi = {
  calculations: {
    /** The server's history: paged by an offset cursor. */
    list: async ({ urlParams }: { urlParams: CalculationListParams }) => {
      history.asked.push(urlParams)
      const from = Number(urlParams.cursor ?? "0")
      const to = from + (urlParams.limit ?? 50)
      return {
        items: history.calculations.slice(from, to),
        nextCursor: to < history.calculations.length ? String(to) : null,
        total: history.calculations.length
      }
    }
  }
}
vi.mock("../../../api/client", () => ({ call: (ask: (api: typeof fakeApi) => Promise<unknown>) => ask(fakeApi) }))
vi.mock("./api/calculations", async (original) => ({
  ...(await original<typeof import("./api/calculations")>()),
  useSaveCalculation: () => ({ mutate: (payload: SaveCalculationPayload) => saved.push(payload), isPending: false, error: null }),
  useDeleteCalculation: () => ({ mutate: () => undefined, isPending: false, error: null })
}))
vi.mock("../../../api/queries/wood-types", async (original) => ({
  ...(await original<typeof import("../../../api/queries/wood-types")>()),
  useWoodTypes: () => ({ data: [{ id: "wt-1", name: "Mvule", grade: null, createdAt: "", updatedAt: "" }], isLoading: false, error: null })
}))

beforeEach(() => {
  saved.length = 0
  history.calculations = []
  history.asked = []
})
afterEach(cleanup)

const user = testUser("USER")
const renderCalculator = () => renderSignedIn(user, <WoodCalculatorPage />)

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const chooseWoodType = () => {
  const select = screen.getByRole("combobox", { name: /Wood Type/ })
  fireEvent.change(select.parentElement!.querySelector("input")!, { target: { value: "wt-1" } })
}
const helperOf = (label: RegExp) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent ?? ""
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement

/** A filled form: Mvule, 2 in × 6 in × 12 ft, TZS 60,000 a plank. */
const fillPlank = () => {
  chooseWoodType()
  type(/Thickness/, "2")
  type(/Width/, "6")
  type(/Length/, "12")
  type(/Price per Plank/, "60000")
}

describe("Wood Calculator form", () => {
  it("given an empty form, Calculate is disabled and says the spec's first missing thing", () => {
    renderCalculator()
    expect(button("Calculate").disabled).toBe(true)
    expect(screen.getByText("Please select a wood type")).toBeTruthy()
  })

  it("given a negative dimension, then the field says it must be greater than 0 and Calculate is disabled", () => {
    renderCalculator()
    fillPlank()
    expect(button("Calculate").disabled).toBe(false)
    type(/Thickness/, "-2")
    expect(helperOf(/Thickness/)).toBe("Thickness must be greater than 0")
    expect(button("Calculate").disabled).toBe(true)
  })

  it("given an oversized VAT or dimension, then the field names its bound and Calculate is disabled", () => {
    renderCalculator()
    fillPlank()
    type(/VAT Percentage/, "150")
    type(/Length/, "1e9")
    expect(helperOf(/VAT Percentage/)).toBe("VAT: max 100")
    expect(helperOf(/Length/)).toMatch(/^Length: max [\d,]+$/)
    expect(button("Calculate").disabled).toBe(true)
  })

  it("given results, when an input changes, then they are marked stale and cannot be saved until Calculate runs again", () => {
    renderCalculator()
    fillPlank()
    fireEvent.click(button("Calculate"))
    expect(screen.getByText("0.0283 m³")).toBeTruthy()
    expect(screen.queryByText(STALE_RESULTS_MESSAGE)).toBeNull()
    type(/Width/, "8")
    expect(screen.getByText(STALE_RESULTS_MESSAGE)).toBeTruthy()
    expect(button("Save Calculation").disabled).toBe(true)
    expect(button("Copy Details").disabled).toBe(true)
    fireEvent.click(button("Calculate"))
    expect(screen.queryByText(STALE_RESULTS_MESSAGE)).toBeNull()
    expect(screen.getByText("0.0378 m³")).toBeTruthy()
    expect(button("Save Calculation").disabled).toBe(false)
  })

  it("given results, when notes are typed after Calculate, then Save sends those notes and the results stay current", () => {
    renderCalculator()
    fillPlank()
    fireEvent.click(button("Calculate"))
    type(/Notes/, "For the Arusha order")
    expect(screen.queryByText(STALE_RESULTS_MESSAGE)).toBeNull()
    fireEvent.click(button("Save Calculation"))
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ wood_type_id: "wt-1", thickness: 2, width: 6, length: 12, price_per_plank: 60_000, notes: "For the Arusha order" })
  })

  it("given no result yet, then Save Calculation is not offered and says to calculate first", () => {
    renderCalculator()
    fillPlank()
    expect(button("Save Calculation").disabled).toBe(true)
    expect(screen.getByText(CALCULATE_FIRST)).toBeTruthy()
    fireEvent.click(button("Calculate"))
    expect(button("Save Calculation").disabled).toBe(false)
  })

  it("given 1e200 typed key by key as the price, then the field keeps what was typed, names the bound and Calculate is disabled", () => {
    renderCalculator()
    fillPlank()
    type(/Price per Plank/, "")
    let typed = ""
    for (const key of "1e200") type(/Price per Plank/, (typed = `${(screen.getByLabelText(/Price per Plank/) as HTMLInputElement).value}${key}`))
    expect(typed).toBe("1e200")
    expect((screen.getByLabelText(/Price per Plank/) as HTMLInputElement).value).toBe("1e200")
    expect(helperOf(/Price per Plank/)).toMatch(/^Price per plank: max [\d,]+$/)
    expect(button("Calculate").disabled).toBe(true)
  })

  it("given -5 as the price, then it is not turned into 5: the field says so and Calculate is disabled", () => {
    renderCalculator()
    fillPlank()
    type(/Price per Plank/, "-5")
    expect((screen.getByLabelText(/Price per Plank/) as HTMLInputElement).value).toBe("-5")
    expect(helperOf(/Price per Plank/)).not.toBe("")
    expect(button("Calculate").disabled).toBe(true)
  })
})

describe("Calculation History paged on the server (issue 36 item 2)", () => {
  const calculation = (i: number): Calculation => ({
    id: `calc-${i}`,
    user_id: user.id,
    wood_type_id: "wt-1",
    thickness: 2,
    width: 6,
    length: 12,
    price_per_plank: 1000 + i,
    tax_percentage: 18,
    volume_m3: 0.02,
    planks_per_m3: 50,
    price_per_m3: 50_000,
    notes: null,
    created_at: "2026-11-20T08:00:00.000Z",
    wood_type: { id: "wt-1", name: "Mvule" },
    version: "0"
  })

  it("given 12 saved calculations, when the next page is asked, then the server is asked the user's history with the first page's cursor", async () => {
    history.calculations = Array.from({ length: 12 }, (_, i) => calculation(i))
    renderCalculator()
    await screen.findByText("1–10 of 12")
    expect(history.asked[0]).toMatchObject({ user_id: user.id, limit: 10 })
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await screen.findByText("11–12 of 12", undefined, { timeout: 5000 })
    await waitFor(() => expect(history.asked.at(-1)).toMatchObject({ user_id: user.id, limit: 10, cursor: "10" }))
  })
})
