import {
  BusinessRuleViolation,
  ElectricityEvent,
  ElectricityMessages,
  NotFound,
  rechargeIdOf,
  ValidationError,
  type ElectricityCommand,
  type RecordRecharge
} from "@timber/contracts"
import { Effect } from "effect"
import { rechargeRefusal, sameFigures } from "../calculators/recharge-rules"
import { absurd, type Decider } from "../decider/decider"

/**
 * A LUKU recharge, one stream per token (`ElectricityRecharge-<20 digits>`): a token is bought
 * once, so recording it again with the same figures — the parse call and then the reading that
 * carries the same SMS, a retry — records nothing more, and with other figures is refused in words
 * (it said "Luku added successfully!"). The register corrects its figures or voids it,
 * each with a reason, each an event; the SMS stays what was pasted.
 */
export interface RechargeState {
  /** The recharge with its figures as they stand now (corrections applied); null before it was recorded. */
  readonly recorded: Omit<RecordRecharge, "_tag"> | null
  readonly voided: boolean
  readonly voidReason: string | null
  /** Why its figures were last corrected; null while they are the SMS's. */
  readonly correctionReason: string | null
}

export const RECHARGE_STREAM_PREFIX = "ElectricityRecharge-"
export const rechargeStream = (token: string) => `${RECHARGE_STREAM_PREFIX}${rechargeIdOf(token)}`

const refuse = (message: string) => Effect.fail(new BusinessRuleViolation({ message }))

const reasonOf = (reason: string): Effect.Effect<string, ValidationError> =>
  reason.trim() === ""
    ? Effect.fail(
        new ValidationError({
          message: ElectricityMessages.reasonRequired,
          details: { fields: [{ path: "reason", message: ElectricityMessages.reasonRequired }] }
        })
      )
    : Effect.succeed(reason.trim())

export const RechargeDecider: Decider<ElectricityCommand, ElectricityEvent, RechargeState> = {
  events: ElectricityEvent,
  initialState: { recorded: null, voided: false, voidReason: null, correctionReason: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "ElectricityRechargeRecorded": {
        const { _tag, ...recharge } = event
        return { ...state, recorded: state.recorded ?? recharge }
      }
      case "ElectricityRechargeCorrected":
        return state.recorded === null
          ? state
          : { ...state, recorded: { ...state.recorded, kwhAmount: event.kwhAmount, totalPaid: event.totalPaid }, correctionReason: event.reason }
      case "ElectricityRechargeVoided":
        return { ...state, voided: true, voidReason: event.reason }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RecordRecharge": {
        const { _tag, ...recharge } = command
        if (state.recorded !== null) {
          if (state.voided) return refuse(ElectricityMessages.tokenVoided)
          return sameFigures(state.recorded, recharge)
            ? Effect.succeed([])
            : refuse(ElectricityMessages.tokenReused(state.recorded.kwhAmount, state.recorded.totalPaid))
        }
        const refusal = rechargeRefusal(recharge)
        return refusal === null ? Effect.succeed([{ _tag: "ElectricityRechargeRecorded" as const, ...recharge }]) : refuse(refusal)
      }
      case "CorrectRecharge": {
        const { recorded } = state
        if (recorded === null) return Effect.fail(new NotFound({ message: ElectricityMessages.notFound }))
        if (state.voided) return refuse(ElectricityMessages.voided)
        // a correction of the units alone keeps the amount paid as recorded
        const figures = { kwhAmount: command.kwhAmount, totalPaid: command.totalPaid ?? recorded.totalPaid }
        return Effect.flatMap(reasonOf(command.reason), (reason) => {
          if (sameFigures(recorded, figures)) return Effect.succeed([])
          const refusal = rechargeRefusal(figures)
          return refusal === null
            ? Effect.succeed([{ _tag: "ElectricityRechargeCorrected" as const, token: recorded.token, ...figures, reason }])
            : refuse(refusal)
        })
      }
      case "VoidRecharge": {
        if (state.recorded === null) return Effect.fail(new NotFound({ message: ElectricityMessages.notFound }))
        const token = state.recorded.token
        // voiding a voided recharge again (a retry) records nothing more
        return Effect.map(reasonOf(command.reason), (reason) => (state.voided ? [] : [{ _tag: "ElectricityRechargeVoided" as const, token, reason }]))
      }
      default:
        return absurd(command)
    }
  }
}
