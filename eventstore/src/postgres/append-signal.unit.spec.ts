import { describe, expect, it } from "vitest"
import { AppendSignal } from "./append-signal"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("append signal", () => {
  it("given an append committed above the readable head, when an older transaction finishes without a NOTIFY, then waiting readers wake at once, not at their timeout", async () => {
    let readableHead = 5n
    const signal = new AppendSignal(async () => readableHead)
    signal.committed(10n)
    const started = Date.now()
    const waiting = signal.wait(10_000)
    await sleep(50)
    readableHead = 10n // the transaction that held the watermark ended
    await waiting
    expect(Date.now() - started).toBeLessThan(1000)
    signal.close()
  })

  it("given the committed appends became readable, then it stops polling the database", async () => {
    let polls = 0
    const signal = new AppendSignal(async () => {
      polls++
      return 10n
    })
    signal.committed(10n)
    await sleep(100)
    const settled = polls
    await sleep(100)
    expect(settled).toBeGreaterThan(0)
    expect(polls).toBe(settled)
    signal.close()
  })

  it("given a reader noted the wake-ups before reading, when a wake-up came during its read, then its wait returns at once", async () => {
    const signal = new AppendSignal(async () => 0n)
    const noted = signal.wakeups
    signal.readable(3n) // another reader saw the readable head move
    const started = Date.now()
    await signal.wait(10_000, noted)
    expect(Date.now() - started).toBeLessThan(100)
    signal.close()
  })

  it("given a reader that has read up to position 8, news of positions up to 8 does not wake it for another read, news above does", async () => {
    const signal = new AppendSignal(async () => 8n)
    let woken = false
    const waiting = signal.wait(10_000, undefined, () => 8n).then(() => (woken = true))
    signal.readable(8n) // its own read's head, told to the others
    signal.committed(7n) // an append it has read already
    await sleep(20)
    expect(woken).toBe(false)
    signal.committed(9n)
    await waiting
    expect(woken).toBe(true)
    signal.close()
  })
})
