import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { completedBatches, DEFAULT_SORT, finalHumidity, nextSort } from "./completed-list"
import { batch, completed } from "./testing-batches"

const list = [
  completed("UD-003", "Mvule", "2026-11-22T10:00:00.000Z", 11.5),
  completed("UD-001", "Teak", "2026-11-24T10:00:00.000Z", 9),
  completed("UD-010", "Mninga", "2026-11-23T10:00:00.000Z", null),
  batch("UD-020")
]
const numbers = (shown: ReturnType<typeof completedBatches>) => shown.map((b) => b.batchNumber)

describe("the completed drying list (spec section 2.3)", () => {
  it("given batches, when the list opens, then it shows only the completed ones, newest completion first", () => {
    expect(DEFAULT_SORT).toEqual({ key: "completedDate", direction: "desc" })
    expect(numbers(completedBatches(list, ""))).toEqual(["UD-001", "UD-010", "UD-003"])
  })

  it("given a search, then it matches the batch number or the wood type name, ignoring case", () => {
    expect(numbers(completedBatches(list, "teak"))).toEqual(["UD-001"])
    expect(numbers(completedBatches(list, "ud-01"))).toEqual(["UD-010"])
    expect(numbers(completedBatches(list, "  MVU "))).toEqual(["UD-003"])
    expect(numbers(completedBatches(list, "UD-020"))).toEqual([])
  })

  it("when sorted by batch number, then numbers run in number order (UD-003 before UD-010), and back again", () => {
    expect(numbers(completedBatches(list, "", { key: "batchNumber", direction: "asc" }))).toEqual(["UD-001", "UD-003", "UD-010"])
    expect(numbers(completedBatches(list, "", { key: "batchNumber", direction: "desc" }))).toEqual(["UD-010", "UD-003", "UD-001"])
  })

  it("when sorted by wood type, then by its name", () => {
    expect(numbers(completedBatches(list, "", { key: "woodType", direction: "asc" }))).toEqual(["UD-010", "UD-003", "UD-001"])
  })

  it("when sorted by final humidity, then by the latest reading's humidity, a batch without readings last either way", () => {
    expect(numbers(completedBatches(list, "", { key: "finalHumidity", direction: "asc" }))).toEqual(["UD-001", "UD-003", "UD-010"])
    expect(numbers(completedBatches(list, "", { key: "finalHumidity", direction: "desc" }))).toEqual(["UD-003", "UD-001", "UD-010"])
    expect(finalHumidity(list[0]!)).toBe(11.5)
  })

  it("when a header is clicked, then the same column turns around and another starts ascending (the date newest first)", () => {
    expect(nextSort(DEFAULT_SORT, "completedDate")).toEqual({ key: "completedDate", direction: "asc" })
    expect(nextSort(DEFAULT_SORT, "woodType")).toEqual({ key: "woodType", direction: "asc" })
    expect(nextSort({ key: "woodType", direction: "asc" }, "completedDate")).toEqual({ key: "completedDate", direction: "desc" })
  })

  it("rule: sorted by final humidity ascending, every batch with a humidity comes before every batch without, in rising order", () =>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null })), { maxLength: 30 }),
        (rows) => {
          const batches = rows.map(([day, h], i) => completed(`UD-${i}`, "Mvule", new Date(Date.UTC(2026, 0, 1) + day * 3_600_000).toISOString(), h))
          const shown = completedBatches(batches, "", { key: "finalHumidity", direction: "asc" }).map(finalHumidity)
          const present = shown.filter((h) => h !== null)
          expect(shown.slice(0, present.length)).toEqual(present)
          expect(present).toEqual([...present].sort((a, b) => a - b))
          expect(shown).toHaveLength(batches.length)
        }
      )
    ))
})
