const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whether a password set at `changedAt` has expired at `now` under the Security tab's "password
 * expiry" of `days` (section 9: 90 by default). Zero days means passwords never expire. A password
 * is good for exactly `days` days: it expires the moment that time has passed.
 */
export const passwordHasExpired = (input: { readonly changedAt: Date; readonly now: Date; readonly days: number }): boolean =>
  input.days > 0 && input.now.getTime() - input.changedAt.getTime() > input.days * DAY_MS
