import { AuthMessages, TooManyRequests } from "@timber/contracts"
import { Context, Effect } from "effect"
import { sql, type Kysely } from "kysely"
import { waitBeforeNextAttempt } from "./failure-window"
import { ACCOUNT_WINDOW_MS, ADDRESS_WINDOW_MS, type SignInLimits } from "./sign-in-limits"

export interface SignInThrottle {
  readonly limits: SignInLimits
  readonly trustForwardedFor: boolean
  /** Fails with 429 while the address or the account has used up its failures. */
  readonly admit: (address: string, account: string) => Effect.Effect<void, TooManyRequests>
  readonly recordFailure: (address: string, account: string) => Effect.Effect<void>
}

export class SignInThrottleContext extends Context.Tag("SignInThrottle")<SignInThrottleContext, SignInThrottle>() {}

/** Sweep the per-address memory once it holds this many addresses. */
const ADDRESSES_BEFORE_SWEEP = 10_000

const tooMany = (waitMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new TooManyRequests({ message: AuthMessages.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)), details: { retryAfterSeconds } })
}

/**
 * Failures per address live in this process's memory (a restart forgives them; each
 * instance counts its own). Failures per account live in `sign_in_failures`, shared by
 * every instance, for known and unknown e-mails alike: a limit that only known accounts
 * reached would tell which accounts exist.
 */
export const makeSignInThrottle = (options: {
  readonly db: Kysely<any>
  readonly limits: SignInLimits
  readonly trustForwardedFor: boolean
  readonly now: () => Date
}): SignInThrottle => {
  const { db, limits, now } = options
  const byAddress = new Map<string, number[]>()

  const addressWait = (address: string, at: number) =>
    waitBeforeNextAttempt(byAddress.get(address) ?? [], limits.failuresPerAddressPerMinute, ADDRESS_WINDOW_MS, at)

  const accountWait = (account: string, at: number) =>
    Effect.promise(() =>
      sql<{ at: number }>`
        select (extract(epoch from failed_at) * 1000)::float8 as at from sign_in_failures
        where account = ${account} and failed_at > ${new Date(at - ACCOUNT_WINDOW_MS)}
        order by failed_at desc limit ${limits.failuresPerAccountPerHour}`.execute(db)
    ).pipe(
      Effect.map(({ rows }) =>
        waitBeforeNextAttempt(
          rows.map((r) => Number(r.at)),
          limits.failuresPerAccountPerHour,
          ACCOUNT_WINDOW_MS,
          at
        )
      )
    )

  return {
    limits,
    trustForwardedFor: options.trustForwardedFor,
    admit: (address, account) =>
      Effect.gen(function* () {
        const at = now().getTime()
        const wait = Math.max(addressWait(address, at), yield* accountWait(account, at))
        if (wait > 0) return yield* tooMany(wait)
      }),
    recordFailure: (address, account) =>
      Effect.gen(function* () {
        const at = now().getTime()
        // only the newest `limit` failures can hold the window shut
        byAddress.set(address, [at, ...(byAddress.get(address) ?? [])].slice(0, limits.failuresPerAddressPerMinute))
        if (byAddress.size > ADDRESSES_BEFORE_SWEEP) {
          for (const [key, times] of byAddress) if (times[0]! <= at - ADDRESS_WINDOW_MS) byAddress.delete(key)
        }
        yield* Effect.promise(() =>
          sql`
            with expired as (delete from sign_in_failures where failed_at <= ${new Date(at - ACCOUNT_WINDOW_MS)})
            insert into sign_in_failures (account, failed_at) values (${account}, ${new Date(at)})`.execute(db)
        )
      })
  }
}

/**
 * Forgets an account's failed sign-ins (`sign_in_failures`), so a recovery from the host
 * (`npm run admin`) is not met by the throttle's 429 that the same guesses earned.
 */
export const forgetAccountFailures = (db: Kysely<any>, account: string) =>
  Effect.promise(() => sql`delete from sign_in_failures where account = ${account}`.execute(db)).pipe(Effect.asVoid)
