import { DryingBatchId, DryingCompleted, ElectricityEvent, metadataOf } from "@timber/contracts"
import { DryingDecider, dryingStream } from "@timber/domain"
import { absurd, Effect, Schema } from "effect"
import { dryingCostInputs } from "../commands/drying-cost-inputs"
import { streamOf } from "../commands/execute"
import type { ProcessManager } from "./process-manager"

const KilnCostTriggers = Schema.Union(ElectricityEvent, DryingCompleted)
type KilnCostTrigger = typeof KilnCostTriggers.Type

const KnownRecharge = Schema.Struct({
  token: Schema.String,
  recordedAt: Schema.String,
  kwhAmount: Schema.Number,
  totalPaid: Schema.Number,
  voided: Schema.Boolean
})
type KnownRecharge = typeof KnownRecharge.Type

const KilnCostsState = Schema.Struct({ recharges: Schema.Array(KnownRecharge) })
export type KilnCostsState = typeof KilnCostsState.Type

/**
 * How many of the latest recharges it keeps (a bounded state, ARCHITECTURE §2): the recharge before
 * a batch's start is among the last of them unless the batch started hundreds of recharges ago.
 */
export const KEPT_RECHARGES = 200

/**
 * The recharge recorded last at or before `startTime` and not voided: the tariff of the units on
 * the meter at a batch's start, as the kiln charges read it (projections electricity.queries.ts
 * `rechargeBefore`: by the time it was recorded, then by its place in the log).
 */
export const rechargeBeforeStart = (recharges: ReadonlyArray<KnownRecharge>, startTime: string) => {
  const start = Date.parse(startTime)
  let found: KnownRecharge | null = null
  for (const recharge of recharges)
    if (!recharge.voided && Date.parse(recharge.recordedAt) <= start && (found === null || Date.parse(recharge.recordedAt) >= Date.parse(found.recordedAt)))
      found = recharge
  return found === null ? null : { token: found.token, kwhAmount: found.kwhAmount, totalPaid: found.totalPaid }
}

const changed = (state: KilnCostsState, token: string, change: Partial<KnownRecharge>): KilnCostsState => ({
  recharges: state.recharges.map((recharge) => (recharge.token === token ? { ...recharge, ...change } : recharge))
})

/**
 * A completed batch's cost is frozen: each completion is answered with
 * `RecordDryingCost` on the batch, worked out by the one calculator from the batch as completed,
 * the register and drying settings as they stand then, and the recharge before its start (this
 * process follows the recharges in log order, so it knows it without a read model). The batch
 * records it once: a redelivered completion records nothing more, and from then on a recharge
 * corrected or a setting changed never reprices it; only an admin's correction does.
 */
export const kilnCostsProcess: ProcessManager<KilnCostsState, KilnCostTrigger> = {
  name: "kiln-costs",
  actor: { userId: "process:kiln-costs", email: "kiln-costs@timber.works" },
  events: KilnCostTriggers,
  initialState: { recharges: [] },
  state: KilnCostsState,
  evolve: (state, e, recorded) => {
    switch (e._tag) {
      case "ElectricityRechargeRecorded":
        if (state.recharges.some((recharge) => recharge.token === e.token)) return state
        return {
          recharges: [
            ...state.recharges,
            { token: e.token, recordedAt: metadataOf(recorded).occurredAt, kwhAmount: e.kwhAmount, totalPaid: e.totalPaid, voided: false }
          ].slice(-KEPT_RECHARGES)
        }
      case "ElectricityRechargeCorrected":
        return changed(state, e.token, { kwhAmount: e.kwhAmount, totalPaid: e.totalPaid })
      case "ElectricityRechargeVoided":
        return changed(state, e.token, { voided: true })
      case "DryingCompleted":
        return state
      default:
        return absurd(e)
    }
  },
  react: (state, e) => {
    if (e._tag !== "DryingCompleted") return []
    const batch = streamOf(DryingDecider, dryingStream(DryingBatchId.make(e.dryingId)))
    return [
      {
        streamId: batch.streamId,
        decide: (streams) =>
          Effect.gen(function* () {
            const { state: batchState } = yield* streams.read(batch)
            if (batchState.batch === null || batchState.cost !== null) return
            const inputs = yield* dryingCostInputs(streams, batchState, rechargeBeforeStart(state.recharges, batchState.batch.setup.startTime))
            yield* streams.decide(batch, { _tag: "RecordDryingCost", dryingId: e.dryingId, inputs })
          })
      }
    ]
  }
}
