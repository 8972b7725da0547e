import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { claimDataDir, DataDirInUse } from "./data-dir-lock"

const dirs: Array<string> = []
const aDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "timber-lock-"))
  dirs.push(dir)
  return join(dir, "pglite")
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("claiming a PGlite data dir", () => {
  it("given a data dir held, when it is claimed again, then the claim is refused naming the holder, until the holder releases it", () => {
    const dataDir = aDataDir()
    const release = claimDataDir(dataDir)
    expect(readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid))
    expect(() => claimDataDir(dataDir)).toThrow(DataDirInUse)
    expect(() => claimDataDir(dataDir)).toThrow(`is open in another process (pid ${process.pid})`)
    release()
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    claimDataDir(dataDir)()
  })

  it("given a claim left by a process that died (a crash, a kill -9), when the data dir is claimed, then the claim succeeds", () => {
    const dataDir = aDataDir()
    // pids are below 2^22 on Linux: this one runs nothing
    writeFileSync(`${dataDir}.lock`, "4194305")
    const release = claimDataDir(dataDir)
    expect(readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid))
    release()
  })

  it("given a claim by a process that runs, when the data dir is claimed, then it is refused", () => {
    const dataDir = aDataDir()
    // pid 1 always runs
    writeFileSync(`${dataDir}.lock`, "1")
    expect(() => claimDataDir(dataDir)).toThrow("(pid 1)")
  })
})
