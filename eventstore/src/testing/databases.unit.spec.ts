import { describe, expect, it } from "vitest"
import { testDatabases } from "./databases"

const names = (...args: Parameters<typeof testDatabases>) => testDatabases(...args).map((database) => database.name)
const WITH_POSTGRES = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }

describe("the engines an integration spec runs on", () => {
  it("given DATABASE_URL, when the engine is under test, then the spec runs on PGlite and on PostgreSQL", () => {
    expect(names("every engine", WITH_POSTGRES)).toEqual(["PGlite", "PostgreSQL"])
  })

  it("given DATABASE_URL, when the engine is not under test, then the spec runs once, on PostgreSQL as CI does", () => {
    expect(names("the run's engine", WITH_POSTGRES)).toEqual(["PostgreSQL"])
  })

  it("given no DATABASE_URL, then every spec runs on PGlite alone", () => {
    expect(names("every engine", {})).toEqual(["PGlite"])
    expect(names("the run's engine", {})).toEqual(["PGlite"])
  })
})
