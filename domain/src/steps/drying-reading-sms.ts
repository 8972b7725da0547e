import type { DomainError, ElectricityEvent } from "@timber/contracts"
import { Effect, Either } from "effect"
import { parseLukuSms, type LukuRecharge } from "../calculators/luku-sms"
import { RechargeDecider, type RechargeState } from "../electricity-recharge/decider"

/**
 * A reading's LUKU SMS, trimmed (null when blank), and the recharge it reads as: an SMS that
 * reads as a recharge records it in the reading's append; one that does not stays a note (decision).
 */
export const readingSms = (lukuSms: string | null | undefined): { readonly sms: string | null; readonly recharge: LukuRecharge | null } => {
  const sms = lukuSms?.trim() ? lukuSms.trim() : null
  return { sms, recharge: sms === null ? null : Either.getOrNull(parseLukuSms(sms)) }
}

/** What a reading records of its SMS's recharge: the token's stream and its events (none when the same token was recorded with the same figures). */
export interface RechargeRecorded {
  readonly token: string
  readonly events: ReadonlyArray<ElectricityEvent>
}

/** The recharge a reading's SMS reads as, recorded once per token on its own stream (`recharge`: that stream's state). */
export const rechargeOfReading = (
  lukuSms: string | null | undefined,
  recharge: RechargeState | null,
  dryingId: string
): Effect.Effect<RechargeRecorded | null, DomainError> => {
  const read = readingSms(lukuSms)
  if (read.sms === null || read.recharge === null) return Effect.succeed(null)
  const { token } = read.recharge
  return Effect.map(
    RechargeDecider.decide({ _tag: "RecordRecharge", ...read.recharge, smsText: read.sms, dryingId }, recharge ?? RechargeDecider.initialState),
    (events) => ({ token, events })
  )
}
