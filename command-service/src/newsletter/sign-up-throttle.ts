import { NewsletterMessages, TooManyRequests } from "@timber/contracts"
import { Context, Effect } from "effect"
import { waitBeforeNextAttempt } from "../auth/failure-window"
import { CLIENT_WINDOW_MS, EMAIL_WINDOW_MS, type SignUpLimits } from "./sign-up-limits"

export interface SignUpThrottle {
  readonly limits: SignUpLimits
  readonly trustForwardedFor: boolean
  /** Counts this sign-up, or fails with 429 (and counts nothing) while the e-mail's or the client's window is full. */
  readonly admit: (client: string, emailDigest: string) => Effect.Effect<void, TooManyRequests>
}

export class SignUpThrottleContext extends Context.Tag("SignUpThrottle")<SignUpThrottleContext, SignUpThrottle>() {}

/** Sweep the memory once it holds this many keys. */
const KEYS_BEFORE_SWEEP = 10_000

const minutesOf = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000))

/**
 * In this process's memory (one process: the all-in-one or one command service). A restart
 * forgets the counts; several command-service instances would each count their own (README).
 * The e-mail is known here only by its keyed digest, never in the clear.
 */
export const makeSignUpThrottle = (options: {
  readonly limits: SignUpLimits
  readonly trustForwardedFor: boolean
  readonly now: () => Date
}): SignUpThrottle => {
  const { limits, now } = options
  const byEmail = new Map<string, number[]>()
  const byClient = new Map<string, number[]>()
  const remember = (map: Map<string, number[]>, key: string, at: number, keep: number, windowMs: number) => {
    map.set(key, [at, ...(map.get(key) ?? [])].slice(0, keep))
    if (map.size > KEYS_BEFORE_SWEEP) for (const [k, times] of map) if (times[0]! <= at - windowMs) map.delete(k)
  }
  return {
    limits,
    trustForwardedFor: options.trustForwardedFor,
    admit: (client, emailDigest) =>
      Effect.suspend(() => {
        const at = now().getTime()
        const clientWait = waitBeforeNextAttempt(byClient.get(client) ?? [], limits.perClientPer10Minutes, CLIENT_WINDOW_MS, at)
        if (clientWait > 0)
          return Effect.fail(
            new TooManyRequests({
              message: NewsletterMessages.tooManyForClient(minutesOf(clientWait)),
              details: { retryAfterSeconds: Math.ceil(clientWait / 1000) }
            })
          )
        const emailWait = waitBeforeNextAttempt(byEmail.get(emailDigest) ?? [], limits.perEmailPerHour, EMAIL_WINDOW_MS, at)
        if (emailWait > 0)
          return Effect.fail(
            new TooManyRequests({
              message: NewsletterMessages.tooManyForAddress(minutesOf(emailWait)),
              details: { retryAfterSeconds: Math.ceil(emailWait / 1000) }
            })
          )
        remember(byClient, client, at, limits.perClientPer10Minutes, CLIENT_WINDOW_MS)
        remember(byEmail, emailDigest, at, limits.perEmailPerHour, EMAIL_WINDOW_MS)
        return Effect.void
      })
  }
}
