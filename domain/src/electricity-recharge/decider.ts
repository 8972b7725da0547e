import { ElectricityEvent, rechargeIdOf, type ElectricityCommand, type RecordRecharge } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

/**
 * A LUKU recharge, one stream per token (`ElectricityRecharge-<20 digits>`): a token is bought
 * once, so recording it again — the parse call and then the reading that carries the same SMS, a
 * retry — records nothing more. No lifecycle beyond recorded.
 */
export interface RechargeState {
  /** The recharge as first recorded; null before. */
  readonly recorded: Omit<RecordRecharge, "_tag"> | null
}

export const RECHARGE_STREAM_PREFIX = "ElectricityRecharge-"
export const rechargeStream = (token: string) => `${RECHARGE_STREAM_PREFIX}${rechargeIdOf(token)}`

export const RechargeDecider: Decider<ElectricityCommand, ElectricityEvent, RechargeState> = {
  events: ElectricityEvent,
  initialState: { recorded: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "ElectricityRechargeRecorded": {
        const { _tag, ...recharge } = event
        return { recorded: state.recorded ?? recharge }
      }
      default:
        return absurd(event._tag)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RecordRecharge": {
        if (state.recorded !== null) return Effect.succeed([])
        const { _tag, ...recharge } = command
        return Effect.succeed([{ _tag: "ElectricityRechargeRecorded" as const, ...recharge }])
      }
      default:
        return absurd(command._tag)
    }
  }
}
