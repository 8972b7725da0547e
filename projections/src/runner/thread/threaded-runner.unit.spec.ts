import { describe, expect, it } from "vitest"
import { makeThreadedProjectionRunner } from "./threaded-runner"

describe("the projections in a thread of their own", () => {
  it("a thread that ends unexpectedly is logged and another is started in its place; once stopped, none is", async () => {
    const lines: string[] = []
    const runner = makeThreadedProjectionRunner({
      databaseUrl: "postgres://unused",
      entry: new URL("./testing/failing-thread.mjs", import.meta.url),
      log: (line) => lines.push(line)
    })
    await runner.start()
    const deadline = Date.now() + 5_000
    while (lines.filter((line) => line === "thread began").length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(lines).toContain("projections thread ended (3); starting another in 1000 ms")
    expect(lines.filter((line) => line === "thread began").length).toBeGreaterThanOrEqual(2)
    await runner.stop()
    const began = lines.filter((line) => line === "thread began").length
    await new Promise((r) => setTimeout(r, 1_300))
    expect(lines.filter((line) => line === "thread began").length).toBe(began)
  })
})
