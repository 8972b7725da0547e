import { describe, expect, it } from "vitest"
import { KEPT_RECHARGES, kilnCostsProcess, rechargeBeforeStart, type KilnCostsState } from "./kiln-costs.process"

const recorded = (token: string, at: string, kwhAmount = 100, totalPaid = 25_000) => ({ token, recordedAt: at, kwhAmount, totalPaid, voided: false }) as const
const stored = (at: string) => ({ metadata: { occurredAt: at } }) as never

describe("kiln-costs: the recharge whose units were on the meter at a batch's start", () => {
  const state: KilnCostsState = {
    recharges: [recorded("A", "2026-11-01T06:00:00.000Z", 100, 25_000), recorded("B", "2026-11-10T06:00:00.000Z", 100, 30_000)]
  }

  it("given two recharges, when a batch started between them, then the first prices its starting units; one started after both, the second; one before both, none (292)", () => {
    expect(rechargeBeforeStart(state.recharges, "2026-11-05T00:00:00.000Z")).toEqual({ token: "A", kwhAmount: 100, totalPaid: 25_000 })
    expect(rechargeBeforeStart(state.recharges, "2026-11-10T06:00:00.000Z")).toEqual({ token: "B", kwhAmount: 100, totalPaid: 30_000 })
    expect(rechargeBeforeStart(state.recharges, "2026-10-01T00:00:00.000Z")).toBeNull()
  })

  it("given the later recharge voided and the earlier corrected in the register, then a batch started after both is priced at the earlier's corrected figures", () => {
    const voided = kilnCostsProcess.evolve(state, { _tag: "ElectricityRechargeVoided", token: "B", reason: "never bought" }, stored("2026-11-11T00:00:00.000Z"))
    const corrected = kilnCostsProcess.evolve(
      voided,
      { _tag: "ElectricityRechargeCorrected", token: "A", kwhAmount: 120, totalPaid: 25_000, reason: "re-read" },
      stored("2026-11-11T00:00:00.000Z")
    )
    expect(rechargeBeforeStart(corrected.recharges, "2026-11-20T00:00:00.000Z")).toEqual({ token: "A", kwhAmount: 120, totalPaid: 25_000 })
  })

  it("given a token recorded again (a retry), then it is known once; and only the latest recharges are kept, so its state stays bounded", () => {
    const again = kilnCostsProcess.evolve(
      state,
      { _tag: "ElectricityRechargeRecorded", token: "A", kwhAmount: 100, totalPaid: 25_000, smsText: "…", dryingId: null },
      stored("2026-11-12T00:00:00.000Z")
    )
    expect(again.recharges).toHaveLength(2)
    let many: KilnCostsState = { recharges: [] }
    for (let i = 0; i < KEPT_RECHARGES + 5; i++)
      many = kilnCostsProcess.evolve(
        many,
        { _tag: "ElectricityRechargeRecorded", token: `T${i}`, kwhAmount: 10, totalPaid: 2_500, smsText: "…", dryingId: null },
        stored(new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString())
      )
    expect(many.recharges).toHaveLength(KEPT_RECHARGES)
    expect(many.recharges.at(-1)?.token).toBe(`T${KEPT_RECHARGES + 4}`)
  })
})
