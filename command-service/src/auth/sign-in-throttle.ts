import { AuthMessages, TooManyRequests } from "@timber/contracts"
import { Context, Effect } from "effect"
import { sql, type Kysely } from "kysely"
import { waitBeforeNextAttempt } from "./failure-window"
import { ACCOUNT_WINDOW_MS, ADDRESS_WINDOW_MS, type SignInLimits } from "./sign-in-limits"

export interface SignInThrottle {
  readonly limits: SignInLimits
  readonly trustForwardedFor: boolean
  /**
   * Fails with 429 while the address or the account has used up its failures. `account` null: a
   * device the account signed in from (its device cookie), which the account's window does not
   * hold shut (strangers' guesses must not lock the owner's browser out); its own
   * failures count against its own allowance in the user aggregate instead.
   */
  readonly admit: (address: string, account: string | null) => Effect.Effect<void, TooManyRequests>
  /** Counts a failure against the address and, unless from a known device (null), the account. */
  readonly recordFailure: (address: string, account: string | null) => Effect.Effect<void>
}

export class SignInThrottleContext extends Context.Tag("SignInThrottle")<SignInThrottleContext, SignInThrottle>() {}

const tooMany = (waitMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new TooManyRequests({ message: AuthMessages.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)), details: { retryAfterSeconds } })
}

/** Failure times as the database answers them (milliseconds since the epoch; pg and PGlite may give float8 as text). */
const times = (values: ReadonlyArray<number | string> | null) => (values ?? []).map(Number)

/**
 * Failures per address (`sign_in_address_failures`, the last minute) and per account
 * (`sign_in_failures`, the last hour) live in the database, so every command service on it counts
 * the same failures: N services no longer give an address N × the limit. Unknown e-mails count as
 * known ones do: a limit that only known accounts reached would tell which accounts exist. Both
 * windows are read in one statement and both failures written in one; rows past their window are
 * swept as new ones arrive. A restart forgives nothing.
 */
export const makeSignInThrottle = (options: {
  readonly db: Kysely<any>
  readonly limits: SignInLimits
  readonly trustForwardedFor: boolean
  readonly now: () => Date
}): SignInThrottle => {
  const { db, limits, now } = options

  /** The newest failures of the address and of the account within their windows, at most as many as can hold each shut. */
  const recentFailures = (address: string, account: string | null, at: number) =>
    Effect.promise(() =>
      sql<{ by_address: ReadonlyArray<number | string> | null; by_account: ReadonlyArray<number | string> | null }>`
        select
          array(select (extract(epoch from failed_at) * 1000)::float8 from sign_in_address_failures
                where address = ${address} and failed_at > ${new Date(at - ADDRESS_WINDOW_MS)}
                order by failed_at desc limit ${limits.failuresPerAddressPerMinute}) as by_address,
          array(select (extract(epoch from failed_at) * 1000)::float8 from sign_in_failures
                where ${account !== null}::boolean and account = ${account ?? ""} and failed_at > ${new Date(at - ACCOUNT_WINDOW_MS)}
                order by failed_at desc limit ${limits.failuresPerAccountPerHour}) as by_account`.execute(db)
    ).pipe(Effect.map(({ rows }) => ({ byAddress: times(rows[0]?.by_address ?? null), byAccount: times(rows[0]?.by_account ?? null) })))

  return {
    limits,
    trustForwardedFor: options.trustForwardedFor,
    admit: (address, account) =>
      Effect.gen(function* () {
        const at = now().getTime()
        const { byAddress, byAccount } = yield* recentFailures(address, account, at)
        const wait = Math.max(
          waitBeforeNextAttempt(byAddress, limits.failuresPerAddressPerMinute, ADDRESS_WINDOW_MS, at),
          waitBeforeNextAttempt(byAccount, limits.failuresPerAccountPerHour, ACCOUNT_WINDOW_MS, at)
        )
        if (wait > 0) return yield* tooMany(wait)
      }),
    recordFailure: (address, account) =>
      Effect.gen(function* () {
        const at = new Date(now().getTime())
        yield* Effect.promise(() =>
          sql`
            with expired_addresses as (delete from sign_in_address_failures where failed_at <= ${new Date(at.getTime() - ADDRESS_WINDOW_MS)}),
                 expired_accounts as (delete from sign_in_failures where failed_at <= ${new Date(at.getTime() - ACCOUNT_WINDOW_MS)}),
                 by_address as (insert into sign_in_address_failures (address, failed_at) values (${address}, ${at}))
            insert into sign_in_failures (account, failed_at) select ${account}::text, ${at}::timestamptz where ${account !== null}::boolean`.execute(db)
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
