import { correctRecharge, RechargeDecider, rechargeStream, type CorrectRechargeIntent } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"

export const rechargeOf = (token: string) => streamOf(RechargeDecider, rechargeStream(token))

/** Corrects a recharge in the register (domain `correctRecharge`): reads it and records the correction. Answers its stream. */
export const correctRechargeCommand = (intent: CorrectRechargeIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const recharge = rechargeOf(intent.token)
    const decided = yield* correctRecharge({ recharge: (yield* streams.read(recharge)).state }, intent)
    yield* streams.record(recharge, decided.recharge)
    return recharge
  })
