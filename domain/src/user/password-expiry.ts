const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a one-time password is stored as set (`npm run admin -- reset-password`): long enough ago
 * to have expired whatever the days, "never" (0) included, so its first sign-in must choose a new
 * password, through the same steps as an expired one.
 */
export const ONE_TIME_PASSWORD_SET_AT = new Date(0)

/**
 * Whether a password set at `changedAt` has expired at `now` under the Security tab's "password
 * expiry" of `days` (section 9: 90 by default). Zero days means passwords never expire. A password
 * is good for exactly `days` days: it expires the moment that time has passed. A one-time password
 * (set at `ONE_TIME_PASSWORD_SET_AT`) has always expired.
 */
export const passwordHasExpired = (input: { readonly changedAt: Date; readonly now: Date; readonly days: number }): boolean =>
  input.changedAt.getTime() <= ONE_TIME_PASSWORD_SET_AT.getTime() || (input.days > 0 && input.now.getTime() - input.changedAt.getTime() > input.days * DAY_MS)
