import type { WarehouseStockRow } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { legacyRowFields } from "../../../testing/stock-rows"
import {
  dryableRows,
  dryableWoodTypes,
  editBatchPayload,
  mayCreate,
  newDryingPayload,
  readingPayload,
  stockThicknessMm,
  toggledThickness,
  type NewDryingForm
} from "./drying-forms"

const row = (woodTypeId: string, name: string, thickness: string, notDried: number): WarehouseStockRow => ({
  id: `${woodTypeId}-${thickness}`,
  warehouseId: "wh-1",
  woodTypeId,
  woodType: { id: woodTypeId, name },
  thickness,
  statusNotDried: notDried,
  statusUnderDrying: 0,
  statusDried: 0,
  statusDamaged: 0,
  statusInTransitOut: 0,
  statusInTransitIn: 0,
  ...legacyRowFields(thickness),
  minimumStockLevel: null,
  updatedAt: "2026-11-20T08:00:00.000Z"
})
const rows = [row("wt-m", "Mvule", '2"', 3), row("wt-m", "Mvule", '1"', 0), row("wt-t", "Teak", "25 mm", 4), row("wt-x", "Mninga", '2"', 0)]
const form = (change: Partial<NewDryingForm>): NewDryingForm => ({
  warehouseId: "wh-1",
  woodTypeId: "wt-m",
  stockRowId: 'wt-m-2"',
  pieces: "2",
  startingHumidity: "",
  startingElectricityUnits: "",
  startTime: "",
  notes: "",
  ...change
})

describe("New Drying Process (spec section 5)", () => {
  it("given a warehouse's stock, then only wood types and thicknesses with not-dried pieces above 0 are offered", () => {
    expect(dryableWoodTypes(rows)).toEqual([
      { id: "wt-m", name: "Mvule" },
      { id: "wt-t", name: "Teak" }
    ])
    expect(dryableRows(rows, "wt-m").map((r) => r.thickness)).toEqual(['2"'])
  })

  it("Create is disabled without wood type, thickness and piece count", () => {
    expect(mayCreate(form({}))).toBe(true)
    expect(mayCreate(form({ woodTypeId: "" }))).toBe(false)
    expect(mayCreate(form({ stockRowId: "" }))).toBe(false)
    expect(mayCreate(form({ pieces: " " }))).toBe(false)
  })

  it("when more pieces are asked than the row holds not dried, then 'Cannot dry {n} pieces. Only {m} not dried pieces available.'", () => {
    expect(newDryingPayload(form({ pieces: "5" }), rows)).toEqual({ alert: "Cannot dry 5 pieces. Only 3 not dried pieces available." })
    // one over the row is refused; all of it is taken (the valid form below takes 3)
    expect(newDryingPayload(form({ pieces: "4" }), rows)).toEqual({ alert: "Cannot dry 4 pieces. Only 3 not dried pieces available." })
  })

  it("when the pieces are not a whole number of at least 1, then 'Please enter a valid number of pieces (minimum 1)'", () => {
    for (const pieces of ["0", "-1", "1.5", "abc"])
      expect(newDryingPayload(form({ pieces }), rows)).toEqual({ alert: "Please enter a valid number of pieces (minimum 1)" })
  })

  it("when the chosen stock row is not there, then 'Selected stock not found'", () => {
    expect(newDryingPayload(form({ stockRowId: 'wt-m-3"' }), rows)).toEqual({ alert: "Selected stock not found" })
  })

  it("given a valid form, then the body is the spec's: thickness in mm, unit mm, the row's thickness text, useStock true", () => {
    const sent = newDryingPayload(form({ pieces: "3", startingHumidity: "42.5", startingElectricityUnits: "1000.25", notes: " kiln 1 " }), rows)
    expect(sent).toEqual({
      ok: {
        warehouseId: "wh-1",
        woodTypeId: "wt-m",
        thickness: 50.8,
        thicknessUnit: "mm",
        stockThickness: '2"',
        pieceCount: 3,
        startingHumidity: 42.5,
        startingElectricityUnits: 1000.25,
        startTime: undefined,
        notes: "kiln 1",
        useStock: true
      }
    })
    expect(newDryingPayload(form({ startingHumidity: "100.1" }), rows)).toEqual({ alert: "Humidity must be between 0 and 100" })
    expect(stockThicknessMm("25 mm")).toBe(25)
    expect(stockThicknessMm("2.5 cm")).toBe(25)
  })
})

describe("readings (spec section 5)", () => {
  const reading = { electricityMeter: "1000.5", humidity: "35.2", readingTime: "", notes: "", lukuSms: "" }
  it("meter and humidity are required; humidity lies between 0 and 100", () => {
    expect(readingPayload({ ...reading, humidity: "" })).toEqual({ alert: "Electricity meter and humidity are required" })
    expect(readingPayload({ ...reading, electricityMeter: "" })).toEqual({ alert: "Electricity meter and humidity are required" })
    expect(readingPayload({ ...reading, humidity: "101" })).toEqual({ alert: "Humidity must be between 0 and 100" })
    expect(readingPayload({ ...reading, lukuSms: " sms " })).toEqual({
      ok: { electricityMeter: 1000.5, humidity: 35.2, readingTime: undefined, notes: null, lukuSms: "sms" }
    })
  })
})

describe("Edit Process (spec section 5)", () => {
  const edit = {
    woodTypeId: "wt-m",
    thickness: "50.8",
    unit: "mm" as const,
    pieces: "10",
    startingHumidity: "",
    startingElectricityUnits: "",
    startTime: "",
    notes: ""
  }
  it("toggling the unit converts at 25.4 mm per inch, both ways", () => {
    const inches = toggledThickness(edit, "inch")
    expect(inches).toMatchObject({ unit: "inch", thickness: "2" })
    expect(toggledThickness(inches, "mm")).toMatchObject({ unit: "mm", thickness: "50.8" })
  })
  it("wood type, thickness and pieces are required; the body carries the unit shown", () => {
    expect(editBatchPayload({ ...edit, woodTypeId: "" })).toEqual({ alert: "Please select a wood type" })
    expect(editBatchPayload({ ...edit, pieces: "" })).toEqual({ alert: "Please enter a valid number of pieces (minimum 1)" })
    expect(editBatchPayload({ ...edit, thickness: "" })).toEqual({ alert: "Please enter a valid thickness" })
    expect(editBatchPayload(toggledThickness(edit, "inch"))).toMatchObject({ ok: { thickness: 2, thicknessUnit: "inch", pieceCount: 10 } })
  })
})
