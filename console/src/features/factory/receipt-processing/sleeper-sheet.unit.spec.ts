import { describe, expect, it } from "vitest"
import {
  emptyRow,
  fieldErrors,
  fitText,
  measuredRows,
  rowFromMeasurement,
  rowVolume,
  sheetTotals,
  showIn,
  sizeSummary,
  toMeasurements,
  typeInto
} from "./sleeper-sheet"

const typed = (values: [string, string, string], unit: "imperial" | "metric") => {
  let row = emptyRow("r1")
  row = typeInto(row, "thickness", values[0], unit, "a@b.c", "t")
  row = typeInto(row, "width", values[1], unit, "a@b.c", "t")
  return typeInto(row, "length", values[2], unit, "a@b.c", "t")
}

describe("the sleeper measurement sheet", () => {
  it("given a sleeper typed as 6 in x 8 in x 10 ft, then it is stored in cm and measures 0.0944 m³", () => {
    const row = typed(["6", "8", "10"], "imperial")
    expect(row.cm.thickness).toBeCloseTo(15.24, 10)
    expect(row.cm.length).toBeCloseTo(304.8, 10)
    expect(rowVolume(row)!.toFixed(4)).toBe("0.0944")
  })
  it("given rows shown in metric, when switched to imperial and back, then the stored cm never change", () => {
    const rows = [typed(["15", "20", "300"], "metric")]
    const imperial = showIn(rows, "imperial")
    expect(imperial[0]!.text).toEqual({ thickness: "5.906", width: "7.874", length: "9.843" })
    expect(showIn(imperial, "metric")[0]!.text).toEqual({ thickness: "15", width: "20", length: "300" })
    expect(imperial[0]!.cm).toEqual(rows[0]!.cm)
  })
  it("out-of-range values are errors and are never sent; incomplete rows are skipped", () => {
    const wide = typed(["6", "19", "10"], "imperial")
    expect(fieldErrors(wide, "imperial").width).toBe("Width must be between 0.5 and 18 in")
    const half = typeInto(emptyRow("r2"), "thickness", "6", "imperial", null, "t")
    const good = typed(["6", "8", "10"], "imperial")
    expect(measuredRows([wide, half, good], "imperial")).toEqual([good])
    expect(toMeasurements([good])[0]).toMatchObject({ id: "r1", qty: 1 })
  })
  it("given -5 or 1e3 typed, then the field shows what was typed with its error and the row is never sent (not 5 or 13)", () => {
    const negative = typed(["-5", "8", "10"], "imperial")
    expect(negative.text.thickness).toBe("-5")
    expect(fieldErrors(negative, "imperial").thickness).toBe("Thickness must be between 0.5 and 18 in")
    const exponent = typed(["6", "1e3", "10"], "imperial")
    expect(exponent.text.width).toBe("1e3")
    expect(fieldErrors(exponent, "imperial").width).toBe("Width must be between 0.5 and 18 in")
    const unit = typed(["6", "8 in", "10"], "imperial")
    expect(unit.cm.width).toBeNull()
    expect(fieldErrors(unit, "imperial").width).toBe("Width must be a number")
    expect(measuredRows([negative, exponent, unit], "imperial")).toEqual([])
  })
  it("a field keeps 5 characters at most; converted values are shortened to fit", () => {
    expect(typeInto(emptyRow(), "length", "123456", "metric", null, "t").text.length).toBe("12345")
    expect(fitText(5.905511811)).toBe("5.906")
    expect(fitText(548.64)).toBe("548.6")
  })
  it("totals and the size summary group equal sizes", () => {
    const rows = [
      typed(["6", "8", "10"], "imperial"),
      { ...typed(["6", "8", "10"], "imperial"), id: "r2" },
      { ...typed(["4", "8", "10"], "imperial"), id: "r3" }
    ]
    expect(sheetTotals(rows, "imperial").pieces).toBe(3)
    expect(sizeSummary(rows, "imperial").map((g) => [g.size, g.count])).toEqual([
      ["6in × 8in × 10ft", 2],
      ["4in × 8in × 10ft", 1]
    ])
    expect(rowFromMeasurement({ id: "x", thickness: 15.24, width: 20.32, length: 304.8 }, "imperial").text).toEqual({
      thickness: "6",
      width: "8",
      length: "10"
    })
  })

  it("given a row in error, then it counts neither in the total nor in the size summary (issue 24 item 12)", () => {
    const good = typed(["6", "8", "10"], "imperial")
    const wide = { ...typed(["6", "19", "10"], "imperial"), id: "r2" }
    expect(fieldErrors(wide, "imperial").width).not.toBeNull()
    expect(sheetTotals([good, wide], "imperial")).toEqual(sheetTotals([good], "imperial"))
    expect(sheetTotals([good, wide], "imperial").pieces).toBe(1)
    expect(sizeSummary([good, wide], "imperial").map((g) => [g.size, g.count])).toEqual([["6in × 8in × 10ft", 1]])
  })
  it("given Metric (cm), an 8-inch sleeper typed as 20.32 cm is measured, not refused (issue 24 item 12)", () => {
    const row = typed(["20.32", "25", "300"], "metric")
    expect(fieldErrors(row, "metric")).toEqual({ thickness: null, width: null, length: null })
    expect(measuredRows([row], "metric")).toEqual([row])
  })
  it("the total is the exact volumes summed and rounded once, as the LOT's actual volume and traceability (0.3154 m³, not 3 x 0.1051)", () => {
    const rows = ["a", "b", "c"].map((id) => ({ ...typed(["14.5", "29", "250"], "metric"), id }))
    expect(sheetTotals(rows, "metric")).toEqual({ pieces: 3, volumeM3: 0.3154 })
    expect(sizeSummary(rows, "metric")).toEqual([{ size: "14.5cm × 29cm × 250cm", count: 3, volumeM3: 0.3154 }])
  })
})
