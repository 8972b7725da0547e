import { SETTINGS_DEFAULTS, type DryingCostInputs } from "@timber/contracts"
import { pastedTokens, RechargeDecider, rechargeStream, SETTINGS_STREAM, SettingsDecider, type DryingState } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "./execute"

type PricedRecharge = NonNullable<DryingCostInputs["rechargeBeforeStart"]>

/** A recharge as the register holds it now: its corrected figures, null when voided, undefined when never recorded. */
const registered = (streams: Streams, token: string) =>
  Effect.map(streams.read(streamOf(RechargeDecider, rechargeStream(token))), ({ state }) => {
    if (state.recorded === null) return undefined
    return state.voided ? null : { kwhAmount: state.recorded.kwhAmount, totalPaid: state.recorded.totalPaid }
  })

/**
 * What a completed batch's cost is worked out from beside its own events: the
 * register's figures now of the recharges its readings pasted (each token's stream, read for the
 * fact: a batch pastes a handful), the drying settings now, and the recharge whose units were on
 * the meter at its start (found by the caller: the kiln-costs process knows the recharges in log
 * order; a correction re-reads the one the frozen cost named, its figures corrected, kept when voided).
 */
export const dryingCostInputs = (streams: Streams, state: DryingState, rechargeBeforeStart: PricedRecharge | null) =>
  Effect.gen(function* () {
    const tokens = [...new Set(pastedTokens(state.readings))]
    const figures = yield* Effect.forEach(tokens, (token) => registered(streams, token))
    const register = new Map<string, { kwhAmount: number; totalPaid: number } | null>()
    tokens.forEach((token, i) => {
      const found = figures[i]
      if (found !== undefined) register.set(token, found)
    })
    const { state: settings } = yield* streams.read(streamOf(SettingsDecider, SETTINGS_STREAM))
    const values = { ...SETTINGS_DEFAULTS, ...settings.values }
    const inputs: DryingCostInputs = {
      rechargeBeforeStart,
      register,
      ovenPurchasePrice: values.ovenPurchasePrice,
      ovenLifespanYears: values.ovenLifespanYears,
      maintenanceCostPerYear: values.maintenanceCostPerYear,
      laborCostPerHour: values.laborCostPerHour
    }
    return inputs
  })

/** The recharge a frozen cost named as the one before its start, as the register holds it now (voided: as it priced the batch). */
export const rechargeBeforeStartNow = (streams: Streams, state: DryingState) =>
  Effect.gen(function* () {
    const named = state.costBasis?.rechargeBeforeStart ?? null
    if (named === null) return null
    const now = yield* registered(streams, named.token)
    return now ? { token: named.token, ...now } : named
  })
