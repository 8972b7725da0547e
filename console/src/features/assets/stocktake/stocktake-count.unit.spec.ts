import { describe, expect, it } from "vitest"
import { countOf, finishBody } from "./stocktake-count"

const asset = (id: string, assetTag: string, location: string | null) => ({ id, assetTag, name: `Tool ${assetTag}`, location })
const register = [
  asset("a1", "UD-0001", "Workshop A"),
  asset("a2", "UD-0002", " workshop a"),
  asset("a3", "UD-0003", "Workshop A"),
  asset("a4", "UD-0004", "Yard")
]

describe("a stocktake's live lists", () => {
  it("found and missing are the location's assets (case and spaces ignored) scanned or not; a tag scanned twice counts once", () => {
    const count = countOf("Workshop A", register, ["ud-0001", "UD-0002 ", "UD-0001"])
    expect(count.found.map((a) => a.assetTag)).toEqual(["UD-0001", "UD-0002"])
    expect(count.missing.map((a) => a.assetTag)).toEqual(["UD-0003"])
    expect(count.elsewhere).toEqual([])
    expect(count.unknownTags).toEqual([])
  })

  it("a scanned asset registered elsewhere and a tag nobody holds are unexpected; Finish records the elsewhere one as seen", () => {
    const count = countOf("Workshop A", register, ["UD-0004", "UD-0999", "UD-0003"])
    expect(count.elsewhere.map((a) => a.assetTag)).toEqual(["UD-0004"])
    expect(count.unknownTags).toEqual(["UD-0999"])
    expect(finishBody(count)).toEqual({ foundAssetIds: ["a3", "a4"], missingAssetIds: ["a1", "a2"], unknownTags: ["UD-0999"] })
  })
})
