import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { lotVolumeAccount } from "./lot-volume-account"

const cm = fc.double({ min: 1, max: 600, noNaN: true })
const item = fc.record({ width: cm, height: cm, length: cm, quantity: fc.integer({ min: 1, max: 4 }) })
const plank = fc.record({ width: cm, height: cm, length: fc.double({ min: 0.1, max: 6, noNaN: true }), quantity: fc.integer({ min: 1, max: 20 }) })
const operation = fc.record({ sleeperNumber: fc.integer({ min: -1, max: 30 }), plankSizes: fc.array(plank, { minLength: 1, maxLength: 4 }) })
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))

describe("a LOT's volume account (issue 25 item 4)", () => {
  it("for any receipt and any sequence of ended operations, received = unsliced + sliced and sliced = planks + waste, each sleeper counted once", () =>
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), fc.array(operation, { maxLength: 12 }), (items, ended) => {
        const account = lotVolumeAccount(items, ended)
        const counted = items.reduce((sum, i) => sum + i.quantity, 0)
        const distinct = new Set(ended.map((o) => o.sleeperNumber).filter((n) => n >= 1 && n <= counted))
        return (
          close(account.receivedM3, account.unslicedM3 + account.slicedSleeperM3) &&
          close(account.slicedSleeperM3, account.plankM3 + account.wasteM3) &&
          account.slicedSleepers === distinct.size &&
          account.countedSleepers === counted &&
          account.unslicedM3 >= -1e-9
        )
      })
    ))

  it("given two 20 x 20 cm x 2 m sleepers, one sliced into four 8 x 8 cm x 2 m planks, then 0.16 m³ received, 0.08 sliced, 0.0512 planks, recovery 0.64", () => {
    const account = lotVolumeAccount(
      [{ width: 20, height: 20, length: 200, quantity: 2 }],
      [{ sleeperNumber: 2, plankSizes: [{ width: 8, height: 8, length: 2, quantity: 4 }] }]
    )
    expect(account.receivedM3).toBeCloseTo(0.16, 10)
    expect(account.slicedSleeperM3).toBeCloseTo(0.08, 10)
    expect(account.plankM3).toBeCloseTo(0.0512, 10)
    expect(account.wasteM3).toBeCloseTo(0.0288, 10)
    expect(account.recoveryFactor).toBeCloseTo(0.64, 10)
    expect(lotVolumeAccount([{ width: 20, height: 20, length: 200, quantity: 2 }], []).recoveryFactor).toBeNull()
  })
})
