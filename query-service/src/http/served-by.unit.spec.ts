import { ReadApi } from "@timber/contracts"
import { ALL_PROJECTIONS } from "@timber/projections"
import { describe, expect, it } from "vitest"
import { projectionsServing, SERVED_BY } from "./served-by"

describe("which projections serve each read", () => {
  it("every projection the table names exists (a misspelt one would make its reads wait out the timeout)", () => {
    const known = new Set(ALL_PROJECTIONS.map((projection) => projection.name))
    const table: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<string>>>>> = SERVED_BY
    const named = Object.values(table).flatMap((group) => Object.values(group).flat())
    expect(named.filter((name) => !known.has(name))).toEqual([])
  })

  it("every read endpoint is listed (one left out never waits, so a save's own change could be missing from the read after it)", () => {
    const table: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<string>>>>> = SERVED_BY
    const unlisted = Object.values(ReadApi.groups).flatMap((group) =>
      Object.values(group.endpoints)
        .filter((endpoint) => table[group.identifier]?.[endpoint.name] === undefined)
        .map((endpoint) => `${group.identifier}.${endpoint.name}`)
    )
    expect(unlisted).toEqual([])
  })

  it("a request finds its endpoint's projections by method and path, path parameters included; an undeclared path waits for none", () => {
    expect(projectionsServing("GET", "/api/management/wood-receipts")).toEqual(["wood-receipts"])
    expect(projectionsServing("GET", "/api/management/lot-traceability/LOT-7")).toEqual(["wood-receipts", "slicing-operations"])
    expect(projectionsServing("GET", "/api/management/approvals/pending-count")).toEqual(["approval-requests"])
    expect(projectionsServing("GET", "/api/nothing-here")).toEqual([])
    expect(projectionsServing("POST", "/api/management/wood-receipts")).toEqual([])
  })
})
