/**
 * Throttling of failed sign-ins (OWASP ASVS 2.2.1); the decisions are in the README.
 * Only failures count, so a script or a test suite that signs in correctly is never slowed.
 */
export interface SignInLimits {
  /** Failed sign-ins one client address may make in a minute, whatever the accounts. */
  readonly failuresPerAddressPerMinute: number
  /** Failed sign-ins one e-mail (known or not) may receive in an hour, whatever the addresses. */
  readonly failuresPerAccountPerHour: number
  /**
   * Every refused sign-in answers no sooner than this after it began, so an unknown
   * e-mail and a wrong password take the same time (the known account also records
   * the attempt on its stream).
   */
  readonly refusalFloorMs: number
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failuresPerAddressPerMinute: 20,
  failuresPerAccountPerHour: 100,
  refusalFloorMs: 200
}

export const ADDRESS_WINDOW_MS = 60_000
export const ACCOUNT_WINDOW_MS = 3_600_000
